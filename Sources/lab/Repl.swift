import ArgumentParser
import Foundation
import LabShell

/// `lab` with no subcommand: the REPL (libedit on a terminal, plain lines otherwise).
struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: tr("Open the REPL on a booted device (the default).")
    )

    @OptionGroup var globals: GlobalOptions

    @Option(name: .customLong("record"), help: ArgumentHelp(tr("Write the session to FILE as a transcript from the first command on (as `record FILE` in the REPL)."), valueName: "FILE"))
    var recordPath: String?

    @Option(name: .customLong("serve"), help: ArgumentHelp(tr("Serve the live classroom page on 127.0.0.1:PORT from the start (as `serve PORT` in the REPL)."), valueName: "PORT"))
    var servePort: String?

    func run() throws {
        let interactive = Terminal.isInteractive
        let language = try globals.lessonLanguage()
        let session: Session
        globals.placeSampleCache()
        do {
            let choice = try DeviceChoice.parse(device: globals.device, macOS: globals.macOSVersion, iosGiven: globals.iosVersion != nil)
            session = try Session(iosVersion: globals.iosVersion, style: globals.style,
                                  workingDirectory: globals.currentDirectory, eventStream: try globals.eventStream(),
                                  macOS: choice.macOS)
        } catch {
            Terminal.warn(tr("error: %@", error.message))
            throw ExitCode(2)
        }
        let lessons = globals.lessons
        session.lessonsDirectory = lessons.directory
        session.lessonDesk.searchedForLessons = lessons.searched
        session.dataDirectory = globals.resolvedDataDirectory
        session.lessonDesk.language = language
        if let recordPath {
            do {
                session.recorder = try TranscriptRecorder(path: session.hostPath(recordPath), displayPath: recordPath)
            } catch {
                Terminal.warn(tr("error: %@", "--record: " + error.message))
                throw ExitCode(2)
            }
        }
        if let servePort {
            let outcome = session.execute(line: "serve " + Tokenizer.quote(servePort))
            Terminal.writeLines(outcome.lines)
            if outcome.failed { throw ExitCode(2) }
        }
        let anyFailed = interactive ? runInteractive(session) : runPlain(session)
        if anyFailed && !interactive { throw ExitCode(1) }
    }

    /// Plain mode: each line echoed as `lab> LINE` before its output, so that the output is
    /// a transcript. Comments pass through as narration.
    private func runPlain(_ session: Session) -> Bool {
        var reader = ByteLineReader()
        var anyFailed = false
        while !session.isFinished, let bytes = reader.nextLine() {
            // Saves in a watched folder since the last line rebuild before the next one.
            if let lines = session.handleSaves() { Terminal.write(TranscriptFormat.outputBlock(lines)) }
            let shown = InputLine.display(bytes)
            if Tokenizer.isBlankOrComment(shown) {
                let trimmed = shown.drop { $0 == " " || $0 == "\t" }
                if !trimmed.isEmpty { Terminal.write(trimmed + "\n") }
                // Narration belongs in a recording as it does when typed at the prompt.
                session.recorder?.record(line: shown, output: [])
                continue
            }
            // The command line goes out before the command runs: should the lab die during it,
            // everything before is already written.
            Terminal.write(TranscriptFormat.prompt + shown + "\n")
            let outcome = session.execute(bytes: bytes)
            anyFailed = anyFailed || outcome.failed
            Terminal.write(TranscriptFormat.outputBlock(outcome.lines))
        }
        return anyFailed
    }

    /// A lesson's project is watched from the prompt (not in plain mode: nothing edits it there).
    private func showLessonWatch(_ session: Session) {
        guard let lines = Words.speaking(session.lessonDesk.language, { session.watchLessonProject() }) else { return }
        Terminal.writeLines(TerminalWrap.lines(lines.map { session.style.paint($0, .dim) }, width: Terminal.columns ?? .max) + [""])
    }

    private func runInteractive(_ session: Session) -> Bool {
        let editor = LineEditor(completer: Completer(session: session))
        editor.loadHistory(dataDirectory: session.dataDirectory)
        Terminal.write(Words.speaking(session.lessonDesk.language) {
            session.device.mac.map {
                ReplBanner.text(title: session.style.paint("LifecycleLab", .bold), macOS: $0.version.fullName, recording: session.recorder?.displayPath)
            } ?? ReplBanner.text(title: session.style.paint("LifecycleLab", .bold), iosVersion: session.device.iosVersion,
                                 recording: session.recorder?.displayPath)
        })
        // The lesson a learner was in when they last quit goes on where they were.
        if let lines = Words.speaking(session.lessonDesk.language, { session.resumeLessonInProgress() }) {
            Terminal.writeLines(TerminalWrap.lines(lines, width: Terminal.columns ?? .max) + [""])
        }
        showLessonWatch(session)
        var anyFailed = false
        sessionAtPrompt = session
        while !session.isFinished {
            switch editor.readLine(prompt: TranscriptFormat.prompt) {
            case .endOfInput:
                Terminal.write("\n")
                return anyFailed
            case .interrupted:
                Terminal.write("\n")
                // Ctrl-C ends watching a project folder.
                if session.stopWatching() { Terminal.writeLines([Words.speaking(session.lessonDesk.language) { session.watchStoppedText }, ""]) }
            case let .line(bytes):
                editor.remember(bytes)
                let outcome = session.execute(bytes: bytes)
                anyFailed = anyFailed || outcome.failed
                var lines = outcome.lines
                if outcome.failed, let last = lines.indices.last { lines[last] = session.style.paint(lines[last], .red) }
                // Folded to the terminal's width as it is now (it may have been resized).
                Terminal.writeLines(TerminalWrap.lines(lines, width: Terminal.columns ?? .max) + (lines.isEmpty ? [] : [""]))
            }
            showLessonWatch(session)
        }
        return anyFailed
    }
}

/// The LifecycleLab checkout this program was built from (for its `Lessons/` folder).
enum SourceRoot {
    static var path: String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        return FileManager.default.fileExists(atPath: root + "/Package.swift") ? root : nil
    }
}
