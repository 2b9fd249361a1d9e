import Foundation
import LabLessons
import LabShell

/// Plays a transcript for an audience on a fresh device, in the very session a plain
/// `replay` uses (so lesson transcripts play too). `--step` stops at each narration block
/// and before each command: Enter goes on, `b` goes back one command (the device is rebuilt
/// from the commands before it), `q` quits. `--demo` types each command out at a human pace,
/// stops at narration, and Space pauses it. Output that differs from the transcript is
/// flagged and counted at the end — except in another language than the transcript's.
struct TranscriptPresenter {
    enum Pace: Equatable {
        case step
        case demo(speed: Double)
    }

    var pace: Pace
    var style: Styler
    var iosVersion: Int?
    var eventStream: EventStream?
    /// Lesson words in this language (`--lang`); nil keeps the transcript's English.
    var language: Language?
    /// The `Lessons/` folder when none is near the transcript.
    var fallbackLessons: String?

    /// Where the play has come to.
    private enum Move {
        case next, back, quit
    }

    func present(path: String, name: String) -> ReplayResult {
        // Read step by step as it plays; going back reads the file again from its start.
        var reader: TranscriptReader
        do {
            reader = try TranscriptReader(path: path, name: name)
        } catch {
            Terminal.writeLines([style.paint(tr("error: %@", error.message), .red)])
            return ReplayResult(name: name, status: .unreadable(error.message), report: [])
        }
        guard var session = makeSession(path: path, name: name) else {
            return ReplayResult(name: name, status: .failed, report: [])
        }
        let compares = language == nil || language == Replayer.language(of: path)
        let total = reader.stepCount
        Terminal.writeLines(header(name: name, total: total, compares: compares))
        var keys = PresenterKeys()
        var playThrough = false
        var differing: [Int: String] = [:]
        var index = 0
        while index < total {
            let step: TranscriptStep
            do {
                guard let next = try reader.next() else { break }
                step = next
            } catch {
                Terminal.writeLines([style.paint(tr("error: %@", error.message), .red)])
                return ReplayResult(name: name, status: .failed, report: [])
            }
            var move = Move.next
            if !step.narration.isEmpty {
                for line in step.narration { Terminal.write(style.paint("# " + line, .cyan) + "\n") }
                // A piped demo has nobody to press a key: it plays through.
                if pace == .step || keys.isTerminal { move = stop(&keys, &playThrough) }
            }
            if move == .next {
                Terminal.write(style.paint("[\(index + 1)/\(total)] ", .dim) + TranscriptFormat.prompt)
                move = showCommand(step.command, &keys, &playThrough)
            }
            switch move {
            case .quit:
                Terminal.write("\n" + style.paint(stoppedLine(at: index, of: total), .dim) + "\n")
                return ReplayResult(name: name, status: differing.isEmpty ? .passed : .failed, report: differing.keys.sorted().map { differing[$0]! })
            case .back:
                let target = max(index - 1, 0)
                Terminal.write("\n" + style.paint(backLine(to: target, of: total), .dim) + "\n\n")
                guard let fresh = rebuild(path: path, name: name, running: target) else {
                    return ReplayResult(name: name, status: .failed, report: [])
                }
                (session, reader) = fresh
                differing = differing.filter { $0.key < target }
                index = target
                continue
            case .next:
                break
            }
            let outcome = session.execute(line: step.command)
            Terminal.writeLines(outcome.lines)
            // Compare without colour: the transcript holds plain text.
            if compares, outcome.lines.map(Styler.removingEscapes) != step.expectedOutput {
                differing[index] = "\(name):\(step.promptIndex + 1)"
                Terminal.write(style.paint(tr("✗ differs from %@", "\(name):\(step.promptIndex + 1)"), .red) + "\n")
            }
            if !outcome.lines.isEmpty { Terminal.write("\n") }
            if case let .demo(speed) = pace, !playThrough, pause(&keys, milliseconds: 900 / speed) == .quit {
                Terminal.write(style.paint(stoppedLine(at: index, of: total), .dim) + "\n")
                return ReplayResult(name: name, status: differing.isEmpty ? .passed : .failed, report: differing.keys.sorted().map { differing[$0]! })
            }
            index += 1
        }
        return ReplayResult(name: name, status: differing.isEmpty ? .passed : .failed, report: differing.keys.sorted().map { differing[$0]! })
    }

