import LabCore
import LabToolchain

/// `help UIKit`, `help UIWindow`: the simulated SDK's own API, as its symbol graph lists it.
enum SDKHelp {
    /// Lines for `topic` when it names the SDK or one of its types; nil otherwise.
    static func lines(for topic: String) throws(CommandError) -> [String]? {
        // A Mac target's `import AppKit` (or Cocoa): the simulated AppKit's own module.
        if topic == "AppKit" || topic == "Cocoa", let lines = appKitLines(for: "AppKit") { return lines }
        // The frameworks beside UIKit are read from their own modules, by name or by their
        // types' prefix (SKView, WKWebView, CLGeocoder, GKRandomSource).
        let framework = frameworkPrefixes.first { topic == $0.module || (topic.hasPrefix($0.prefix) && topic.count > $0.prefix.count) }
        guard topic == "UIKit" || topic == "UserNotifications" || topic.hasPrefix("UI") || topic.hasPrefix("UN")
                || topic.hasPrefix("NS") || topic.hasPrefix("CG") || framework != nil else { return nil }
        let reference: SDKReference
        do {
            reference = try SDKReference.load(sdk: try SimulatedSDK.locate(), modules: framework.map { [$0.module] } ?? ["UIKit", "UserNotifications"],
                                              cacheDirectory: SwiftCompiler.cacheDirectory)
        } catch {
            throw CommandError(error.diagnostics.first?.words ?? tr("cannot read the simulated SDK"))
        }
        if let framework, topic == framework.module {
            let types = reference.types.filter { $0.unavailable == nil && $0.path[0].hasPrefix(framework.prefix) }
            var lines = types.isEmpty
                ? [tr("LifecycleLab's %@ offers these functions and constants (docs/lifecycle.md says how far each is simulated):", framework.module)]
                : [tr("LifecycleLab's %@ offers these types (`help TYPE` lists one's members; docs/lifecycle.md says how far each is simulated):", framework.module)]
                    + wrap(types.map { $0.path[0] })
            // A framework of functions and constants (Security's SecItemAdd, kSecClass) lists them too.
            for (kind, heading) in [("function", tr("functions:")), ("global variable", tr("constants:"))] where framework.listsGlobals {
                let names = reference.symbols.filter { $0.path.count == 1 && $0.kind == kind && $0.unavailable == nil }.map { $0.path[0] }.sorted()
                if !names.isEmpty { lines += [heading] + wrap(names) }
            }
            return lines
        }
        if topic == "UIKit" || topic == "UserNotifications" {
            let types = reference.types.filter { $0.unavailable == nil }
            return [tr("LifecycleLab's simulated SDK offers these types (`help TYPE` lists one's members):")]
                + wrap(types.map { $0.path[0] })
        }
        // `help NSApplication`: a Mac type, from the simulated AppKit, when UIKit has no such type.
        if reference.type(named: topic) == nil, topic.hasPrefix("NS"), let lines = appKitLines(for: topic) { return lines }
        guard let type = reference.type(named: topic) else {
            // `help UIViewControler`: a type's name, misspelt or not simulated, is not a command.
            let names = reference.types.filter { $0.unavailable == nil }.map { $0.path[0] }
            let close = NameMatch.closest(to: topic, among: names)
            let hint = close.isEmpty ? "" : tr(" — did you mean %@?", Suggestion.alternatives(close.map { "\"\($0)\"" }))
            throw CommandError(tr("no type %@ in the simulated SDK%@ (`help UIKit` lists its types)", "\(InputLine.quoted(topic))", "\(hint)"))
        }
        return describe(type, named: topic, in: reference)
    }

    /// `help AppKit`, `help NSWindowController`: the simulated AppKit's types (a Mac target's
    /// module); nil when `topic` is neither the module nor one of its types.
    static func appKitLines(for topic: String) -> [String]? {
        guard let sdk = try? SimulatedSDK.locate(),
              let reference = try? SDKReference.load(sdk: sdk, modules: ["AppKit"], cacheDirectory: SwiftCompiler.cacheDirectory) else { return nil }
        if topic == "AppKit" {
            let types = reference.types.filter { $0.unavailable == nil }
            return [tr("LifecycleLab's %@ offers these types (`help TYPE` lists one's members; docs/lifecycle.md says how far each is simulated):", "AppKit")]
                + wrap(types.map { $0.path[0] })
        }
        guard let type = reference.type(named: topic) else { return nil }
        return describe(type, named: topic, in: reference)
    }

