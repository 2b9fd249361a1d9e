/// The words of `lab lessons` and `lab lesson new` outside the REPL.
public enum LessonCommandText {
    public static func noLessons(searched: String) -> String {
        tr("error: %@", tr("no Lessons folder found (searched %@); run lab inside a folder holding one, or give --lessons DIR or LAB_LESSONS", searched))
    }

    public static func error(_ message: String) -> String { tr("error: %@", message) }
}
