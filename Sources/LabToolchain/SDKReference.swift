import Foundation

/// What the simulated SDK offers, read from its own symbol graph (`swift-symbolgraph-extract`,
/// beside swiftc) so the list is always the module's real API: `help UIWindow`.
public struct SDKReference: Sendable {
    /// One public symbol: `UIWindow.makeKeyAndVisible()`.
    public struct Symbol: Sendable, Equatable {
        /// `["UIWindow", "makeKeyAndVisible()"]`.
        public var path: [String]
        /// `class`, `protocol`, `method`, `property`, `init`, `type method`, …
        public var kind: String
        /// The first line of its doc comment.
        public var summary: String?
        /// For an old spelling declared unavailable: what to write instead, or why.
        public var unavailable: String?
    }

    public var symbols: [Symbol]

    /// The types of module `module` (classes, protocols, structs, enums), sorted.
    public var types: [Symbol] {
        symbols.filter { $0.path.count == 1 && ["class", "protocol", "structure", "enumeration"].contains($0.kind) }
            .sorted { $0.path[0] < $1.path[0] }
    }

    public func type(named name: String) -> Symbol? {
        symbols.first { $0.path == [name] }
    }

    /// Members declared on `type` (not inherited), in declaration kinds' order.
    public func members(of type: String) -> [Symbol] {
        symbols.filter { $0.path.count == 2 && $0.path[0] == type }
    }

    /// Reads (or extracts once and caches) the symbol graph of `modules`.
    public static func load(sdk: SimulatedSDK, modules: [String] = ["UIKit", "UserNotifications"],
                            cacheDirectory: String?) throws(BuildFailure) -> SDKReference {
        let folder = (cacheDirectory ?? NSTemporaryDirectory() + "lab-sdk-reference") + "/reference-" + sdk.fingerprint
        let extractor = ((sdk.swiftc as NSString).deletingLastPathComponent as NSString).appendingPathComponent("swift-symbolgraph-extract")
        var symbols: [Symbol] = []
        for module in modules {
            // AppKit is not in the SDK folder: it is compiled with each Mac build from its source,
            // so its reference is kept by that source's digest.
            let output = module == "AppKit" ? folder + "/AppKit-" + appKitDigest : folder
            let file = output + "/\(module).symbols.json"
            if !FileManager.default.fileExists(atPath: file) {
                try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
                // A reference folder copied from elsewhere: its Clang modules are built again.
                _ = ModuleCacheFolder(path: folder + "/ModuleCache").prepare()
                var includes = ["-I", sdk.modulesDirectory]
                if module == "AppKit" {
                    try emitAppKitModule(sdk: sdk, into: output, moduleCache: folder + "/ModuleCache")
                    includes += ["-I", output]
                }
                let run = try ToolRun.run(extractor, ["-module-name", module] + includes + ["-target", "x86_64-unknown-linux-gnu",
                                                      "-output-dir", output, "-minimum-access-level", "public",
                                                      // Clang's modules beside the reference, not in ~/.cache/clang.
                                                      "-module-cache-path", folder + "/ModuleCache"], in: folder)
                guard run.status == 0 else {
                    throw BuildFailure(.error(nil, tr("cannot read the %@ module's API: %@", module, run.failure((extractor as NSString).lastPathComponent, lines: 2))))
                }
            }
            guard let data = FileManager.default.contents(atPath: file),
                  let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let entries = graph["symbols"] as? [[String: Any]] else { continue }
            symbols += entries.compactMap(symbol)
        }
        return SDKReference(symbols: symbols)
    }

    /// The digest of the simulated AppKit's source, naming its cached reference.
    private static var appKitDigest: String {
        var hasher = StableHash()
        hasher.add(AppKitModule.source)
        return hasher.hex
    }

    /// Compiles the simulated AppKit's interface (`AppKit.swiftmodule`) into `folder`, for
    /// `swift-symbolgraph-extract` to read.
    private static func emitAppKitModule(sdk: SimulatedSDK, into folder: String, moduleCache: String) throws(BuildFailure) {
        let source = folder + "/AppKit.swift"
        _ = PlainFile.write(Data(AppKitModule.source.utf8), to: source)
        let run = try ToolRun.run(sdk.swiftc, ["-swift-version", "5", "-parse-as-library", "-emit-module", "-module-name", "AppKit",
                                               "-I", sdk.modulesDirectory, "-module-cache-path", moduleCache,
                                               "-emit-module-path", "AppKit.swiftmodule", "AppKit.swift"], in: folder)
        guard run.status == 0 else {
            throw BuildFailure(.error(nil, tr("cannot read the %@ module's API: %@", "AppKit", run.failure("swiftc", lines: 2))))
        }
    }

    private static func symbol(_ entry: [String: Any]) -> Symbol? {
        guard let path = entry["pathComponents"] as? [String], !path.isEmpty,
              let kind = (entry["kind"] as? [String: Any])?["displayName"] as? String else { return nil }
        let docLines = ((entry["docComment"] as? [String: Any])?["lines"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
        var unavailable: String?
        for availability in entry["availability"] as? [[String: Any]] ?? [] where availability["isUnconditionallyUnavailable"] as? Bool == true {
            unavailable = (availability["renamed"] as? String).map { "renamed \($0)" } ?? (availability["message"] as? String) ?? "unavailable"
        }
        // The doc comment's first sentence.
        let text = (docLines ?? []).prefix { !$0.isEmpty }.joined(separator: " ")
        let sentence = text.range(of: ". ").map { String(text[..<$0.lowerBound]) + "." } ?? text
        return Symbol(path: path, kind: kind.lowercased().replacingOccurrences(of: "instance ", with: ""),
                      summary: sentence.isEmpty ? nil : sentence, unavailable: unavailable)
    }
}
