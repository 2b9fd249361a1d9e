import Foundation
import LabToolchain
import Yams

/// The order a learner meets the lessons in, unit by unit: `Lessons/curriculum.yaml`.
///
/// Folders keep their numbers (a lesson's number is its name: `lesson start 18`); this file
/// alone says where each lesson stands in the path, so moving a lesson is one line here.
/// ```yaml
/// units:
///   - title: {en: Launch and the window, zh-Hans: …, ru: …}
///     lessons:
///       - 07-uiapplicationmain
///       - {id: 11-missing-root, optional: true}   # history: shown, never next in line
/// ```
public struct Curriculum: Sendable {
    public struct Unit: Sendable {
        public var title: LocalizedText
        public var entries: [Entry]
    }

    /// One lesson's place.
    public struct Entry: Sendable {
        public var id: String
        /// History or a side trip: listed and startable, but `lesson next` passes it by.
        public var optional: Bool
        /// The line in curriculum.yaml, for messages.
        public var line: Int?
    }

    public static let fileName = "curriculum.yaml"
    public var units: [Unit]

    /// Every entry in order.
    public var entries: [Entry] { units.flatMap(\.entries) }

    public init(units: [Unit]) { self.units = units }

    /// Reads `directory/curriculum.yaml`; nil when there is none.
    static func load(directory: String) throws(LessonError) -> Curriculum? {
        let loader = LessonLoader(file: "Lessons/" + fileName)
        let path = (directory as NSString).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        guard let text = String(data: data, encoding: .utf8) else { throw LessonError(file: loader.file, line: nil, tr("not UTF-8 text; save it as UTF-8")) }
        let node: Node?
        if let line = YamlAliasExpansion.lineExceedingLimit(in: text) {
            throw LessonError(file: loader.file, line: line,
                              tr("YAML aliases here expand to more than %@ values; the file is damaged (a curriculum.yaml holds a few hundred)", "\(YamlAliasExpansion.limit)"))
        }
        do { node = try Yams.compose(yaml: text) } catch {
            throw LessonError(file: loader.file, line: LessonLoader.line(of: error), tr("YAML is malformed: %@", "\(LessonLoader.problem(error))"))
        }
        guard let node else { throw LessonError(file: loader.file, line: 1, tr("empty; it needs units, each with a title and lessons")) }
        var units: [Unit] = []
        for (key, value) in try loader.mapping(node, "curriculum.yaml") {
            guard key.string == "units" else { throw loader.error(key, tr("unknown key \"%@\"; curriculum.yaml has units", "\(key.string ?? "")")) }
            for item in try loader.sequence(value, "units") { units.append(try loader.unit(item)) }
        }
        guard !units.isEmpty else { throw LessonError(file: loader.file, line: 1, tr("no units; list the lessons under units")) }
        return Curriculum(units: units)
    }
}

extension LessonLoader {
    fileprivate func unit(_ node: Node) throws(LessonError) -> Curriculum.Unit {
        var title: LocalizedText?
        var entries: [Curriculum.Entry] = []
        for (key, value) in try mapping(node, "a unit") {
            switch key.string ?? "" {
            case "title": title = try localized(value, "a unit's title")
            case "lessons":
                for item in try sequence(value, "lessons") {
                    if item.scalar != nil {
                        entries.append(.init(id: try scalar(item, "a lesson id"), optional: false, line: item.mark?.line))
                        continue
                    }
                    var id: String?
                    var optional = false
                    for (entryKey, entryValue) in try mapping(item, "a lesson entry") {
                        switch entryKey.string ?? "" {
                        case "id": id = try scalar(entryValue, "id")
                        case "optional": optional = try bool(entryValue, "optional")
                        default: throw error(entryKey, tr("unknown key \"%@\"; a lesson entry is an id, or {id: ID, optional: true}", "\(entryKey.string ?? "")"))
                        }
                    }
                    guard let id else { throw error(item, tr("a lesson entry needs an id")) }
                    entries.append(.init(id: id, optional: optional, line: item.mark?.line))
                }
            default: throw error(key, tr("unknown key \"%@\" in a unit; a unit has title and lessons", "\(key.string ?? "")"))
            }
        }
        guard let title else { throw error(node, tr("a unit needs a title")) }
        guard !entries.isEmpty else { throw error(node, tr("unit \"%@\" has no lessons", "\(title.text(in: .en))")) }
        return Curriculum.Unit(title: title, entries: entries)
    }
}
