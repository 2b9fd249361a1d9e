import Foundation

/// Every lesson under a `Lessons/` folder, in ladder order. A lesson whose lesson.yaml is
/// malformed is skipped with its error; the others load.
public struct LessonLibrary: Sendable {
    public private(set) var lessons: [Lesson] = []
    /// Lessons that did not load, one error each.
    public private(set) var problems: [LessonError] = []

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
        lessons.sort { ($0.order, $0.id) < ($1.order, $1.id) }
    }

    public var ids: [String] { lessons.map(\.id) }

    public func lesson(_ id: String) -> Lesson? { lessons.first { $0.id == id } }

    /// The lesson after `id` in the ladder.
    public func lesson(after id: String) -> Lesson? {
        guard let index = lessons.firstIndex(where: { $0.id == id }), index + 1 < lessons.count else { return nil }
        return lessons[index + 1]
    }

    /// What a curriculum must be: orders unique, and every text in every language unless the
    /// lesson marks the language `untranslated`. Empty when all is well.
    public func validate() -> [LessonError] {
        var found = problems
        var orders: [Int: String] = [:]
        for lesson in lessons {
            let file = "Lessons/\(lesson.id)/lesson.yaml"
            if let other = orders[lesson.order] {
                found.append(LessonError(file: file, line: nil, "order \(lesson.order) is also \(other)'s; give each lesson its own"))
            }
            orders[lesson.order] = lesson.id
            for language in Language.allCases where !lesson.untranslated.contains(language) && !lesson.isTranslated(into: language) {
                found.append(LessonError(file: file, line: nil, "some texts have no \(language.rawValue); translate them or list \(language.rawValue) under untranslated"))
            }
        }
        return found
    }
}
