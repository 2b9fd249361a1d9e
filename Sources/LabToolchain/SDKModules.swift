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

    /// Frameworks whose names the simulated UIKit declares (their stubs re-export it): Core
    /// Graphics', Quartz Core's and ImageIO's.
    static let declaredElsewhere: Set<String> = ["CoreGraphics", "QuartzCore", "ImageIO"]

    /// Whether the lab simulates `module`, in full or in part: a module of the simulated SDK, a
    /// framework whose stub declares API (`DeclaredFrameworks`) or brings a simulated module
    /// (GameKit brings GameplayKit), one `declaredElsewhere`, or a Swift library.
    static func isSimulated(_ module: String) -> Bool {
        FrameworkStubs.provided.contains(module) || FrameworkStubs.declaringModules.contains(module)
            || declaredElsewhere.contains(module) || swiftLibraries.contains(module) || thirdParty.contains(module)
            || (FrameworkStubs.reexports[module] ?? []).contains(where: isSimulated)
    }

    /// What `#if canImport(module)` answers in an iOS Simulator build in the lab: true for what it
    /// simulates, false for a framework of iOS's SDK it does not simulate (SwiftUI, CarPlay), as
    /// for AppKit, which the iOS SDK lacks. A library's optional support for a framework then
    /// stays out of the build, as a macOS-only part does, while `import SwiftUI` itself still
    /// builds and the first use of its names says what is not simulated. A marked choice
    /// (docs/lifecycle.md, "Third-party modules").
    static func answersCanImport(_ module: String) -> Bool {
        !PlatformModules.macOnly.contains(module) && (!frameworks.contains(module) || isSimulated(module))
    }
}
