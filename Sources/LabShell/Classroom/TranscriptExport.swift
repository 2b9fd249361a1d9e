import Foundation
import LabLessons

/// `lab export FILE.transcript --html OUT.html | --asciicast OUT.cast`: a transcript replayed on
/// a fresh device (as `lab replay` does), with the device's state taken after every command,
/// written as a page a student opens offline or as an asciinema recording.
public struct TranscriptExport {
    /// The frames: the fresh device first, then one after each command.
    let frames: [ClassroomFrame]
    /// The transcript's name as typed (the page's title).
    let name: String

    /// Replays the transcript at `path`; the session speaks `language`, else the transcript's own.
    public init(path: String, name: String, iosVersion: Int? = nil, language: Language? = nil,
                fallbackLessons: String? = nil) throws(CommandError) {
        let reader: TranscriptReader
        do {
            reader = try TranscriptReader(path: path, name: name)
        } catch {
            throw CommandError(error.message)
        }
        let session = try Replayer.session(for: path, iosVersion: iosVersion, eventStream: nil, fallbackLessons: fallbackLessons)
        let speaking = language ?? Replayer.language(of: path)
        session.lessonDesk.language = speaking
        var frames = [Words.speaking(speaking) {
            ClassroomFrame(session: session, position: tr("before the first command"), command: nil, output: [], narration: [])
        }]
        var steps: [TranscriptStep] = []
        do {
            while let step = try reader.next() { steps.append(step) }
        } catch {
            throw CommandError(error.message)
        }
        for (index, step) in steps.enumerated() {
            let output = session.execute(line: step.command).lines
            frames.append(Words.speaking(speaking) {
                ClassroomFrame(session: session, position: tr("step %d of %d", index + 1, steps.count), command: step.command,
                               output: output, narration: step.narration)
            })
        }
        self.frames = frames
        self.name = name
        self.language = speaking
    }

    let language: Language

    /// The self-contained page (`--html`).
    public var html: String {
        Words.speaking(language) { ClassroomPage.html(title: name, frames: frames, mode: .export) }
    }

    /// asciicast v2 (`--asciicast`): a header line, then `[seconds, "o", text]` events, with a
    /// marker (`"m"`) at each step that has narration. Times are fixed: the prompt 0.5 s after
    /// the previous output, the command typed at 20 characters a second, its output 0.3 s later.
    public var asciicast: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func json<T: Encodable>(_ value: T) -> String { String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self) }
        let width = max(80, frames.flatMap(\.output).map(DisplayWidth.of).max() ?? 80)
        var lines = ["{\"env\":{\"TERM\":\"xterm-256color\"},\"height\":40,\"title\":\(json(name)),\"version\":2,\"width\":\(min(width, 200))}"]
        var time = 0.0
        func event(_ kind: String, _ text: String) {
            lines.append("[\(String(format: "%.3f", time)), \(json(kind)), \(json(text))]")
        }
        for frame in frames.dropFirst() {
            if !frame.narration.isEmpty {
                event("m", frame.narration.joined(separator: " "))
                event("o", frame.narration.map { "\u{1B}[1;33m# \($0)\u{1B}[0m\r\n" }.joined())
                time += 1.5
            }
            time += 0.5
            event("o", TranscriptFormat.prompt)
            for character in frame.command ?? "" {
                time += 0.05
                event("o", String(character))
            }
            time += 0.3
            event("o", "\r\n" + frame.output.map { $0 + "\r\n" }.joined())
            time += 1.0
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
