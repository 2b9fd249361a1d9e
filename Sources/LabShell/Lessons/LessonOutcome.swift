import LabLessons

/// What a lesson transcript shows of the lesson: the steps it passes and whether the lesson
/// completes, as recorded and as replayed. `replay --update` rewrites a transcript only when
/// they agree, or when nothing was recorded yet (or with `--force`): a solution that no longer
/// completes is not recorded as one.
struct LessonOutcome {
    private(set) var expected: [String] = []
    private(set) var actual: [String] = []

    /// `✓ step N of M passed` and `★ lesson complete: …` lines (English, as lesson transcripts are).
    static func isOutcome(_ line: String) -> Bool {
        (line.hasPrefix("✓ step ") && line.hasSuffix(" passed")) || line.hasPrefix("★ lesson complete")
    }

    mutating func note(expected lines: [String], actual replayed: [String]) {
        expected += lines.filter(Self.isOutcome)
        actual += replayed.filter(Self.isOutcome)
    }

    /// How the outcome changed, in words; nil when it did not, or when the transcript had
    /// none recorded yet (its first recording).
    var change: String? {
        guard !expected.isEmpty, expected != actual else { return nil }
        let completedBefore = expected.contains { $0.hasPrefix("★ ") }
        let completesNow = actual.contains { $0.hasPrefix("★ ") }
        if completedBefore && !completesNow { return tr("it completed the lesson and no longer does (%d steps pass now, %d before)", actual.count, expected.count - 1) }
        if !completedBefore && completesNow { return tr("it now completes the lesson, which it did not before") }
        return tr("the steps it passes changed (%d now, %d before)", actual.count, expected.count)
    }
}
