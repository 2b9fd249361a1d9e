import Foundation

/// The console notes of the simulated SDK's own (`Sources/UIKit` and the other modules of the
/// `UIKit` library product, read from Package.swift): every `[LifecycleLab] …` line app code
/// prints, as the lab's console shows it, with `%@` where the SDK interpolates a name. Read the
/// way `ConsoleNoteText` words them: a note printed directly (`print("[LifecycleLab] …")`, a
/// `fatalError` of the SDK's own), `__LabNotSimulated.say(API, instead: WHAT)`, and the SDK's
/// helpers that print `[LifecycleLab] NAME: WHAT` (SpriteKit's `NotSimulated.say`,
/// `UnsimulatedGesture.sayOnce`, `WebKitNotes.once`) or a whole line (`RealmNotice.once`).
enum SDKConsoleNotes {
    static let marker = "[LifecycleLab] "

    struct Found: Equatable {
        var file: String
        var line: Int
        var text: String
    }

    /// The SDK's modules: the targets of the `UIKit` library product, and LabCombine.
    static let modules: [String] = {
        guard let manifest = try? String(contentsOfFile: TestHome.repository + "/Package.swift", encoding: .utf8),
              let product = manifest.firstMatch(of: /\.library\(name: "UIKit", type: \.dynamic, targets: \[([^\]]*)\]/) else { return [] }
        return product.1.matches(of: /"([A-Za-z]+)"/).map { String($0.1) } + ["LabCombine"]
    }()

    /// Every Swift file of the SDK's modules: (path under Sources, contents).
    static let files: [(path: String, source: String)] = modules.flatMap { module -> [(path: String, source: String)] in
        let root = TestHome.repository + "/Sources/" + module
        let names = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return names.compactMap { name in
            (try? String(contentsOfFile: root + "/" + name, encoding: .utf8)).map { (path: module + "/" + name, source: $0) }
        }
    }

