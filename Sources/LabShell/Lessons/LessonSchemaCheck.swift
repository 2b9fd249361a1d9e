import Foundation
import LabCore
import LabLessons

/// What `lab lessons --check` reads in a lesson.yaml beyond what loading it checks: a recap,
/// `fail:` words where the learner's own work is checked, command names the lab has, callback
/// names that can happen, and console texts the solution prints.
enum LessonSchemaCheck {
    /// The problems found in the lesson's text alone (no replay).
    static func problems(of lesson: Lesson) -> [LessonCheckProblem] {
        var found: [LessonCheckProblem] = []
        let say = { (step: String?, reason: String) in found.append(LessonCheckProblem(lesson: lesson.id, step: step, reason: reason)) }
        let languages = Language.allCases.filter { !lesson.untranslated.contains($0) }
        if lesson.recap == nil { say(nil, tr("there is no recap: — what the learner did and saw, shown when the lesson completes")) }
        let names = Set(CommandRegistry.standard.names)
        let solution = try? Transcript.load(path: lesson.folder + "/solution.transcript", name: lesson.id)
        for (index, step) in lesson.steps.enumerated() {
            for (number, checked) in step.expectations.enumerated() {
                for typed in commandNames(in: checked.expectation) where !names.contains(typed) {
                    let near = NameMatch.closest(to: typed, among: names.sorted(), limit: 1)
                    say(step.id, near.isEmpty ? tr("expectation %d names the command `%@`, which the lab does not have", number + 1, typed)
                        : tr("expectation %d names the command `%@`, which the lab does not have — did you mean `%@`?", number + 1, typed, near[0]))
                }
            }
            // The rule for `fail:` (Lessons/README.md): in a step whose solution runs a project.
            guard let solution else { continue }
            let commands = LessonSolution.steps(of: solution, through: index + 1, total: lesson.steps.count).map(\.command)
            guard commands.contains(where: { $0.hasPrefix("run ") }) else { continue }
            for (number, checked) in step.expectations.enumerated() where checked.isAboutLearnersWork {
                if checked.fail == nil || !languages.allSatisfy({ checked.fail!.has($0) }) {
                    say(step.id, tr("expectation %d (%@) is about the learner's own work and needs fail: in every language: the mistake that leads there and where to look",
                                    number + 1, checked.expectation.description(in: .en)))
                }
            }
        }
        return found
    }

    /// The event patterns an expectation holds: a sequence's and what must not come between,
    /// a `never:`'s, a `command:`'s `after`.
    static func patterns(in expectation: any Expectation) -> [EventPattern] {
        switch expectation {
        case let sequence as SequenceExpectation: sequence.patterns + sequence.notBetween
        case let never as NeverExpectation: [never.pattern]
        case let command as CommandExpectation: command.after.map { [$0] } ?? []
        default: []
        }
    }

    /// The command names an expectation asks the learner to type.
    static func commandNames(in expectation: any Expectation) -> [String] {
        var names: [String] = []
        if let command = expectation as? CommandExpectation { names += command.forms.compactMap(\.first) }
        for pattern in patterns(in: expectation) {
            if case let .command(form) = pattern.kind, let name = form.first { names.append(name) }
        }
        return names
    }

    /// Callback names that can never match: without their argument labels (`hideGreeting`
    /// for `hideGreeting(_:)`), or neither offered by the simulated lifecycle, nor seen in a
    /// replay of the lesson, nor a method of the lesson's own sources.
    static func callbackProblems(of lesson: Lesson, seen: Set<String>, sources: [String]) -> [LessonCheckProblem] {
        let known = Set(AppDelegateCallback.allCases.map(\.rawValue) + SceneDelegateCallback.allCases.map(\.rawValue)
            + ViewControllerCallback.allCases.map(\.rawValue) + MacDelegateCallback.allCases.map(\.rawValue)).union(seen)
        var declared: Set<String>?
        var found: [LessonCheckProblem] = []
        for step in lesson.steps {
            var expectations = step.expectations.map(\.expectation)
            expectations += step.predict?.choices.map(\.observed) ?? []
            for pattern in expectations.flatMap(patterns(in:)) {
                guard case let .callback(name, _) = pattern.kind, !known.contains(name) else { continue }
                guard name.hasSuffix(")"), name.contains("(") else {
                    let declaredNames = declared ?? SwiftMethodNames.declared(in: sources)
                    declared = declaredNames
                    let near = declaredNames.filter { $0.hasPrefix(name + "(") }.sorted().first
                    found.append(LessonCheckProblem(lesson: lesson.id, step: step.id, reason: near.map {
                        tr("`%@` can never happen: a callback is named with its argument labels, as `%@`", pattern.phrase, $0)
                    } ?? tr("`%@` can never happen: a callback is named with its argument labels, such as hideGreeting(_:)", pattern.phrase)))
                    continue
                }
                let declaredNames = declared ?? SwiftMethodNames.declared(in: sources)
                declared = declaredNames
                if !declaredNames.contains(name) {
                    found.append(LessonCheckProblem(lesson: lesson.id, step: step.id,
                                                    reason: tr("`%@` can never happen: no delegate method of the simulated SDK and no method of the lesson's sources has that name", pattern.phrase)))
                }
            }
        }
        return found
    }

    /// Console texts the steps expect that no line the solution printed holds (`never:` and
    /// predictions' choices may name lines that are not printed).
    static func consoleProblems(of lesson: Lesson, printed: [String]) -> [LessonCheckProblem] {
        var found: [LessonCheckProblem] = []
        for step in lesson.steps {
            for checked in step.expectations {
                var texts: [String] = []
                if let console = checked.expectation as? ConsoleExpectation { texts.append(console.text) }
                var wanted: [EventPattern] = []
                if let sequence = checked.expectation as? SequenceExpectation { wanted = sequence.patterns }
                if let command = checked.expectation as? CommandExpectation, let after = command.after { wanted = [after] }
                for pattern in wanted { if case let .console(text) = pattern.kind { texts.append(text) } }
                for text in texts where !printed.contains(where: { $0.contains(text) }) {
                    found.append(LessonCheckProblem(lesson: lesson.id, step: step.id,
                                                    reason: tr("console \"%@\": the solution never prints a line holding it", text)))
                }
            }
        }
        return found
    }
}
