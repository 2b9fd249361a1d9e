import Foundation
import LabToolchain

/// What a learner has done: each lesson started, complete or at a step, and the current one.
///
/// Written as plain text a person can read:
/// ```
/// # LifecycleLab lesson progress
/// current: 02-home-and-back
/// 01-first-launch: complete
/// 02-home-and-back: step 2, guess 1
/// ```
/// (`guess N`: the learner's answer to the step's prediction, 1-based, until the step passes.)
public struct LessonProgress: Sendable, Equatable {
    public enum Standing: Sendable, Equatable {
        /// The 1-based step the learner is on.
        case atStep(Int)
        case complete
    }

    public var current: String?
    public var lessons: [String: Standing] = [:]
    /// The guess (1-based choice) for the prediction of the step a lesson is at.
    public var guesses: [String: Int] = [:]

    public init(current: String? = nil, lessons: [String: Standing] = [:], guesses: [String: Int] = [:]) {
        self.current = current
        self.lessons = lessons
        self.guesses = guesses
    }

    /// Sets a lesson's standing; a guess belongs to the step it was given at, so a new step drops it.
    public mutating func set(_ id: String, _ standing: Standing) {
        if lessons[id] != standing { guesses[id] = nil }
        lessons[id] = standing
    }

    /// Keeps the further of two standings for each lesson (import from another machine).
    public mutating func merge(_ other: LessonProgress) {
        for (id, standing) in other.lessons {
            switch (lessons[id], standing) {
            case (.complete?, _): continue
            case let (.atStep(mine)?, .atStep(theirs)):
                if theirs > mine { guesses[id] = other.guesses[id] }
                lessons[id] = .atStep(max(mine, theirs))
            default:
                lessons[id] = standing
                guesses[id] = other.guesses[id]
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
        let changed = Set(mine.lessons.keys).union(base.lessons.keys).union(mine.guesses.keys).union(base.guesses.keys)
        for id in changed where mine.lessons[id] != base.lessons[id] || mine.guesses[id] != base.guesses[id] {
            let theirs = lessons[id]
            if theirs == base.lessons[id] {
                result.lessons[id] = mine.lessons[id]
                result.guesses[id] = mine.guesses[id]
            } else if let ours = mine.lessons[id], let theirs {
                result.lessons[id] = Self.further(ours, theirs)
                if result.lessons[id] == ours { result.guesses[id] = mine.guesses[id] }
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
            case let .atStep(step): lines.append("\(id): step \(step)" + (guesses[id].map { ", guess \($0)" } ?? ""))
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
                throw LessonError(file: file, line: index + 1, tr("expected \"ID: complete\", \"ID: step N\" or \"current: ID\""))
            }
            if parts[0] == "current" { progress.current = parts[1]; continue }
            if parts[1] == "complete" { progress.lessons[parts[0]] = .complete; continue }
            let clauses = parts[1].split(separator: ",").map { $0.split(separator: " ") }
            guard let words = clauses.first, words.count == 2, words[0] == "step", let step = Int(words[1]), step >= 1 else {
                throw LessonError(file: file, line: index + 1, tr("expected \"complete\" or \"step N\" after %@:", "\(parts[0])"))
            }
            progress.lessons[parts[0]] = .atStep(step)
            for extra in clauses.dropFirst() {
                guard extra.count == 2, extra[0] == "guess", let guess = Int(extra[1]), guess >= 1 else {
                    throw LessonError(file: file, line: index + 1, tr("expected \", guess N\" after step %@", "\(step)"))
                }
                progress.guesses[parts[0]] = guess
            }
        }
        return progress
    }
}
