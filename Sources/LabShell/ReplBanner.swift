/// The lines `lab` prints when the interactive REPL opens, in the learner's language.
public enum ReplBanner {
    /// `title` is the program's name as the terminal shows it (bold when colour is on).
    public static func text(title: String, iosVersion: Int, recording: String?) -> String {
        title + tr(" — a simulated iPhone (iOS %d) in your terminal.", iosVersion) + "\n"
            + tr("`help` lists commands · Tab completes · ↑ recalls · Ctrl-C clears the line · Ctrl-D quits") + "\n"
            + (recording.map { tr("recording to %@; `record stop` ends it", $0) + "\n" } ?? "") + "\n"
    }

    /// The same lines for the simulated Mac (`lab --device mac`).
    public static func text(title: String, macOS system: String, recording: String?) -> String {
        title + tr(" — a simulated Mac (%@) in your terminal.", system) + "\n"
            + tr("`help` lists commands · Tab completes · ↑ recalls · Ctrl-C clears the line · Ctrl-D quits") + "\n"
            + (recording.map { tr("recording to %@; `record stop` ends it", $0) + "\n" } ?? "") + "\n"
    }
}
