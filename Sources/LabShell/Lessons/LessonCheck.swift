import Foundation
import LabCore
import LabLessons

/// One thing wrong with a lesson: which lesson (or file), which step if one, and why.
public struct LessonCheckProblem: Equatable, Sendable {
    public var lesson: String
    public var step: String?
    public var reason: String

    public init(lesson: String, step: String? = nil, reason: String) {
        self.lesson = lesson
        self.step = step
        self.reason = reason
    }

    /// `26-view-hierarchy, step inside: reason`, or `ID: reason`.
    public var text: String {
        guard let step else { return tr("%@: %@", lesson, reason) }
        return tr("%@, step %@: %@", lesson, step, reason)
    }
}

/// `lab lessons --check`: a lesson proven as the test suite proves it — its lesson.yaml loads
/// and says what it means (every language or marked untranslated, its own `order`, callback
/// names that can happen, command names that exist, console texts the solution prints, `app:`
/// the bundle identifier its projects build), its solution completes it, its idle run does not,
/// and each wrong transcript reaches its step without passing it.
public enum LessonCheck {
    /// Checks the lessons `ids` (every lesson when empty) of the `Lessons/` folder `directory`.
    /// `shownAs` names the folder in messages (no machine's absolute path in a transcript).
    public static func problems(directory: String, ids: [String], shownAs: String? = nil) -> [LessonCheckProblem] {
        let library = LessonLibrary(directory: directory)
        let chosen = ids.isEmpty ? library.lessons.map(\.id) : ids
        var found: [LessonCheckProblem] = []
        // The library's own findings: a lesson.yaml that does not load, orders, translations, the curriculum.
        for error in library.validate() {
            let folder = error.file.split(separator: "/").dropFirst().first.map(String.init) ?? error.file
            let isCurriculum = error.file.hasSuffix("/" + Curriculum.fileName)
            let aboutChosen = isCurriculum ? chosen.contains { error.message.hasPrefix($0 + " ") } : chosen.contains(folder) || chosen.contains { folder.hasPrefix($0 + "-") }
            guard ids.isEmpty || aboutChosen else { continue }
            let about = isCurriculum ? chosen.first { error.message.hasPrefix($0 + " ") } ?? error.file : folder
            found.append(LessonCheckProblem(lesson: about, reason: error.words))
        }
        for id in chosen {
            guard let lesson = library.lesson(id) ?? Int(id).flatMap({ number in library.lessons.first { $0.order == number } }) else {
                if !library.problems.contains(where: { $0.file.hasPrefix("Lessons/\(id)/") || $0.file.hasPrefix("Lessons/\(id)-") }) {
                    found.append(LessonCheckProblem(lesson: id, reason: tr("there is no such lesson in %@", shownAs ?? directory)))
                }
                continue
            }
            found += problems(of: lesson, lessons: directory)
        }
        return found
    }

    /// Everything wrong with one lesson that loaded.
    static func problems(of lesson: Lesson, lessons: String) -> [LessonCheckProblem] {
        var found = LessonSchemaCheck.problems(of: lesson)
        let folder = lesson.folder
        let say = { (step: String?, reason: String) in found.append(LessonCheckProblem(lesson: lesson.id, step: step, reason: reason)) }
        let runs = replays(of: lesson, lessons: lessons, say: say)
        guard let solution = runs.solution else { return found }
        if !solution.completed {
            let missed = lesson.steps.first { !solution.passedSteps.contains($0.id) }
            say(missed?.id, tr("solution.transcript does not complete the lesson: this step never passes"))
        }
        if let idle = runs.idle {
            if idle.completed { say(nil, tr("idle.transcript completes the lesson: a learner who only runs the starter must not")) }
            if idle.commands != ["\(Command.lesson.name) start \(lesson.id)", Command.run.name, Command.quit.name] {
                say(nil, tr("idle.transcript must hold only `lesson start %@`, `run` and `quit`", lesson.id))
            }
            if lesson.starter != nil, let other = idle.installed.first, !idle.installed.contains(lesson.app) {
                say(nil, tr("the starter's bundle identifier is %@, but app: is %@; make them the same", other, lesson.app))
            }
        }
        if let other = solution.installed.first, !solution.installed.contains(lesson.app) {
            say(nil, tr("the solution's bundle identifier is %@, but app: is %@; make them the same", other, lesson.app))
        }
        let seen = solution.callbacks.union(runs.wrong.flatMap(\.run.callbacks)).union(runs.idle?.callbacks ?? [])
        found += LessonSchemaCheck.callbackProblems(of: lesson, seen: seen, sources: sourceFolders(of: lesson))
        found += LessonSchemaCheck.consoleProblems(of: lesson, printed: solution.printed)
        for (name, run) in runs.wrong { found += wrongProblems(name: name, run: run, lesson: lesson) }
        if FileManager.default.fileExists(atPath: folder + "/Solution"), runs.wrong.isEmpty {
            say(nil, tr("the learner writes code or settings (Solution/ exists), so wrong/ needs at least one transcript of the main mistake"))
        }
        return found
    }

