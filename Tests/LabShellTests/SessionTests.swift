import Foundation
import Testing
import LabLessons
@testable import LabShell
import LabCore

@Suite struct SessionTests {
    init() { TestHome.prepare() }

    @Test func errorsAreOneLineAndTheSessionGoesOn() throws {
        let session = try Session()
        let bad = session.execute(line: "wait soon")
        #expect(bad.failed)
        #expect(bad.lines.count == 1)
        #expect(bad.lines[0].hasPrefix("error: "))
        let good = session.execute(line: "wait 2s")
        #expect(!good.failed)
        #expect(session.device.clock.now == 2000)
    }

    @Test func waitRecordsOneActionWithTheDurationAsTyped() throws {
        let session = try Session()
        let before = session.device.log.lastSeq
        _ = session.execute(line: "wait 1m30s")
        let events = session.device.log.events(after: before)
        #expect(events.count == 1)
        #expect(events.first?.kind == .action(name: "wait", arguments: ["1m30s"]))
        #expect(events.first?.t == 0)
    }

    @Test func logShowsTheLastEntriesAndTheTimeNow() throws {
        let session = try Session()
        _ = session.execute(line: "wait 1s")
        _ = session.execute(line: "wait 500ms")
        let lines = session.execute(line: "log --last 1").lines
        #expect(lines.last == "0:01.500  now")
        #expect(lines.dropLast().last?.hasPrefix("0:01.000  ") == true)
        #expect(lines.first?.hasPrefix("… ") == true)
    }

    /// The sample apps a device boots with get their container folders when first used.
    @Test func sampleContainersAreMadeWhenFirstUsed() throws {
        let session = try Session()
        let path = try #require(try session.device.app(matching: "Empty Window").containerPath)
        #expect(!FileManager.default.fileExists(atPath: path))
        _ = session.execute(line: #"launch "Empty Window""#)
        for folder in ["Documents", "Library/Caches", "Library/Preferences", "tmp"] {
            #expect(FileManager.default.fileExists(atPath: path + "/" + folder), "\(folder)")
        }
    }

    /// A test writes a file into the container the way an app would. A sample app's container
    /// is made when first used; `container(of:)` (what `container` and `cat` use) makes it.
    @Test func catAndContainerReadTheSandbox() throws {
        let session = try Session()
        let container = try session.container(of: session.installedApp("Empty Window")).path
        #expect(FileManager.default.createFile(atPath: container + "/Documents/notes.txt", contents: Data("milk\neggs\n".utf8)))
        #expect(session.execute(line: #"cat "Empty Window" Documents/notes.txt"#).lines == ["milk", "eggs"])
        let tree = session.execute(line: #"container "Empty Window""#).lines
        #expect(tree.contains { $0.contains("notes.txt") })
        let escape = session.execute(line: #"cat "Empty Window" Documents/../../../etc/passwd"#)
        #expect(escape.failed)
    }

    @Test func quitFinishesTheSession() throws {
        let session = try Session()
        #expect(!session.isFinished)
        _ = session.execute(line: "quit")
        #expect(session.isFinished)
    }

    @Test func resetGivesAFreshDeviceOnTheAskedVersion() throws {
        let session = try Session()
        _ = session.execute(line: "wait 5s")
        let outcome = session.execute(line: "reset --ios 12")
        #expect(!outcome.failed)
        #expect(session.device.iosVersion == 12)
        #expect(session.device.clock.now == 0)
        #expect(session.execute(line: "reset --ios 99").lines == ["error: iOS 99 is not simulated; choose a version from 3 to 18"])
    }

    @Test func recordWritesATranscriptThatReplays() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lab-record-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try Session(workingDirectory: folder)
        #expect(session.execute(line: "record demo.transcript").lines == ["recording to demo.transcript; `record stop` ends it"])
        _ = session.execute(line: "# time passes")
        _ = session.execute(line: "wait 3s")
        _ = session.execute(line: "wait nope")
        // Refused, and left out: replayed, it would start writing over the transcript.
        #expect(session.execute(line: "record demo.transcript").failed)
        _ = session.execute(line: "record stop")
        let text = try String(contentsOfFile: folder + "/demo.transcript", encoding: .utf8)
        #expect(text.hasPrefix("# time passes\nlab> wait 3s\n"))
        #expect(text.contains("lab> wait nope\nerror: "))
        #expect(!text.contains("record"))
        let result = Replayer().replay(path: folder + "/demo.transcript", name: "demo.transcript")
        #expect(result.status == .passed, "\(result.report.joined(separator: "\n"))")
    }

    @Test func recordSaysWhenItReplacesAFileAndRefusesAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lab-record-over-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "lab> wait 1s\n▸ wait 1s\n".write(toFile: folder + "/old.transcript", atomically: true, encoding: .utf8)
        let session = try Session(workingDirectory: folder)
        #expect(session.execute(line: "record sub").lines == ["error: sub is a folder; name a .transcript file (inside it, or beside it)"])
        #expect(session.execute(line: "record old.transcript").lines
            == ["recording to old.transcript (the file that was there is replaced); `record stop` ends it"])
        _ = session.execute(line: "record stop")
        #expect(session.execute(line: "record new.transcript").lines == ["recording to new.transcript; `record stop` ends it"])
    }

