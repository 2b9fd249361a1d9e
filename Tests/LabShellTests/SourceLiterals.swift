/// A string literal on a line of Swift, as the source scans read it (`CoreHoldsNoProseTests`,
/// `ToolchainSentenceTests`): its text, each interpolation (`\(…)`) as `X`, and the code just
/// before its opening quote (what the code does with it: `hasPrefix(`, `tr(`…).
struct SourceLiteral {
    var text: String
    var before: String

    /// The literals on one line, in order; stops at a `//` comment. Each interpolation reads
    /// as `interpolation` (`%@` where the scan wants a catalog key's placeholder).
    static func all(in line: String, interpolation: String = "X") -> [SourceLiteral] {
        var result: [SourceLiteral] = []
        var characters = Array(line)[...]
        var code = ""
        var current: String?
        while let character = characters.popFirst() {
            guard var text = current else {
                if character == "/", characters.first == "/" { break }
                if character == "\"" { current = "" } else { code.append(character) }
                continue
            }
            switch character {
            case "\\":
                guard let next = characters.popFirst() else { break }
                if next == "(" {
                    // Skip the interpolation, strings and parentheses inside it included.
                    var depth = 1
                    var inString = false
                    while depth > 0, let inner = characters.popFirst() {
                        if inner == "\\" { _ = characters.popFirst(); continue }
                        if inner == "\"" { inString.toggle() } else if !inString {
                            if inner == "(" { depth += 1 } else if inner == ")" { depth -= 1 }
                        }
                    }
                    text += interpolation
                } else {
                    text.append(next)
                }
                current = text
            case "\"":
                result.append(SourceLiteral(text: text, before: code))
                code = ""
                current = nil
            default:
                text.append(character)
                current = text
            }
        }
        return result
    }

    /// Whether a literal reads as an English sentence: three or more lower-case words.
    static func isSentence(_ text: String) -> Bool {
        let words = text.split { !$0.isLetter }.filter { $0.count >= 2 && $0.allSatisfy(\.isLowercase) }
        return words.count >= 3 && text.contains(" ")
    }
}
