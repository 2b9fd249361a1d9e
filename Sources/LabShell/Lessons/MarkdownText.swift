/// Lesson Markdown shown in the terminal with light styling: `#` headings and `**strong**`
/// in bold, `` `code` `` in cyan. The markers stay, so that the text without its colours is
/// the text as written (a classroom replay compares it with the transcript).
enum MarkdownText {
    static func render(_ markdown: String, style: Styler) -> [String] {
        markdown.split(separator: "\n", omittingEmptySubsequences: false).map { raw in
            let line = String(raw)
            guard style.colorEnabled else { return line }
            if line.hasPrefix("#") {
                return style.paint(line, .bold)
            }
            return inline(line, style: style)
        }
    }

    /// Paints `code` spans and **strong** spans within one line.
    private static func inline(_ line: String, style: Styler) -> String {
        var result = ""
        var rest = Substring(line)
        while let start = rest.firstIndex(where: { $0 == "`" || $0 == "*" }) {
            let marker = rest[start] == "`" ? "`" : "**"
            guard rest[start...].hasPrefix(marker),
                  let end = rest[rest.index(start, offsetBy: marker.count)...].range(of: marker) else {
                result += rest[...start]
                rest = rest[rest.index(after: start)...]
                continue
            }
            result += rest[..<start]
            let inner = String(rest[rest.index(start, offsetBy: marker.count)..<end.lowerBound])
            result += marker == "`" ? style.paint(marker + inner + marker, .cyan) : style.paint(marker + inner + marker, .bold)
            rest = rest[end.upperBound...]
        }
        return result + rest
    }
}
