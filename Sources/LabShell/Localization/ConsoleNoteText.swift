import Foundation
import LabLessons

/// The notes the lab's simulated SDK and its stand-ins print in an app's console, worded in
/// the learner's language: `[LifecycleLab] LifecycleLab does not simulate API yet: WHAT HAPPENS`
/// (`__LabNotSimulated.say`), `[LifecycleLab] NAME: WHAT HAPPENS`, and notes of any other shape.
///
/// They are printed by app code (the simulated SDK and the stubs the build compiles in), which
/// knows no language; LabShell words them as it shows the console. A note is looked up three
/// ways, first match wins:
/// 1. the whole line is a catalog key (`"[LifecycleLab] …"`);
/// 2. the line fits a catalog key that starts with `[LifecycleLab] ` and has `%@` where the SDK
///    interpolates a name (`"[LifecycleLab] the colour '%@' has no value …"`); each name is
///    filled in as it is, or worded when it is a phrase with a key of its own (`long press`);
/// 3. the API and what happens instead are catalog keys when the code writes them whole
///    (`instead: "…"`, the text after `NAME: `); a part with an interpolated name
///    (`HealthKit (HKHealthStore.save)`) stays as it is.
/// `MessageCatalogTests` reads those keys from the sources of LabToolchain and the SDK's
/// modules. Any other console line — the app's own output, iOS's words — is shown as it is.
enum ConsoleNoteText {
    static let marker = "[LifecycleLab] "
    static let notSimulated = "LifecycleLab does not simulate "

    static func words(_ line: Substring) -> String {
        guard Words.language != .en, line.hasPrefix(marker) else { return String(line) }
        if let whole = MessageCatalog.loaded[Words.language]?.entries[String(line)] { return whole }
        if let fitted = fitted(String(line)) { return fitted }
        let note = line.dropFirst(marker.count)
        if note.hasPrefix(notSimulated) {
            let rest = note.dropFirst(notSimulated.count)
            if let range = rest.range(of: " yet: ") {
                return marker + tr("LifecycleLab does not simulate %@ yet: %@", translated(String(rest[..<range.lowerBound])),
                                   translated(String(rest[range.upperBound...])))
            }
            if rest.hasSuffix(" yet") {
                return marker + tr("LifecycleLab does not simulate %@ yet", translated(String(rest.dropLast(" yet".count))))
            }
            return String(line)
        }
        // `NAME: WHAT HAPPENS`, the name an API's (no spaces before its colon).
        if let range = note.range(of: ": "), !note[..<range.lowerBound].contains(" ") {
            let what = String(note[range.upperBound...])
            let worded = translated(what)
            if worded != what { return marker + tr("%@: %@", String(note[..<range.lowerBound]), worded) }
        }
        return String(line)
    }

    /// A Swift runtime's fault line that carries a note of the SDK's (`UIKit/ActionSender.swift:12:
    /// Fatal error: [LifecycleLab] …`, a `fatalError` of the SDK's own), its note worded.
    static func inFault(_ reason: String) -> String {
        guard Words.language != .en, let range = reason.range(of: "Fatal error: " + marker) else { return reason }
        return String(reason[..<range.lowerBound]) + "Fatal error: " + words(reason[reason.index(range.upperBound, offsetBy: -marker.count)...])
    }

    /// The line worded by the first note template of the catalog it fits, or nil.
    static func fitted(_ line: String) -> String? {
        guard let catalog = MessageCatalog.loaded[Words.language] else { return nil }
        let range = NSRange(line.startIndex..., in: line)
        for template in templates(of: Words.language) {
            guard let match = template.expression.firstMatch(in: line, range: range) else { continue }
            let names: [any CatalogArgument] = (1..<match.numberOfRanges).map { index in
                let name = Range(match.range(at: index), in: line).map { String(line[$0]) } ?? ""
                return filledIn(name)
            }
            return catalog.text(template.key, names)
        }
        return nil
    }

    /// A name the SDK filled into a note: a phrase worded when it has a key of its own (`long
    /// press`, `an interlaced PNG`), a list (`actions, physics bodies`) worded item by item, any
    /// other name (a class, a file) as it is.
    static func filledIn(_ name: String) -> String {
        let items = name.components(separatedBy: ", ")
        guard items.count > 1 else { return name.contains(" ") ? translated(name) : name }
        return items.dropFirst().map(SDKPhrase.words).reduce(SDKPhrase.words(items[0])) { tr("%@, %@", $0, $1) }
    }

    /// A catalog key of a note with names in it, and the expression its lines fit.
    struct Template: @unchecked Sendable {
        let key: String
        let expression: NSRegularExpression
    }

    /// The note templates of each language's catalog, longest first (a more particular note
    /// wins over one with a name where it has words), made once.
    nonisolated(unsafe) private static var made: [Language: [Template]] = [:]
    private static let lock = NSLock()

    static func templates(of language: Language) -> [Template] {
        lock.lock()
        defer { lock.unlock() }
        if let known = made[language] { return known }
        let keys = (MessageCatalog.loaded[language]?.entries.keys).map(Array.init) ?? []
        let templates = keys.filter { $0.hasPrefix(marker) && $0.contains("%@") }
            .sorted { ($0.count, $0) > ($1.count, $1) }
            .compactMap { key -> Template? in
                // A name at the start (`NAME: …`, `CLASS.layerClass …`) has no spaces, so a
                // template that starts with one cannot swallow the words of another note.
                let literal = key.components(separatedBy: "%@").map { NSRegularExpression.escapedPattern(for: $0) }
                let names = literal.dropFirst().enumerated().map { index, piece in
                    (index == 0 && literal[0] == NSRegularExpression.escapedPattern(for: marker) ? "(\\S+?)" : "(.+?)") + piece
                }
                guard let expression = try? NSRegularExpression(pattern: "^" + literal[0] + names.joined() + "$",
                                                                options: [.dotMatchesLineSeparators]) else { return nil }
                return Template(key: key, expression: expression)
            }
        made[language] = templates
        return templates
    }
}