    @Test func replayFindsATamperedLineAndUpdateRepairsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lab-tamper-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/t.transcript"
        try "# narration stays\nlab> wait 1s\n▸ wait 2s\n\nlab> quit\n".write(toFile: path, atomically: true, encoding: .utf8)
        let failed = Replayer().replay(path: path, name: "t.transcript")
        #expect(failed.status == .failed)
        #expect(failed.report.first == "t.transcript:2: output of `wait 1s` differs")
        #expect(failed.report.contains("-▸ wait 2s"))
        let updated = Replayer(update: true).replay(path: path, name: "t.transcript")
        #expect(updated.status == .updated)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("# narration stays\nlab> wait 1s\n"))
        #expect(!text.contains("wait 2s"))
        #expect(Replayer().replay(path: path, name: "t.transcript").status == .passed)
    }

    @Test func eventsStreamAsJSONLinesPerCommand() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lab-events-\(getpid()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let stream = try EventStream(path: path, workingDirectory: "/")
        let session = try Session(eventStream: stream)
        let booted = session.device.log.lastSeq
        _ = session.execute(line: "wait 2s")
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == booted + 1)
        #expect(lines.last.map(String.init) == #"{"seq":\#(booted + 1),"t":0,"app":null,"kind":"action","name":"wait","arguments":["2s"]}"#)
    }

    /// The events file is a contract: the same in every language the session speaks.
    @Test func eventsDoNotDependOnTheLanguage() throws {
        var files: [String] = []
        for language in Language.allCases {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("lab-events-\(getpid())-\(language.rawValue).jsonl").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let session = try Session(eventStream: try EventStream(path: path, workingDirectory: "/"))
            session.lessonDesk.language = language
            for line in ["launch \"Empty Window\"", "home", "memory-pressure", "fetch \"Empty Window\""] { _ = session.execute(line: line) }
            files.append(try String(contentsOfFile: path, encoding: .utf8))
        }
        #expect(files.allSatisfy { $0 == files[0] })
        #expect(files[0].contains(#""kind":"advice","name":"fetchModeMissing","appName":"Empty Window""#))
    }

    @Test func stylerPaintsOnlyWhenColourIsOn() {
        #expect(Styler.plain.paint("x", .green) == "x")
        #expect(Styler(colorEnabled: true).paint("x", .green) == "\u{1B}[32mx\u{1B}[0m")
        #expect(!Styler.wantsColor(isTerminal: true, noColorFlag: false, environment: ["NO_COLOR": "1"]))
        #expect(!Styler.wantsColor(isTerminal: false, noColorFlag: false, environment: [:]))
        #expect(!Styler.wantsColor(isTerminal: true, noColorFlag: true, environment: [:]))
        #expect(Styler.wantsColor(isTerminal: true, noColorFlag: false, environment: ["TERM": "xterm"]))
    }

    @Test func dataDirectoryFollowsXDG() {
        #expect(DataDirectory.resolve(override: "/d", environment: ["XDG_STATE_HOME": "/s"], home: "/h") == "/d")
        #expect(DataDirectory.resolve(override: nil, environment: ["XDG_STATE_HOME": "/s"], home: "/h") == "/s/lab")
        #expect(DataDirectory.resolve(override: nil, environment: ["XDG_STATE_HOME": "relative"], home: "/h") == "/h/.local/state/lab")
        #expect(DataDirectory.resolve(override: nil, environment: [:], home: "/h") == "/h/.local/state/lab")
    }
}

extension SessionTests {
    @Test func recordingIsColourOffEvenWhenTheSessionIsColoured() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lab-colour-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try Session(style: Styler(colorEnabled: true), workingDirectory: folder)
        _ = session.execute(line: "record c.transcript")
        let shown = session.execute(line: "wait 1s").lines
        _ = session.execute(line: "record stop")
        let text = try String(contentsOfFile: folder + "/c.transcript", encoding: .utf8)
        #expect(!text.contains("\u{1B}"))
        #expect(text == "lab> wait 1s\n" + shown.map { Styler.removingEscapes($0) + "\n" }.joined() + "\n")
        #expect(Styler.removingEscapes("\u{1B}[1m▸ wait\u{1B}[0m x") == "▸ wait x")
    }
}