    /// The source as statements on one line each, with their first line's number: a line that
    /// ends with `+`, `,` or `(` (or a next line that starts with `+`) goes on, and literals
    /// joined with `+` read as one. Comment lines are left out.
    static func statements(_ source: String) -> [(number: Int, text: String)] {
        var result: [(number: Int, text: String)] = []
        var open: (number: Int, text: String)?
        let lines = source.components(separatedBy: "\n")
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("//") { continue }
            if var current = open {
                current.text += " " + line
                open = current
            } else {
                open = (index + 1, line)
            }
            let goesOn = line.hasSuffix("+") || line.hasSuffix(",") || line.hasSuffix("(")
            let nextStartsWithPlus = index + 1 < lines.count && lines[index + 1].trimmingCharacters(in: .whitespaces).hasPrefix("+")
            if !goesOn && !nextStartsWithPlus, let finished = open {
                result.append((finished.number, finished.text.replacing(/"\s*\+\s*"/, with: "")))
                open = nil
            }
        }
        if let finished = open { result.append(finished) }
        return result
    }

    /// Where `helper(` opens the call a literal is in: `first` when the literal is its first
    /// argument, `second` when it follows a first argument that is not a literal.
    enum Position { case first, second }

    static func position(after code: String, in helper: String) -> Position? {
        guard let call = code.range(of: helper + "(", options: .backwards) else { return nil }
        let tail = code[call.upperBound...].trimmingCharacters(in: .whitespaces)
        if tail.isEmpty { return .first }
        return tail.hasSuffix(",") && !tail.contains("(") && !tail.contains(")") ? .second : nil
    }

    /// Helpers that print `[LifecycleLab] NAME: WHAT`, WHAT their second argument.
    static let nameHelpers = ["UnsimulatedGesture.sayOnce", "WebKitNotes.once"]

    /// The notes (whole lines, `%@` for names) and the phrases passed in as names that are
    /// worded (`UnsimulatedGesture.say`'s gesture, `long press`).
    static let found: (notes: [Found], phrases: [Found]) = {
        var notes: [Found] = []
        var phrases: [Found] = []
        for file in files {
            for statement in statements(file.source) {
                let literals = SourceLiteral.all(in: statement.text, interpolation: "%@")
                var index = 0
                func note(_ text: String) { notes.append(Found(file: file.path, line: statement.number, text: text)) }
                while index < literals.count {
                    let literal = literals[index]
                    let next = index + 1 < literals.count && literals[index + 1].before.trimmingCharacters(in: .whitespaces) == "," ? literals[index + 1] : nil
                    let code = literal.before
                    if code.hasSuffix("__LabNotSimulated.say(") {
                        let instead = index + 1 < literals.count && literals[index + 1].before.replacing(/\s/, with: "") == ",instead:" ? literals[index + 1] : nil
                        note(marker + "LifecycleLab does not simulate \(literal.text) yet" + (instead.map { ": " + $0.text } ?? ""))
                        index += instead == nil ? 1 : 2
                        continue
                    }
                    if let helper = (nameHelpers + ["NotSimulated.say"]).first(where: { position(after: code, in: $0) != nil }),
                       !code.hasSuffix("__LabNotSimulated.say(") {
                        switch position(after: code, in: helper) {
                        case .first?:
                            if let next { note(marker + "%@: " + next.text); index += 2; continue }
                        case .second?:
                            note(marker + "%@: " + literal.text)
                        case nil: break
                        }
                        index += 1
                        continue
                    }
                    if position(after: code, in: "UnsimulatedGesture.say") == .first, let next {
                        phrases.append(Found(file: file.path, line: statement.number, text: next.text))
                        index += 2
                        continue
                    }
                    if position(after: code, in: "RealmNotice.once") == .first, let next {
                        note(marker + next.text)
                        index += 2
                        continue
                    }
                    if literal.text.hasPrefix(marker) { note(literal.text) }
                    index += 1
                }
            }
        }
        return (notes, phrases)
    }()

    /// The other sentences the SDK writes to the console (`print`, `fatalError`, standard
    /// error): iOS's own words, which `notesOfIOS` lists; anything else is a note of the
    /// lab's own without its marker.
    static let otherSentences: [Found] = files.flatMap { file in
        statements(file.source).flatMap { statement in
            SourceLiteral.all(in: statement.text, interpolation: "%@").filter { literal in
                let code = literal.before.trimmingCharacters(in: .whitespaces)
                return ["print(", "fatalError(", "preconditionFailure(", "Data("].contains { code.hasSuffix($0) }
                    && !literal.text.hasPrefix(marker) && SourceLiteral.isSentence(literal.text)
            }.map { Found(file: file.path, line: statement.number, text: $0.text) }
        }
    }

    /// The catalog keys a note needs, as `ConsoleNoteText` looks it up: the API and what
    /// happens instead, or what follows `NAME: `, when written whole; else the whole line.
    /// None for a helper's own line, which only forwards what its callers say.
    static func keys(of line: String) -> [String] {
        let note = String(line.dropFirst(marker.count))
        if note.replacingOccurrences(of: "%@", with: "").allSatisfy({ $0 == ":" || $0 == " " }) { return [] }
        if note == "LifecycleLab does not simulate %@ yet" { return [] }
        if note.hasPrefix("LifecycleLab does not simulate "), !note.contains("%@") {
            let rest = note.dropFirst("LifecycleLab does not simulate ".count)
            if let range = rest.range(of: " yet: ") { return [String(rest[..<range.lowerBound]), String(rest[range.upperBound...])] }
            if rest.hasSuffix(" yet") { return [String(rest.dropLast(" yet".count))] }
        }
        if let range = note.range(of: ": "), !note[..<range.lowerBound].contains(" "), !note[range.upperBound...].contains("%@"),
           !note.hasPrefix("LifecycleLab does not simulate ") {
            return [String(note[range.upperBound...])]
        }
        return [line]
    }

    /// The keys of every note and phrase.
    static var keys: Set<String> {
        Set(found.notes.flatMap { keys(of: $0.text) } + found.phrases.map(\.text))
    }

    /// A line of the note with its names filled in (`Name1`, `Name2`…), as app code prints it.
    static func example(_ note: String) -> String {
        var filled = ""
        for (index, piece) in note.components(separatedBy: "%@").enumerated() {
            filled += (index == 0 ? "" : "Name\(index)") + piece
        }
        return filled
    }
}
