/// The notes the lab's stand-ins print in an app's console at an API's first use, worded in
/// the learner's language: `[LifecycleLab] LifecycleLab does not simulate API yet: WHAT HAPPENS`
/// (`__LabNotSimulated.say`) and `[LifecycleLab] NAME: WHAT HAPPENS`.
///
/// They are printed by app code (the simulated SDK and the stubs the build compiles in), which
/// knows no language; LabShell words them as it shows the console. The API and what happens
/// instead are catalog keys when the code writes them whole (`instead: "…"`, the text after
/// `NAME: `); a part with an interpolated name (`HealthKit (HKHealthStore.save)`) stays as it
/// is. `MessageCatalogTests` reads those keys from LabToolchain's sources. Any other console
/// line — the app's own output, iOS's words — is shown as it is.
enum ConsoleNoteText {
    static let marker = "[LifecycleLab] "
    static let notSimulated = "LifecycleLab does not simulate "

    static func words(_ line: Substring) -> String {
        guard Words.language != .en, line.hasPrefix(marker) else { return String(line) }
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
}