    /// The lines before the first stop: what plays, and the keys.
    private func header(name: String, total: Int, compares: Bool) -> [String] {
        let keys = switch pace {
        case .step: tr("Enter: next · b: back · q: quit")
        case .demo: tr("Space: pause · after narration Enter goes on, b goes back · q: quit")
        }
        let count = total == 1 ? tr("%@ — 1 command", name) : tr("%@ — %@ commands", name, "\(total)")
        var lines = [style.paint(count, .bold), style.paint(keys, .dim)]
        if !compares, let language {
            lines.append(style.paint(tr("In %@: the output is not compared with the transcript (it is written in another language).", language.rawValue), .dim))
        }
        return lines + [""]
    }

    /// `stopped at 2 of 4`: the presenter quit before step `index` (from 0).
    private func stoppedLine(at index: Int, of total: Int) -> String {
        tr("stopped at %@ of %@", "\(index + 1)", "\(total)")
    }

    /// Going back to step `target` (from 0): the device is rebuilt from the commands before it.
    private func backLine(to target: Int, of total: Int) -> String {
        switch target {
        case 0: tr("◂ back to 1 of %@: the device starts afresh", "\(total)")
        case 1: tr("◂ back to 2 of %@: the device is rebuilt from the command before it", "\(total)")
        default: tr("◂ back to %@ of %@: the device is rebuilt from the %@ commands before it", "\(target + 1)", "\(total)", "\(target)")
        }
    }

    /// The session a transcript plays in, as `replay` makes it, in the chosen language.
    private func makeSession(path: String, name: String) -> Session? {
        do {
            let session = try Replayer.session(for: path, iosVersion: iosVersion, style: style, eventStream: eventStream,
                                               fallbackLessons: fallbackLessons)
            session.lessonDesk.language = language ?? Replayer.language(of: path)
            return session
        } catch {
            Terminal.writeLines([style.paint(tr("error: %@: the device did not boot: %@", name, error.message), .red)])
            return nil
        }
    }

    /// A fresh session that has run the first `count` steps without showing them (going back),
    /// and the transcript read again up to the step after them.
    private func rebuild(path: String, name: String, running count: Int) -> (Session, TranscriptReader)? {
        guard let session = makeSession(path: path, name: name) else { return nil }
        do {
            let reader = try TranscriptReader(path: path, name: name)
            for _ in 0..<count {
                guard let step = try reader.next() else { break }
                _ = session.execute(line: step.command)
            }
            return (session, reader)
        } catch {
            Terminal.writeLines([style.paint(tr("error: %@", error.message), .red)])
            return nil
        }
    }

    /// Shows the command after the prompt: at once, waiting for a key (`--step`), or typed
    /// out (`--demo`, where Space pauses).
    private func showCommand(_ command: String, _ keys: inout PresenterKeys, _ playThrough: inout Bool) -> Move {
        switch pace {
        case .step:
            Terminal.write(command)
            let move = stop(&keys, &playThrough)
            // A key read on a terminal is not echoed; a line from a pipe is not shown either.
            Terminal.write("\n")
            return move
        case let .demo(speed):
            for character in command {
                Terminal.write(String(character))
                if !playThrough, pause(&keys, milliseconds: 55 / speed) != .next {
                    Terminal.write("\n")
                    return .quit
                }
            }
            let move = playThrough ? Move.next : pause(&keys, milliseconds: 350 / speed)
            Terminal.write("\n")
            return move
        }
    }

    /// Waits for Enter, `b` or `q`; at the end of a piped input the rest plays through.
    private func stop(_ keys: inout PresenterKeys, _ playThrough: inout Bool) -> Move {
        guard !playThrough else { return .next }
        switch keys.next() {
        case .next, .pause: return .next
        case .back: return .back
        case .quit: return .quit
        case .endOfInput:
            playThrough = true
            return .next
        }
    }

    /// A demo's wait between keystrokes and commands; Space pauses until Space or Enter.
    /// Returns `.quit` when `q` was pressed, else `.next` (going back is not offered mid-command).
    private func pause(_ keys: inout PresenterKeys, milliseconds: Double) -> Move {
        guard let key = keys.wait(milliseconds: Int(milliseconds)) else { return .next }
        switch key {
        case .quit: return .quit
        case .pause:
            let note = " ‖ " + tr("paused — Space or Enter goes on")
            Terminal.write(style.paint(note, .dim))
            var playThrough = false
            let move = stop(&keys, &playThrough)
            // Back over the note, and clear it: the command goes on being typed where it was.
            Terminal.write("\u{1B}[\(DisplayWidth.of(note))D\u{1B}[K")
            return move == .quit ? .quit : .next
        default: return .next
        }
    }
}
