import Testing
@testable import LabShell

@Suite struct TranscriptTests {
    init() { TestHome.prepare() }

    let text = """
    # Waiting moves the virtual clock.
    lab> wait 1s
    ▸ wait 1s

    # narration between
    lab> log
    0:00.000  ▸ wait 1s
    0:01.000  now
    lab> quit

    """

    @Test func parsesCommandsOutputAndNarration() throws {
        let transcript = try Transcript(text: text, name: "t.transcript")
        #expect(transcript.steps.map(\.command) == ["wait 1s", "log", "quit"])
        #expect(transcript.expectedOutput(of: transcript.steps[0]) == ["▸ wait 1s"])
        #expect(transcript.expectedOutput(of: transcript.steps[1]) == ["0:00.000  ▸ wait 1s", "0:01.000  now"])
        #expect(transcript.expectedOutput(of: transcript.steps[2]) == [])
        #expect(transcript.steps[0].narration == ["Waiting moves the virtual clock."])
        #expect(transcript.steps[1].narration == ["narration between"])
        #expect(transcript.steps[1].promptIndex == 5)
    }

    @Test func emptyCommandAndMissingTrailingNewline() throws {
        let transcript = try Transcript(text: "lab>\nlab> help", name: "t")
        #expect(transcript.steps.map(\.command) == ["", "help"])
    }

    @Test func aWindowsEditorsLineEndingsAndByteOrderMarkAreRead() throws {
        let windows = text.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try Transcript(text: "\u{FEFF}" + windows, name: "t") == Transcript(text: text, name: "t"))
    }

    @Test func aPromptWithoutItsSpaceIsNamed() {
        #expect(throws: TranscriptError("t.transcript:2: a space goes between `lab>` and the command: lab> wait 1s")) {
            try Transcript(text: "# narration\nlab>wait 1s\n", name: "t.transcript")
        }
    }

    @Test func notATranscript() {
        #expect(throws: TranscriptError("notes.txt:1: expected `lab> COMMAND` or `# narration` before the first command; is this a transcript?")) {
            try Transcript(text: "hello\nlab> help\n", name: "notes.txt")
        }
        #expect(throws: TranscriptError("empty.transcript is not a transcript: it has no `lab> COMMAND` lines")) {
            try Transcript(text: "# only narration\n\n", name: "empty.transcript")
        }
    }

    @Test func loadingMissingFilesAndFolders() {
        #expect(throws: TranscriptError("nope.transcript: no such file; check the path (relative paths start from the current folder)")) {
            try Transcript.load(path: "/nonexistent/nope.transcript", name: "nope.transcript")
        }
        #expect(throws: TranscriptError("/tmp is a folder, not a transcript; name a .transcript file inside it")) {
            try Transcript.load(path: "/tmp", name: "/tmp")
        }
    }
}
