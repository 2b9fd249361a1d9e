import BundleFormats
import Foundation
import LabCore
import Yams

/// Reading YAML nodes of the shapes project.yml uses, with errors that name the line.
extension ProjectManifest {
    func mapping(_ node: Node, _ what: any BuildTextArgument) throws(BuildFailure) -> [(key: Node, value: Node)] {
        guard let mapping = node.mapping else {
            throw BuildFailure(.error(Self.fileName, line: node.mark?.line, tr("%@ must be a mapping of keys to values", what)))
        }
        return Array(mapping)
    }

    func scalar(_ node: Node, _ what: any BuildTextArgument) throws(BuildFailure) -> String {
        guard let scalar = node.scalar else {
            throw BuildFailure(.error(Self.fileName, line: node.mark?.line, tr("%@ must be a single value", what)))
        }
        return scalar.string
    }

    mutating func unknown(_ key: Node, in place: any BuildTextArgument) {
        diagnostics.append(.warning(Self.fileName, line: key.mark?.line,
            tr("unknown key '%@' in %@ is ignored", key.string ?? "?", place)))
    }

    /// `settings:` either maps names to values directly, or XcodeGen's `base:` / `configs:` form;
    /// the Debug configuration is the one built.
    mutating func settings(_ node: Node) throws(BuildFailure) -> [String: String] {
        let fields = try mapping(node, "settings")
        let structured = fields.contains { ["base", "configs", "groups"].contains($0.key.string ?? "") }
        var result: [String: String] = [:]
        if !structured {
            for (key, value) in fields { result[try scalar(key, tr("setting name"))] = try settingValue(value) }
            return result
        }
        for (key, value) in fields {
            switch key.string ?? "" {
            case "base":
                for (name, setting) in try mapping(value, "settings.base") { result[try scalar(name, tr("setting name"))] = try settingValue(setting) }
            case "configs":
                for (config, configSettings) in try mapping(value, "settings.configs") where config.string?.lowercased() == "debug" {
                    for (name, setting) in try mapping(configSettings, "settings.configs.Debug") {
                        result[try scalar(name, tr("setting name"))] = try settingValue(setting)
                    }
                }
            default: unknown(key, in: "settings")
            }
        }
        return result
    }

    /// A setting's value: YAML booleans become Xcode's YES/NO, lists are joined by spaces.
    private func settingValue(_ node: Node) throws(BuildFailure) -> String {
        if let items = node.sequence {
            var parts: [String] = []
            for item in items { parts.append(try scalar(item, tr("a setting's list item"))) }
            return parts.joined(separator: " ")
        }
        let text = try scalar(node, tr("a setting"))
        if node.scalar?.style == .plain, let flag = node.bool { return flag ? "YES" : "NO" }
        return text
    }

    /// `sources:`/`resources:` — a path, a list of paths, or entries with `path:`.
    mutating func paths(_ node: Node, _ what: any BuildTextArgument, root: String) throws(BuildFailure) -> [String] {
        let items: [Node] = node.sequence.map(Array.init) ?? [node]
        var result: [String] = []
        for item in items {
            if item.scalar != nil {
                result.append(try checkedPath(try scalar(item, what), line: item.mark?.line, root: root, what: what))
                continue
            }
            var path: String?
            for (key, value) in try mapping(item, tr("an entry of %@", what)) {
                if key.string == "path" {
                    path = try checkedPath(try scalar(value, "path"), line: value.mark?.line, root: root, what: what)
                } else {
                    unknown(key, in: tr("an entry of %@", what))
                }
            }
            guard let path else {
                throw BuildFailure(.error(Self.fileName, line: item.mark?.line, tr("an entry of %@ needs a `path:`", what)))
            }
            result.append(path)
        }
        return result
    }

    /// A path inside the project that exists; `..`, absolute paths and escaping links are refused.
    func checkedPath(_ path: String, line: Int?, root: String, what: any BuildTextArgument) throws(BuildFailure) -> String {
        let full: String
        do { full = try ContainedPath.resolve(path, inside: root) } catch {
            throw BuildFailure(.error(Self.fileName, line: line, BuildText(key: "%@: %@", arguments: [what.buildTextArgument, .phrase(error.buildWording)])))
        }
        guard FileManager.default.fileExists(atPath: full) else {
            throw BuildFailure(.error(Self.fileName, line: line, tr("%@: \"%@\" does not exist in the project folder", what, path)))
        }
        return path
    }

    /// `info.properties` values as plist values.
    func plistValue(_ node: Node) throws(BuildFailure) -> PlistValue {
        switch node {
        case let .scalar(scalar):
            if scalar.style == .plain {
                if let flag = node.bool { return .bool(flag) }
                if let number = node.int { return .integer(number) }
                if let number = node.float { return .real(number) }
            }
            return .string(scalar.string)
        case let .sequence(items):
            var values: [PlistValue] = []
            for item in items { values.append(try plistValue(item)) }
            return .array(values)
        case let .mapping(pairs):
            var dict: [String: PlistValue] = [:]
            for (key, value) in pairs { dict[try scalar(key, tr("a property name"))] = try plistValue(value) }
            return .dictionary(dict)
        case .alias:
            throw BuildFailure(.error(Self.fileName, line: node.mark?.line, tr("YAML aliases are not supported in info.properties")))
        }
    }

    static func isVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return (1...3).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }

    /// The line a Yams error points at.
    static func line(of error: Error) -> Int {
        switch error as? YamlError {
        case let .scanner(_, _, mark, _)?, let .parser(_, _, mark, _)?, let .composer(_, _, mark, _)?: mark.line
        case let .duplicatedKeysInMapping(_, context)?: context.mark.line
        default: 1
        }
    }

    static func describe(_ error: Error) -> BuildText {
        switch error as? YamlError {
        // libyaml stops at 1,000 levels (so Yams, which composes recursively, never runs out
        // of stack); its words name a C function.
        case let .parser(_, problem, _, _)? where problem.hasPrefix("Maximum nesting level reached"):
            tr("lists and mappings nest more than 1000 levels deep here; the file is damaged (a project.yml nests a few levels)")
        case let .scanner(context, problem, _, _)?, let .parser(context, problem, _, _)?, let .composer(context, problem, _, _)?:
            context.map { tr("YAML is malformed: %@ (%@ on line %d)", problem, $0.text, $0.mark.line) } ?? tr("YAML is malformed: %@", problem)
        case let .duplicatedKeysInMapping(duplicates, _)?: tr("key '%@' appears twice", duplicates.sorted().joined(separator: "', '"))
        default: tr("YAML is malformed")
        }
    }
}
