import Foundation

/// What a set of Swift modules declares, as `swift-symbolgraph-extract` lists it: the public
/// names by path (`UIView`, `UIView.frame`, `UIViewController.present(_:animated:completion:)`),
/// each type's supertypes, and top-level functions by base name. Declarations marked
/// `@available(*, unavailable)` — the SDK's "LifecycleLab does not simulate X yet" — are not in
/// a symbol graph, so they are not declared here.
struct SDKDeclarations {
    private(set) var paths: Set<String> = []
    private(set) var topLevelBaseNames: Set<String> = []
    private(set) var supertypes: [String: Set<String>] = [:]
    /// Methods by `Type.base`: the argument labels of each declaration of that name.
    private(set) var methodLabels: [String: [[String]]] = [:]

    /// Extracts the symbol graphs of MODULES (one process each, three at a time) into SCRATCH and reads them.
    static func extract(modules: [String], searchPath: String, tool: String, scratch: String,
                        extraArguments: [String] = []) throws -> SDKDeclarations {
        try? FileManager.default.removeItem(atPath: scratch)
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        // A few at a time: each loads Foundation, some hundreds of megabytes.
        func start(_ module: String) throws -> (String, Process) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = ["-module-name", module, "-I", searchPath, "-target", "x86_64-unknown-linux-gnu",
                                 "-output-dir", scratch, "-minimum-access-level", "public", "-skip-synthesized-members"] + extraArguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return (module, process)
        }
        func finish(_ running: (module: String, process: Process)) throws {
            running.process.waitUntilExit()
            guard running.process.terminationStatus == 0 else { throw ExtractionFailure(module: running.module) }
        }
        var running: [(String, Process)] = []
        for module in modules {
            if running.count == 3 { try finish(running.removeFirst()) }
            running.append(try start(module))
        }
        for process in running { try finish(process) }
        var declarations = SDKDeclarations()
        for file in try FileManager.default.contentsOfDirectory(atPath: scratch).sorted() where file.hasSuffix(".symbols.json") {
            try declarations.read(Data(contentsOf: URL(fileURLWithPath: scratch + "/" + file)))
        }
        return declarations
    }

    struct ExtractionFailure: Error { var module: String }

    private var pathsByID: [String: String] = [:]
    private var pendingRelationships: [(source: String, target: String, fallback: String?)] = []

    private mutating func read(_ data: Data) throws {
        guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return }
        for symbol in graph["symbols"] as? [[String: Any]] ?? [] {
            guard let components = symbol["pathComponents"] as? [String], let first = components.first,
                  let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String else { continue }
            let path = components.joined(separator: ".")
            paths.insert(path)
            if let (base, labels) = Self.selector(path) { methodLabels[base, default: []].append(labels) }
            pathsByID[id] = path
            if components.count == 1 { topLevelBaseNames.insert(String(first.prefix { $0 != "(" })) }
        }
        for relationship in graph["relationships"] as? [[String: Any]] ?? [] {
            guard let kind = relationship["kind"] as? String, kind == "inheritsFrom" || kind == "conformsTo",
                  let source = relationship["source"] as? String, let target = relationship["target"] as? String else { continue }
            pendingRelationships.append((source, target, relationship["targetFallback"] as? String))
        }
        // Relationships may name symbols of a graph read later: resolve what can be resolved now.
        var unresolved: [(source: String, target: String, fallback: String?)] = []
        for relationship in pendingRelationships {
            guard let source = pathsByID[relationship.source] else { unresolved.append(relationship); continue }
            // A target in another module is named by its fallback, `Foundation.NSObject`.
            let target = pathsByID[relationship.target]
                ?? relationship.fallback.map { String($0.split(separator: ".", maxSplits: 1).last ?? "") }
            guard let target else { unresolved.append(relationship); continue }
            supertypes[source, default: []].insert(target)
        }
        pendingRelationships = unresolved
    }

    /// Adds what the SDK's sources under ROOT declare `@available(*, unavailable, renamed: …)`:
    /// old spellings Apple's SDK keeps unavailable with a rename (Swift 2's `CGRectMake`, Swift 4's
    /// `bringSubview(toFront:)`), declared exactly so, so that swiftc names today's spelling as Xcode
    /// does. A symbol graph leaves unavailable declarations out; they count as declared (the
    /// census's rule, docs/public-projects.md). The lab's own "does not simulate" declarations are
    /// `unavailable, message:`, never `renamed:`, and stay missing.
    mutating func addRenamedUnavailable(sourcesUnder root: String, modules: [String]) {
        let declaration = try! NSRegularExpression(pattern: #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|static|class|final|override|convenience|mutating|nonisolated|dynamic)\s+)*(func|let|var|typealias|init|class|struct|enum)\b\s*([A-Za-z_][A-Za-z0-9_]*)?"#)
        let context = try! NSRegularExpression(pattern: #"^(?:(?:public|open|final)\s+)*(?:extension|class|struct|enum|protocol)\s+([A-Za-z_][A-Za-z0-9_.]*)"#)
        for module in modules {
            let folder = root + "/" + module
            guard let files = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                guard let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8) else { continue }
                var type: String?
                var renamed = false
                for whole in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                    var line = whole
                    let wholeRange = NSRange(whole.startIndex..., in: whole)
                    if !whole.hasPrefix(" "), let match = context.firstMatch(in: whole, range: wholeRange), let name = Range(match.range(at: 1), in: whole) {
                        type = String(whole[name])
                    } else if whole == "}" {
                        type = nil
                    }
                    // The attribute, alone on its line or before the declaration: what follows its `")`.
                    if let attribute = whole.range(of: "@available(*, unavailable, renamed: \""),
                       let end = whole.range(of: "\")", range: attribute.upperBound..<whole.endIndex) {
                        renamed = true
                        line = String(whole[end.upperBound...])
                    }
                    let range = NSRange(line.startIndex..., in: line)
                    guard renamed, let match = declaration.firstMatch(in: line, range: range), let kind = Range(match.range(at: 1), in: line) else { continue }
                    renamed = false
                    let keyword = String(line[kind])
                    let name = Range(match.range(at: 2), in: line).map { String(line[$0]) } ?? ""
                    var path = keyword == "init" ? "init" : name
                    if keyword == "func" || keyword == "init" {
                        path += "(" + Self.labels(ofDeclaration: line).map { $0 + ":" }.joined() + ")"
                    }
                    let full = type.map { $0 + "." + path } ?? path
                    paths.insert(full)
                    if type == nil { topLevelBaseNames.insert(name) }
                    if let (base, labels) = Self.selector(full) { methodLabels[base, default: []].append(labels) }
                }
            }
        }
    }

    /// A declaration line's argument labels: `func f(_ a: Int, by b: Int)` → [_, by].
    static func labels(ofDeclaration line: String) -> [String] {
        guard let open = line.firstIndex(of: "(") else { return [] }
        var depth = 0, current = "", parameters: [String] = []
        for character in line[line.index(after: open)...] {
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            if character == ")" || character == "]" || character == ">" {
                if depth == 0 { break }
                depth -= 1
            }
            if character == ",", depth == 0 { parameters.append(current); current = ""; continue }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(current) }
        return parameters.compactMap { parameter in
            let names = parameter.split(separator: ":", maxSplits: 1).first?.split(separator: " ").map(String.init) ?? []
            return names.first
        }
    }

    /// Whether the modules declare a census identifier of KIND (`type`, `global`, `member`).
    func declares(_ identifier: String, kind: String) -> Bool {
        switch kind {
        case "type": return paths.contains(identifier)
        case "global": return topLevelBaseNames.contains(identifier) || paths.contains(identifier)
        default:
            // `Type.member`: the member on the type or on any of its supertypes.
            guard let dot = Self.memberDot(identifier) else { return false }
            let type = String(identifier[..<dot]), member = String(identifier[identifier.index(after: dot)...])
            var seen: Set<String> = [], pending = [type]
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                if paths.contains(next + "." + member) { return true }
                if let (base, labels) = Self.selector(next + "." + member),
                   methodLabels[base]?.contains(where: { Self.fits(labels, $0) }) == true { return true }
                pending += supertypes[next] ?? []
            }
            return false
        }
    }

    /// `UIView.animate(withDuration:animations:)` → (`UIView.animate`, [withDuration, animations]); nil for a property.
    static func selector(_ path: String) -> (base: String, labels: [String])? {
        guard path.hasSuffix(")"), let open = path.firstIndex(of: "(") else { return nil }
        let labels = path[path.index(after: open)..<path.index(before: path.endIndex)].split(separator: ":").map(String.init)
        return (String(path[..<open]), labels)
    }

    /// Whether a selector's labels, in order, are among a declaration's: the declaration may
    /// have more parameters, which have defaults (`animate(withDuration:animations:)` against
    /// `animate(withDuration:animations:completion:)`). The symbol graph does not say which
    /// parameters have defaults: this is the measure's approximation.
    static func fits(_ labels: [String], _ declared: [String]) -> Bool {
        var rest = declared[...]
        for label in labels {
            guard let at = rest.firstIndex(of: label) else { return false }
            rest = rest[rest.index(after: at)...]
        }
        return true
    }

    /// The dot before a member: the last one outside its argument labels (`UIScene.ConnectionOptions.urlContexts`).
    private static func memberDot(_ identifier: String) -> String.Index? {
        let head = identifier.firstIndex(of: "(").map { identifier[..<$0] } ?? identifier[...]
        return head.lastIndex(of: ".")
    }
}
