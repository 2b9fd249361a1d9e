/// LabRuntime's own sentences — a crash reason when the app broke the system's channel or died
/// of a signal with no message of the Swift runtime, a warning about the sandbox or dropped
/// output — as English catalog keys (`%@` placeholders). They reach the device as text (a crash
/// reason, a warning, like iOS's own words there); LabShell recognizes them by their keys and
/// words them in the learner's language (docs/formats.md, "Message catalogs").
public enum RuntimeWords {
    public static let endedBySignal = "the app was ended by signal %@"
    public static let wroteNotAMessage = "the app wrote %@ to the system's channel (file descriptor 4), which is not a message of the system's protocol; the system ended it"
    public static let closedChannel = "the app closed its channel to the system (file descriptor 3 or 4) and went on running; the system ended it"
    public static let overlongLine = "the app wrote more than %@ MB to the system's channel (file descriptor 4) without a line break; the system ended it"
    public static let droppedOutput = "%@ more lines of the app's output were not kept"
    public static let noLandlock = "this kernel has no Landlock: apps run without a file sandbox (they can reach files outside their container)"
    public static let landlockWithoutSignals = "this kernel's Landlock (ABI %@) cannot confine signals: an app can signal the lab (ABI 6 and later prevent it)"
    public static let noExecutable = "the app has no executable"
    public static let cannotStartExecutable = "cannot start the app's executable (%@)"
    public static let cannotCreatePipes = "cannot create pipes for the app process (%@)"
    public static let cannotCreateContainer = "cannot create the sandbox container of %@"

    /// Every key, for the catalogs' tests and for `parse`.
    public static let all = [endedBySignal, wroteNotAMessage, closedChannel, overlongLine, droppedOutput, noLandlock, landlockWithoutSignals,
                             noExecutable, cannotStartExecutable, cannotCreatePipes, cannotCreateContainer]

    /// `key` with its placeholders filled in order: the English sentence.
    static func english(_ key: String, _ arguments: String...) -> String {
        var text = ""
        var remaining = arguments[...]
        var pieces = key.components(separatedBy: "%@")[...]
        text += pieces.removeFirst()
        for piece in pieces { text += (remaining.popFirst() ?? "") + piece }
        return text
    }

    /// The key and arguments an English sentence of LabRuntime's was made from; nil for any
    /// other text (the Swift runtime's own message, iOS's words).
    public static func parse(_ text: String) -> (key: String, arguments: [String])? {
        for key in all {
            let pieces = key.components(separatedBy: "%@")
            guard text.hasPrefix(pieces[0]), text.hasSuffix(pieces[pieces.count - 1]),
                  text.count >= pieces.joined().count else { continue }
            if pieces.count == 1 { if text == key { return (key, []) } else { continue } }
            // One placeholder per key: what lies between the fixed start and end.
            guard pieces.count == 2 else { continue }
            let middle = text.dropFirst(pieces[0].count).dropLast(pieces[1].count)
            return (key, [String(middle)])
        }
        return nil
    }
}
