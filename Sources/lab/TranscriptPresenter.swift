import Foundation
import LabShell

/// Plays a transcript for an audience: narration shown, each command either waiting for
/// Enter (`--step`) or typed out at a human pace (`--demo`), then run for real on a fresh
/// device. Output that differs from the transcript is flagged, and counted at the end.
struct TranscriptPresenter {
    enum Pace: Equatable {
        case step
        case demo(speed: Double)
    }

    var pace: Pace
    var style: Styler
    var iosVersion: Int?
    var eventStream: EventStream?

    func present(path: String, name: String) -> ReplayResult {
        let transcript: Transcript
        do {
            transcript = try Transcript.load(path: path, name: name)
        } catch {
            Terminal.writeLines([style.paint("error: \(error.message)", .red)])
            return ReplayResult(name: name, status: .unreadable(error.message), report: [])
        }
        let folder = (path as NSString).deletingLastPathComponent
        let session: Session
        do {
            session = try Session(iosVersion: iosVersion, style: style, workingDirectory: folder, eventStream: eventStream)
        } catch {
            Terminal.writeLines([style.paint("error: \(name): the device did not boot: \(error.message)", .red)])
            return ReplayResult(name: name, status: .failed, report: [])
        }
        var stdin = ByteLineReader()
        var differing: [String] = []
        for step in transcript.steps {
            for line in step.narration { Terminal.write(style.paint("# " + line, .cyan) + "\n") }
            Terminal.write(TranscriptFormat.prompt)
            switch pace {
            case .step:
                Terminal.write(step.command)
                // Enter on a terminal echoes the newline itself.
                if stdin.nextLine() == nil || isatty(STDIN_FILENO) != 1 { Terminal.write("\n") }
            case let .demo(speed):
                for character in step.command {
                    Terminal.write(String(character))
                    usleep(UInt32(55_000 / speed))
                }
                usleep(UInt32(350_000 / speed))
                Terminal.write("\n")
            }
            let outcome = session.execute(line: step.command)
            Terminal.writeLines(outcome.lines)
            // Compare without colour: the transcript holds plain text.
            let plain = outcome.lines.map(Styler.removingEscapes)
            if plain != transcript.expectedOutput(of: step) {
                differing.append("\(name):\(step.promptIndex + 1)")
                Terminal.write(style.paint("✗ differs from \(name):\(step.promptIndex + 1)", .red) + "\n")
            }
            if !outcome.lines.isEmpty { Terminal.write("\n") }
            if case let .demo(speed) = pace { usleep(UInt32(900_000 / speed)) }
        }
        return ReplayResult(name: name, status: differing.isEmpty ? .passed : .failed, report: differing)
    }
}
