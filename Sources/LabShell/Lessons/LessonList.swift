import LabLessons

/// `lesson list` and `lab lessons`: every lesson by unit, in the curriculum's order, with the
/// learner's standing and the count complete, then any lesson.yaml that did not load.
public enum LessonList {
    static func print(_ session: Session) {
        let library = session.lessonLibrary(reload: true)
        let lines = LessonList.lines(library: library, progress: session.progressStore.progress,
                                     current: session.lessonDesk.run?.lesson.id, language: session.lessonDesk.language, style: session.style)
        session.print(lines.joined(separator: "\n"))
    }

    /// The listing's lines: each unit's title, its lessons in the order to take them (✓
    /// complete, ▸ current, · started; optional ones say so), then how many are complete.
    public static func lines(library: LessonLibrary, progress: LessonProgress, current: String?, language: Language, style: Styler) -> [String] {
        var lines: [String] = []
        if library.lessons.isEmpty && library.problems.isEmpty { lines.append(tr("no lessons found (no Lessons/ folder here or in the LifecycleLab checkout)")) }
        let width = library.lessons.map(\.id.count).max() ?? 0
        let titled = library.curriculum != nil
        for (index, unit) in library.units.enumerated() {
            if titled {
                if index > 0 { lines.append("") }
                lines.append(style.paint(unit.title?.text(in: language) ?? LessonText.otherLessons(language), .bold))
            }
            for lesson in unit.lessons {
                var title = lesson.title.text(in: language)
                if library.isOptional(lesson.id) { title += LessonText.optional(language) }
                let id = lesson.id.padding(toLength: width, withPad: " ", startingAt: 0)
                switch progress.lessons[lesson.id] {
                case .complete?:
                    lines.append(style.paint("✓ \(id)  \(title) · \(EngineText.complete(language))", .green))
                case let .atStep(step)?:
                    let marker = lesson.id == current ? "▸" : "·"
                    lines.append("\(marker) \(id)  \(title) · \(EngineText.atStep(step, of: lesson.steps.count, language))")
                case nil:
                    lines.append("  \(id)  \(title)")
                }
            }
        }
        if !library.lessons.isEmpty {
            let done = library.lessons.filter { progress.lessons[$0.id] == .complete }.count
            lines.append("")
            lines.append(LessonText.completeCount(done, of: library.lessons.count, language))
        }
        for problem in library.problems {
            lines.append(style.paint("⚠ " + tr("%@ (skipped)", problem.words), .yellow))
        }
        return lines
    }
}
