import Foundation
import LabCore

/// One moment of a session as the classroom shows it: the command just run and its output, the
/// narration before it, the pictures of the device after it (screen, diagram, timeline) and the
/// lesson's current step. The exported page holds one per transcript step; the live page gets
/// one after every command. Encoded as JSON with sorted keys: the same state, the same bytes.
struct ClassroomFrame: Codable, Equatable, Sendable {
    /// "before the first command", "command 3", "step 3 of 12": where the frame stands.
    var position: String
    var command: String?
    var output: [String]
    var narration: [String]
    var screen: String
    var diagram: String?
    var timeline: String
    /// The lesson in progress and its current step's text, if any.
    var lesson: String?
    var lessonStep: String?
    /// The app the diagram is about, and its state (for tests and the page's title line).
    var app: String?
    var appIdentifier: String?
    var state: String?
    /// Virtual milliseconds since the device booted.
    var time: Int

    /// The frame of `session`'s device as it is now.
    init(session: Session, position: String, command: String?, output: [String], narration: [String]) {
        let device = session.device
        self.position = position
        self.command = command
        self.output = output
        self.narration = narration
        screen = ScreenPicture(device: device).svg
        let shown = device.springboard.foregroundApp ?? device.springboard.switcherCards.first
        if let identifier = shown, let app = device.installedApp(withIdentifier: identifier) {
            diagram = DiagramPicture(model: .iPhone(app: app, on: device)).svg
            self.app = app.displayName
            appIdentifier = app.bundleIdentifier
            state = device.state(of: app).rawValue
        }
        timeline = TimelinePicture(device: device).svg
        if let run = session.lessonDesk.run {
            let language = session.lessonDesk.language
            lesson = run.lesson.title.text(in: language)
            lessonStep = run.currentStep.map { $0.text.text(in: language) } ?? tr("lesson complete")
        }
        time = device.clock.now
    }

    /// The frame as JSON, safe inside an HTML `<script>` element (`<` escaped, sorted keys).
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return Self.scriptSafe(String(decoding: data, as: UTF8.self))
    }

    /// JSON that may stand inside `<script>`: no `<` that could close the element.
    static func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "<", with: "\\u003c")
    }
}
