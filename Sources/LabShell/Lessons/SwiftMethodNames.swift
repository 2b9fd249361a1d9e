import Foundation

/// The methods a project's Swift sources declare, named as a callback event names them:
/// `func hideGreeting(_ sender: UIButton)` is `hideGreeting(_:)`, `func viewDidLoad()` is
/// `viewDidLoad()`. Read from the text, well enough to tell a lesson's callback name that can
/// happen from one that cannot.
enum SwiftMethodNames {
    static func declared(in folders: [String]) -> Set<String> {
        var names: Set<String> = []
        for folder in folders {
            let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            for file in files {
                guard let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8) else { continue }
                names.formUnion(declared(inSource: text))
            }
        }
        return names
    }

    static func declared(inSource text: String) -> Set<String> {
        var names: Set<String> = []
        let characters = Array(text)
        var index = 0
        while index + 5 < characters.count {
            // `func NAME(` at a word's start.
            guard characters[index] == "f", String(characters[index..<index + 4]) == "func", characters[index + 4].isWhitespace,
                  index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "_") else {
                index += 1
                continue
            }
            var cursor = index + 4
            while cursor < characters.count, characters[cursor].isWhitespace { cursor += 1 }
            var base = ""
            while cursor < characters.count, characters[cursor].isLetter || characters[cursor].isNumber || characters[cursor] == "_" {
                base.append(characters[cursor])
                cursor += 1
            }
            // Generic parameters come before the argument list.
            if cursor < characters.count, characters[cursor] == "<" {
                var depth = 0
                repeat {
                    if characters[cursor] == "<" { depth += 1 } else if characters[cursor] == ">" { depth -= 1 }
                    cursor += 1
                } while cursor < characters.count && depth > 0
            }
            guard !base.isEmpty, cursor < characters.count, characters[cursor] == "(" else { index = cursor; continue }
            // The parameter list up to its closing parenthesis, split at top-level commas.
            var depth = 0
            var parameters: [String] = []
            var current = ""
            cursor += 1
            while cursor < characters.count {
                let character = characters[cursor]
                if character == "(" || character == "[" || character == "<" { depth += 1 }
                if character == ")" || character == "]" || character == ">" {
                    if depth == 0 { break }
                    depth -= 1
                }
                if character == "," && depth == 0 {
                    parameters.append(current)
                    current = ""
                } else {
                    current.append(character)
                }
                cursor += 1
            }
            if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parameters.append(current) }
            let labels = parameters.compactMap { parameter -> String? in
                let head = parameter.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
                return head.split(whereSeparator: \.isWhitespace).first.map(String.init)
            }
            names.insert(base + "(" + labels.map { $0 + ":" }.joined() + ")")
            index = cursor
        }
        return names
    }
}
