/// YAML's own complaints about a lesson.yaml, turned into what the author should do: the two
/// mistakes authors make most are a tab in the indentation and a text holding ": " unquoted.
enum YamlProblem {
    /// What to do, or nil when the problem is none of those (YAML's own words are shown then).
    static func advice(for problem: String, line: Int, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let source = line >= 1 && line <= lines.count ? String(lines[line - 1]) : ""
        if source.contains("\t") && (problem.contains("cannot start any token") || problem.contains("tab")) {
            return "a tab character; YAML indents with spaces only — replace the tab with spaces"
        }
        if problem.contains("mapping values are not allowed") {
            return "a text holding \": \" reads as a new key; put the text in double quotes (\"…\") or write it as a block after |"
        }
        return nil
    }
}