    /// The lesson's transcripts replayed: solution, idle and each wrong one (by file name).
    private static func replays(of lesson: Lesson, lessons: String, say: (String?, String) -> Void)
        -> (solution: LessonTranscriptRun?, idle: LessonTranscriptRun?, wrong: [(name: String, run: LessonTranscriptRun)]) {
        let shown = "Lessons/\(lesson.id)"
        func replay(_ file: String) -> LessonTranscriptRun? {
            let path = lesson.folder + "/" + file
            guard FileManager.default.fileExists(atPath: path) else {
                say(nil, tr("%@ is missing", "\(shown)/\(file)"))
                return nil
            }
            do { return try LessonTranscriptRun.replay(path: path, name: "\(shown)/\(file)", lessons: lessons, lesson: lesson.id) } catch {
                say(nil, error.message)
                return nil
            }
        }
        let solution = replay("solution.transcript")
        let idle = replay("idle.transcript")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: lesson.folder + "/wrong")) ?? []).filter { $0.hasSuffix(".transcript") }.sorted()
        let wrong = names.compactMap { name in replay("wrong/" + name).map { (name: "wrong/" + name, run: $0) } }
        return (solution, idle, wrong)
    }

    /// A wrong transcript names its step on its first line, starts the lesson, reaches the
    /// step (the one before passes) and does not pass it.
    static func wrongProblems(name: String, run: LessonTranscriptRun, lesson: Lesson) -> [LessonCheckProblem] {
        let file = "Lessons/\(lesson.id)/\(name)"
        guard let header = run.header.flatMap(WrongTranscriptHeader.init) else {
            return [LessonCheckProblem(lesson: lesson.id, reason: tr("%@: the first line must be `# wrong: STEP-ID — the mistake`", file))]
        }
        guard let index = lesson.steps.firstIndex(where: { $0.id == header.step }) else {
            return [LessonCheckProblem(lesson: lesson.id, reason: tr("%@ names step %@, which the lesson does not have", file, header.step))]
        }
        var found: [LessonCheckProblem] = []
        if run.commands.first != "lesson start \(lesson.id)" {
            found.append(LessonCheckProblem(lesson: lesson.id, step: header.step, reason: tr("%@ must start with `lesson start %@`", file, lesson.id)))
        }
        if index > 0, !run.passedSteps.contains(lesson.steps[index - 1].id) {
            found.append(LessonCheckProblem(lesson: lesson.id, step: header.step,
                                            reason: tr("%@ never reaches this step: step %@ before it does not pass", file, lesson.steps[index - 1].id)))
        }
        if run.passedSteps.contains(header.step) {
            found.append(LessonCheckProblem(lesson: lesson.id, step: header.step, reason: tr("%@ passes this step: the check does not catch the mistake", file)))
        }
        return found
    }

    /// Where the lesson's own code is: Solution/, else the starter.
    static func sourceFolders(of lesson: Lesson) -> [String] {
        ["Solution", lesson.starter].compactMap { $0 }.map { lesson.folder + "/" + $0 }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// The report `lab lessons --check` prints: ✓ for each lesson without problems, ✗ with
    /// each problem under it, then a count.
    public static func report(directory: String, ids: [String], style: Styler, shownAs: String? = nil) -> (lines: [String], problems: [LessonCheckProblem]) {
        let library = LessonLibrary(directory: directory)
        let problems = problems(directory: directory, ids: ids, shownAs: shownAs)
        let failedToLoad = library.problems.compactMap { $0.file.split(separator: "/").dropFirst().first.map(String.init) }.filter { $0 != Curriculum.fileName }
        // A number (`26`) stands for its lesson, as `lesson start 26` takes it.
        let named = ids.map { id in
            library.lesson(id)?.id ?? Int(id).flatMap { number in library.lessons.first { $0.order == number }?.id ?? failedToLoad.first { $0.hasPrefix(id + "-") } } ?? id
        }
        let chosen = ids.isEmpty ? library.lessons.map(\.id) + failedToLoad : named
        var lines: [String] = []
        var listed: Set<String> = []
        for id in chosen where listed.insert(id).inserted {
            let own = problems.filter { $0.lesson == id }
            if own.isEmpty {
                lines.append(style.paint("✓ " + id, .green))
            } else {
                lines.append(style.paint("✗ " + id, .red))
                lines += own.map { "  " + $0.text }
            }
        }
        for problem in problems where !listed.contains(problem.lesson) {
            lines.append(style.paint("✗ ", .red) + problem.text)
        }
        let failing = Set(problems.map(\.lesson)).count
        if listed.count == 1 {
            lines.append(failing == 0 ? tr("1 lesson checked: it passes") : tr("1 lesson checked: it has problems"))
        } else {
            lines.append(failing == 0 ? tr("%d lessons checked: all pass", listed.count) : tr("%d lessons checked, %d with problems", listed.count, failing))
        }
        return (lines, problems)
    }
}

/// The first narration line of a wrong transcript: `wrong: STEP-ID — what the learner did wrong`.
struct WrongTranscriptHeader {
    var step: String

    init?(_ narration: String) {
        guard narration.hasPrefix("wrong:") else { return nil }
        let rest = narration.dropFirst("wrong:".count).split(separator: " ", omittingEmptySubsequences: true)
        guard let first = rest.first else { return nil }
        step = String(first)
    }
}
