import Foundation

/// What a learner has done: each lesson started, complete or at a step, and the current one.
///
/// Written as plain text a person can read:
/// ```
/// # LifecycleLab lesson progress
/// current: 02-home-and-back
/// 01-first-launch: complete
/// 02-home-and-back: step 2
/// ```
public struct LessonProgress: Sendable, Equatable {
    public enum Standing: Sendable, Equatable {
        /// The 1-based step the learner is on.
        case atStep(Int)
        case complete
    }

    public var current: String?
    public var lessons: [String: Standing] = [:]

    public init(current: String? = nil, lessons: [String: Standing] = [:]) {
        self.current = current
        self.lessons = lessons
    }

    /// Keeps the further of two standings for each lesson (import from another machine).
    public mutating func merge(_ other: LessonProgress) {
        for (id, standing) in other.lessons {
            switch (lessons[id], standing) {
            case (.complete?, _): continue
            case let (.atStep(mine)?, .atStep(theirs)): lessons[id] = .atStep(max(mine, theirs))
            default: lessons[id] = standing
            }
        }
        if current == nil { current = other.current }
    }

    /// `mine` laid over this progress (what the file holds now): the lessons `mine` changed
    /// since `base` (what the file held when `mine` was last in step with it) take `mine`'s
    /// standing, the others keep this one's; a lesson both changed keeps the further standing.
    /// The current lesson is `mine`'s when it changed it.
    public func rebase(_ mine: LessonProgress, since base: LessonProgress) -> LessonProgress {
        var result = self
        for id in Set(mine.lessons.keys).union(base.lessons.keys) where mine.lessons[id] != base.lessons[id] {
            let theirs = lessons[id]
            if theirs == base.lessons[id] {
                result.lessons[id] = mine.lessons[id]
            } else if let ours = mine.lessons[id], let theirs {
                result.lessons[id] = Self.further(ours, theirs)
            } else {
                result.lessons[id] = theirs ?? mine.lessons[id]
            }
        }
        if mine.current != base.current { result.current = mine.current }
        return result
    }

    private static func further(_ one: Standing, _ other: Standing) -> Standing {
        switch (one, other) {
        case (.complete, _), (_, .complete): return .complete
        case let (.atStep(a), .atStep(b)): return .atStep(max(a, b))
        }
    }

    public var text: String {
        var lines = ["# LifecycleLab lesson progress"]
        if let current { lines.append("current: \(current)") }
        for id in lessons.keys.sorted() {
            switch lessons[id]! {
            case .complete: lines.append("\(id): complete")
            case let .atStep(step): lines.append("\(id): step \(step)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Parses `text`; the error names the line that is not progress.
    public static func parse(_ text: String, file: String) throws(LessonError) -> LessonProgress {
        var progress = LessonProgress()
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[0].contains(" ") else {
                throw LessonError(file: file, line: index + 1, "expected \"ID: complete\", \"ID: step N\" or \"current: ID\"")
            }
            if parts[0] == "current" { progress.current = parts[1]; continue }
            if parts[1] == "complete" { progress.lessons[parts[0]] = .complete; continue }
            let words = parts[1].split(separator: " ")
            guard words.count == 2, words[0] == "step", let step = Int(words[1]), step >= 1 else {
                throw LessonError(file: file, line: index + 1, "expected \"complete\" or \"step N\" after \(parts[0]):")
            }
            progress.lessons[parts[0]] = .atStep(step)
        }
        return progress
    }
}
