import Foundation

/// Where a module the SDK lacks comes from, when the project says: a CocoaPods `Podfile`, a
/// Swift package (`Package.swift`, or the `Package.resolved` Xcode keeps in the project). A
/// build that imports one says so, and that LifecycleLab fetches no dependencies.
enum ThirdPartyModules {
    /// The same diagnostics, each "no such module" saying where the module comes from.
    static func explain(_ diagnostics: [Diagnostic], root: String) -> [Diagnostic] {
        diagnostics.enumerated().map { index, diagnostic in
            // A module of the other platform has its own note next.
            let next = diagnostics.index(after: index)
            if next < diagnostics.endIndex, diagnostics[next].severity == .note, diagnostics[next].message.contains("is macOS's framework")
                || diagnostics[next].message.contains("is iOS's framework") { return diagnostic }
            guard diagnostic.message.hasPrefix("no such module '"),
                  let module = diagnostic.message.split(separator: "'").dropFirst().first.map(String.init) else { return diagnostic }
            var explained = diagnostic
            explained.reword(tr("%@: %@; LifecycleLab builds with the iOS SDK's modules and fetches no dependencies", diagnostic.message,
                                origin(of: module, root: root) ?? tr("it is not a module of the iOS SDK")))
            return explained
        }
    }

    /// "it comes from CocoaPods (Podfile, line 7: pod 'RealmSwift')", or a package.
    static func origin(of module: String, root: String) -> BuildText? {
        for folder in [root, (root as NSString).deletingLastPathComponent] {
            if let podfile = try? String(contentsOfFile: folder + "/Podfile", encoding: .utf8) {
                let lines = podfile.split(separator: "\n", omittingEmptySubsequences: false)
                if let index = lines.firstIndex(where: { $0.contains("pod '\(module)'") || $0.contains("pod \"\(module)\"") }) {
                    let line = lines[index].trimmingCharacters(in: .whitespaces)
                    if let reason = CocoaPodsLibraries.unbuilt(root: folder)[module] {
                        return tr("it comes from CocoaPods (Podfile, line %d: %@); the clone carries it in Pods/, but %@, and LifecycleLab compiles only Swift",
                                  index + 1, line, reason)
                    }
                    return tr("it comes from CocoaPods (Podfile, line %d: %@)", index + 1, line)
                }
                return tr("the project uses CocoaPods (Podfile), which provides it")
            }
            for manifest in ["Package.swift", "Package.resolved"] {
                if let text = try? String(contentsOfFile: folder + "/" + manifest, encoding: .utf8),
                   text.lowercased().contains(module.lowercased()) {
                    return tr("it comes from a Swift package (%@)", manifest)
                }
            }
        }
        return nil
    }

    /// Source files in languages LifecycleLab does not compile.
    static let foreignSourceExtensions: Set<String> = ["m", "mm", "h", "c", "cpp", "hpp", "cc"]
}
