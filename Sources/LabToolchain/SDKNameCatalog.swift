/// A list of an SDK's public names, read from `IOSSDKNames.listing`'s plain format: which
/// module declares a type or a global, a type's superclass, and the members listed for it.
struct SDKNameCatalog: Sendable {
    struct TypeEntry: Sendable {
        var module: String
        var superclass: String?
        /// Protocols whose listed members the type implements (`UITableViewController`'s data source methods).
        var adopts: [String] = []
        /// Selectors (`viewWillTransition(to:with:)`) and names (`size`).
        var members: [String] = []
        /// Members another module adds (`extend NSNotification.Name` under MediaPlayer), by member.
        var memberModules: [String: String] = [:]
    }

    /// Modules in the order listed.
    private(set) var modules: [String] = []
    private(set) var types: [String: TypeEntry] = [:]
    /// Functions, constants and global variables: the modules that declare each.
    private(set) var globals: [String: [String]] = [:]
    /// Types by name: the modules that declare each (a few appear in two, as `AVAudioPlayer`
    /// in AVFoundation and AVFAudio).
    private(set) var typeModules: [String: [String]] = [:]

    init(listing: String) {
        var module = ""
        var current: String?
        for rawLine in listing.split(separator: "\n") {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(separator: " ").map(String.init)
            guard let first = words.first else { continue }
            if line.first == " " {
                if let current {
                    types[current]?.members += words
                    if types[current]?.module != module { for word in words { types[current]?.memberModules[word] = module } }
                }
                continue
            }
            current = nil
            switch first {
            case "module":
                module = words.count > 1 ? words[1] : ""
                if !modules.contains(module) { modules.append(module) }
            case "types":
                for word in words.dropFirst() { addType(word, module: module) }
            case "globals":
                for word in words.dropFirst() { globals[word, default: []].append(module) }
            case "type":
                if words.count > 1 { current = addType(words[1], module: module) }
            case "extend":
                // Members of another module's type: the type is not declared here.
                if words.count > 1 {
                    if types[words[1]] == nil { addType(words[1], module: module) }
                    current = words[1]
                }
            default:
                continue
            }
        }
    }

    /// The modules a listing names (its `module` lines), without reading its types: the same as
    /// `SDKNameCatalog(listing:).modules`, as a set.
    static func modules(in listing: String) -> Set<String> {
        var modules: Set<String> = []
        for line in listing.split(separator: "\n") where line.hasPrefix("module ") {
            let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = code.split(separator: " ")
            modules.insert(words.count > 1 ? String(words[1]) : "")
        }
        return modules
    }

    /// `Name`, `Name:Superclass` or `Name:Superclass,Protocol,…`; returns the name.
    @discardableResult
    private mutating func addType(_ word: String, module: String) -> String {
        let parts = word.split(separator: ":", maxSplits: 1).map(String.init)
        let name = parts[0]
        let supertypes = parts.count > 1 ? parts[1].split(separator: ",").map(String.init) : []
        // A type listed again (`types` then `type` with its members) keeps one module entry.
        if !(typeModules[name] ?? []).contains(module) { typeModules[name, default: []].append(module) }
        if types[name] == nil {
            types[name] = TypeEntry(module: module, superclass: supertypes.first, adopts: Array(supertypes.dropFirst()))
        }
        return name
    }

    /// The modules that declare a top-level `name` (a type, function or constant).
    func modules(declaring name: String) -> [String] {
        typeModules[name] ?? globals[name] ?? []
    }

    /// `type`, its listed superclasses and the protocols they adopt, nearest first.
    func lineage(of type: String) -> [String] {
        var result: [String] = []
        var pending = [type]
        while !pending.isEmpty {
            let name = pending.removeFirst()
            guard let entry = types[name], !result.contains(name) else { continue }
            result.append(name)
            pending += entry.adopts + (entry.superclass.map { [$0] } ?? [])
        }
        return result
    }

    /// The type (of `type`'s lineage) that lists `member`, a selector or a base name
    /// (`size`, `draw`): `UIView` for `UIImageView`'s `draw(_:)`.
    func owner(of member: String, in type: String) -> String? {
        lineage(of: type).first { ancestor in
            types[ancestor]?.members.contains { Self.matches($0, member) } ?? false
        }
    }

    /// The module that declares `member` of `owner` (a type's own, or the module that extends it).
    func module(of member: String, in owner: String) -> String {
        guard let entry = types[owner] else { return "" }
        return entry.memberModules.first { Self.matches($0.key, member) }?.value ?? entry.module
    }

    /// Every listed member of `type`'s lineage.
    func members(of type: String) -> [String] {
        lineage(of: type).flatMap { types[$0]?.members ?? [] }
    }

    /// A full selector matches itself; a base name matches every selector with that base.
    static func matches(_ listed: String, _ member: String) -> Bool {
        if listed == member { return true }
        if member.contains("(") { return false }
        return baseName(listed) == member
    }

    /// `draw` for `draw(in:blendMode:alpha:)`.
    static func baseName(_ selector: String) -> String {
        String(selector.prefix { $0 != "(" })
    }
}