    /// Simulated frameworks with a module of their own, and the prefix of their types' names.
    /// `listsGlobals`: `help MODULE` lists its functions and constants as well as its types.
    static let frameworkPrefixes: [(module: String, prefix: String, listsGlobals: Bool)] = [
        ("SpriteKit", "SK", false), ("WebKit", "WK", false), ("CoreLocation", "CL", false), ("GameplayKit", "GK", false),
        ("Security", "Sec", true), ("LocalAuthentication", "LA", false), ("MapKit", "MK", false),
    ]

    /// `help RealmSwift`, `help Results`: the simulated RealmSwift module's types (not a command's
    /// name; nil when `topic` is neither the module nor one of its types).
    static func realmLines(for topic: String) -> [String]? {
        guard let sdk = try? SimulatedSDK.locate(),
              let reference = try? SDKReference.load(sdk: sdk, modules: ["RealmSwift"], cacheDirectory: SwiftCompiler.cacheDirectory) else { return nil }
        if topic == "RealmSwift" {
            let types = reference.types.filter { $0.unavailable == nil }
            return [tr("LifecycleLab's simulated RealmSwift offers these types (`help TYPE` lists one's members):")] + wrap(types.map { $0.path[0] })
        }
        guard let type = reference.type(named: topic) else { return nil }
        return describe(type, named: topic, in: reference)
    }

    /// A type's summary and its members, grouped by kind.
    private static func describe(_ type: SDKReference.Symbol, named topic: String, in reference: SDKReference) -> [String] {
        if let unavailable = type.unavailable { return [tr("%@: not simulated — %@", topic, unavailable)] }
        // The kind and the summary are the SDK's own words (its doc comments), as Apple's documentation is English.
        var lines = ["\(topic) (\(type.kind))" + (type.summary.map { " — \($0)" } ?? "")]
        let members = reference.members(of: topic)
        let groups = [("initializer", tr("initializers:")), ("property", tr("properties:")), ("method", tr("methods:")),
                      ("type property", tr("type properties:")), ("type method", tr("type methods:")), ("case", tr("cases:")),
                      ("structure", tr("nested types:")), ("enumeration", tr("nested types:")), ("class", tr("nested types:"))]
        for (kind, heading) in groups {
            var seen: Set<String> = []
            // A protocol lists a requirement and its default implementation: once is enough.
            let names = members.filter { $0.kind == kind && $0.unavailable == nil && seen.insert($0.path[1]).inserted }.map { $0.path[1] }
            guard !names.isEmpty else { continue }
            if lines.last != "  \(heading)" { lines.append("  \(heading)") }
            lines += wrap(names, indent: "    ")
        }
        let old = members.filter { $0.unavailable != nil }
        if !old.isEmpty {
            lines.append("  " + tr("old spellings (compile errors that name today's):"))
            lines += old.map { "    \($0.path[1]) → \($0.unavailable!)" }
        }
        return lines
    }

    /// The simulated SDK's type names, for Tab after `help`; empty when the SDK cannot be read.
    static func typeNames() -> [String] {
        guard let sdk = try? SimulatedSDK.locate(),
              let reference = try? SDKReference.load(sdk: sdk, cacheDirectory: SwiftCompiler.cacheDirectory) else { return [] }
        return ["UIKit"] + reference.types.filter { $0.unavailable == nil }.map { $0.path[0] }
    }

    /// Names joined into lines of at most 100 characters.
    private static func wrap(_ names: [String], indent: String = "  ") -> [String] {
        var lines: [String] = []
        var current = indent
        for name in names {
            if current.count + name.count + 2 > 100, current != indent {
                lines.append(current)
                current = indent
            }
            current += (current == indent ? "" : ", ") + name
        }
        if current != indent { lines.append(current) }
        return lines
    }
}
