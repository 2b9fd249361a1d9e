/// A lesson that cannot be loaded, or a progress file that cannot be read: file, line and what to do.
public struct LessonError: Error, Sendable, Equatable {
    /// The file as shown to the learner (`Lessons/01-first-launch/lesson.yaml`).
    public var file: String
    public var line: Int?
    public var message: String

    public init(file: String, line: Int?, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `Lessons/x/lesson.yaml:12: message`
    public var text: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" }
}
