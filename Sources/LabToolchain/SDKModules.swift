/// Modules an app may import: the SDK's frameworks and Swift's own libraries. Importing an
/// SDK framework links it (Swift autolinking), which matters to nibs that use its classes.
enum SDKModules {
    /// iOS's frameworks (the modules of `IOSSDKNames`; `os` is a Swift library here): they
    /// import, and what the lab does not simulate says so. AppKit (and Cocoa, which brings it)
    /// is the simulated Mac's (`AppKitModule`); CommonCrypto, a system library the listing
    /// leaves out, is declared (`DeclaredFrameworks.commonCrypto`).
    /// Read from the listing's `module` lines alone: every build asks, and the whole catalog
    /// (types and members) is wanted only when swiftc reports an error.
    static let frameworks: Set<String> = Set(SDKNameCatalog.modules(in: IOSSDKNames.listing)).subtracting(swiftLibraries).union(["AppKit", "Cocoa", "CommonCrypto"])
    static let swiftLibraries: Set<String> = ["Swift", "Darwin", "Dispatch", "ObjectiveC", "os", "Observation"]

    /// Third-party modules the simulated SDK provides: RealmSwift (a module of the SDK, as
    /// CoreData is) and the Objective-C `Realm` under it (a stub: its RLM classes are not simulated).
    static let thirdParty: Set<String> = ["RealmSwift", "Realm"]

    static func exists(_ module: String) -> Bool {
        frameworks.contains(module) || swiftLibraries.contains(module) || thirdParty.contains(module)
    }
}
