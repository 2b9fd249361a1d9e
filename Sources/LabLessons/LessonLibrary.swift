import Foundation
import LabToolchain

/// Every lesson under a `Lessons/` folder, in the curriculum's order (`curriculum.yaml`; by
/// `order:` without one). A lesson whose lesson.yaml is malformed is skipped with its error;
/// the others load.
public struct LessonLibrary: Sendable {
    public private(set) var lessons: [Lesson] = []
    /// Lessons that did not load, one error each (and a curriculum.yaml that did not).
    public private(set) var problems: [LessonError] = []
    /// The units and the learner's order, when `curriculum.yaml` exists and loads.
    public private(set) var curriculum: Curriculum?

    /// Loads `directory`; folders starting with `.` and folders without lesson.yaml (but with
    /// something else) are reported, not loaded.
    public init(directory: String?) {
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let folder = (directory as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { continue }
            do {
                lessons.append(try LessonLoader.load(folder: folder, shownFolder: "Lessons/\(name)"))
            } catch {
                problems.append(error)
            }
        }
        do { curriculum = try Curriculum.load(directory: directory) } catch { problems.append(error) }
        // The curriculum's order; a lesson it does not list comes after, by its number (validate() says so).
        let place = Dictionary(curriculum?.entries.enumerated().map { ($1.id, $0) } ?? [], uniquingKeysWith: { first, _ in first })
        lessons.sort { (place[$0.id] ?? Int.max, $0.order, $0.id) < (place[$1.id] ?? Int.max, $1.order, $1.id) }
    }

    public var ids: [String] { lessons.map(\.id) }

    public func lesson(_ id: String) -> Lesson? { lessons.first { $0.id == id } }

    /// Whether the curriculum marks `id` optional (history, a side trip).
    public func isOptional(_ id: String) -> Bool {
        curriculum?.entries.first { $0.id == id }?.optional ?? false
    }

    /// The lesson after `id` in the learner's order that is not optional: what `lesson next` opens.
    public func lesson(after id: String) -> Lesson? {
        guard let index = lessons.firstIndex(where: { $0.id == id }) else { return nil }
        return lessons[(index + 1)...].first { !isOptional($0.id) }
    }

    /// The first lesson in the learner's order that is not complete and not optional: where
    /// `lesson next` and `lesson start` alone begin outside a lesson.
    public func firstToTake(progress: LessonProgress) -> Lesson? {
        lessons.first { progress.lessons[$0.id] != .complete && !isOptional($0.id) }
    }

    /// The units with their lessons, in order; without a curriculum one untitled unit holds all.
    public var units: [(title: LocalizedText?, lessons: [Lesson])] {
        guard let curriculum else { return [(nil, lessons)] }
        var listed: Set<String> = []
        var result: [(title: LocalizedText?, lessons: [Lesson])] = curriculum.units.map { unit in
            (unit.title, unit.entries.compactMap { entry in listed.insert(entry.id).inserted ? lesson(entry.id) : nil })
        }
        let unlisted = lessons.filter { !listed.contains($0.id) }
        if !unlisted.isEmpty { result.append((nil, unlisted)) }
        return result
    }

    /// What a curriculum must be: orders unique, every text in every language unless the
    /// lesson marks the language `untranslated`, and — when curriculum.yaml exists — every
    /// lesson folder listed there exactly once, and nothing listed that is not a lesson.
    /// Empty when all is well.
    public func validate() -> [LessonError] {
        var found = problems
        var orders: [Int: String] = [:]
        for lesson in lessons {
            let file = "Lessons/\(lesson.id)/lesson.yaml"
            if let other = orders[lesson.order] {
                found.append(LessonError(file: file, line: nil, tr("order %@ is also %@'s; give each lesson its own", "\(lesson.order)", "\(other)")))
            }
            orders[lesson.order] = lesson.id
            for language in Language.allCases where !lesson.untranslated.contains(language) && !lesson.isTranslated(into: language) {
                found.append(LessonError(file: file, line: nil, tr("some texts have no %@; translate them or list %@ under untranslated", "\(language.rawValue)", "\(language.rawValue)")))
            }
        }
        guard let curriculum else { return found }
        let file = "Lessons/" + Curriculum.fileName
        let failed = Set(problems.compactMap { $0.file.split(separator: "/").dropFirst().first.map(String.init) })
        var seen: Set<String> = []
        for entry in curriculum.entries {
            if !seen.insert(entry.id).inserted {
                found.append(LessonError(file: file, line: entry.line, tr("%@ is listed twice; a lesson has one place in the curriculum", "\(entry.id)")))
            } else if lesson(entry.id) == nil && !failed.contains(entry.id) {
                found.append(LessonError(file: file, line: entry.line, tr("%@ is listed, but there is no lesson folder Lessons/%@; remove the line or fix the id", "\(entry.id)", "\(entry.id)")))
            }
        }
        for lesson in lessons where !seen.contains(lesson.id) {
            found.append(LessonError(file: file, line: nil, tr("%@ is in no unit; every lesson folder must be listed once — add a new lesson under the unit it belongs to", "\(lesson.id)")))
        }
        return found
    }
}
