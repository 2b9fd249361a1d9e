import CYaml

/// How far a YAML text's aliases expand, counted from libyaml's events before Yams composes
/// it. A few lines of anchors and aliases can stand for billions of values ("billion laughs"),
/// and Yams hashes every mapping key whole to find duplicates — a key that is an alias of such
/// a list held the lab for seconds per key (found by fuzzing project.yml). The files the lab
/// reads as YAML (project.yml, lesson.yaml, curriculum.yaml) hold a few hundred values.
public enum YamlAliasExpansion {
    /// The most values a YAML file may stand for once its aliases are expanded.
    public static let limit = 100_000

    /// The 1-based line where the values counted so far pass `limit`, or nil when the text
    /// stays within it (or is malformed: Yams then names the error).
    public static func lineExceedingLimit(in text: String) -> Int? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var sizes: [String: Int] = [:]
            // Open lists and mappings: their anchors and the values counted in them so far.
            var open: [(anchor: String?, size: Int)] = []
            var total = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                let size: Int
                let anchor: String?
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_SCALAR_EVENT:
                    size = 1
                    anchor = event.data.scalar.anchor.map { String(cString: $0) }
                case YAML_ALIAS_EVENT:
                    size = event.data.alias.anchor.flatMap { sizes[String(cString: $0)] } ?? 0
                    anchor = nil
                case YAML_SEQUENCE_START_EVENT:
                    open.append((event.data.sequence_start.anchor.map { String(cString: $0) }, 1))
                    continue
                case YAML_MAPPING_START_EVENT:
                    open.append((event.data.mapping_start.anchor.map { String(cString: $0) }, 1))
                    continue
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let closed = open.popLast() else { return nil }
                    (anchor, size) = closed
                default:
                    continue
                }
                if let anchor { sizes[anchor] = size }
                let counted: Int
                if open.isEmpty {
                    total += size
                    counted = total
                } else {
                    open[open.count - 1].size += size
                    counted = open[open.count - 1].size
                }
                if counted > limit { return Int(event.start_mark.line) + 1 }
            }
        }
    }
}
