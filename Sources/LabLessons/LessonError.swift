import LabToolchain

/// A lesson that cannot be loaded, or a progress file that cannot be read: file, line and what to do.
public struct LessonError: Error, Sendable, Equatable {
    /// The file as shown to the learner (`Lessons/01-first-launch/lesson.yaml`).
    public var file: String
    public var line: Int?
    /// What is wrong and what to do, in English.
    public var message: String
    /// The message as a sentence of the lab's own, for LabShell to word in the learner's
    /// language (the same catalog keys as the build's, `BuildText`).
    public var wording: BuildText?

    public init(file: String, line: Int?, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public init(file: String, line: Int?, _ text: BuildText) {
        self.init(file: file, line: line, text.english)
        wording = text
    }

    /// `Lessons/x/lesson.yaml:12: message`
    public var text: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" }

    /// The same problem in the same place: the English decides, whatever way it is worded.
    public static func == (lhs: LessonError, rhs: LessonError) -> Bool {
        lhs.file == rhs.file && lhs.line == rhs.line && lhs.message == rhs.message
    }

    /// `text` with the message as a sentence to word (its location stays as it is).
    public var textWording: BuildText {
        BuildText(key: "%@: %@", arguments: [.text("\(file)\(line.map { ":\($0)" } ?? "")"), wording.map { .phrase($0) } ?? .text(message)])
    }
}
