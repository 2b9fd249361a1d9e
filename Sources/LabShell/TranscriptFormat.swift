/// How a transcript is written (docs/formats.md, "Transcripts", a contract):
/// `lab> COMMAND`, then the command's output, then a blank line when there was output;
/// `# narration` lines anywhere.
public enum TranscriptFormat {
    public static let prompt = "lab> "

    /// One command and its output as transcript text.
    public static func block(line: String, output: [String]) -> String {
        prompt + line + "\n" + outputBlock(output)
    }

    /// A command's output lines and the blank line after them (nothing for no output).
    public static func outputBlock(_ output: [String]) -> String {
        output.isEmpty ? "" : output.joined(separator: "\n") + "\n\n"
    }

    /// Whether a transcript line is narration (`# …`).
    public static func isNarration(_ line: String) -> Bool { line.hasPrefix("#") }

    /// The command of a prompt line, or nil for any other line. `lab>` alone is an empty command.
    public static func command(in line: String) -> String? {
        if line.hasPrefix(prompt) { return String(line.dropFirst(prompt.count)) }
        if line == "lab>" { return "" }
        return nil
    }
}
