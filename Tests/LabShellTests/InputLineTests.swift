import Testing
@testable import LabShell

@Suite struct InputLineTests {
    init() { TestHome.prepare() }

    @Test func validUTF8Decodes() throws {
        let bytes = Array("launch \"Café\"\n".utf8)
        #expect(try InputLine.decode(bytes).get() == "launch \"Café\"")
    }

    @Test func invalidUTF8IsOneClearError() {
        let bytes: [UInt8] = Array("wait ".utf8) + [0xFF, 0x31]
        #expect(InputLine.decode(bytes) == .failure(CommandError("the line is not valid UTF-8 text (byte 0xFF at byte 6); retype it with plain characters")))
        #expect(InputLine.display(bytes) == "wait \u{FFFD}1")
    }

    @Test func truncatedSequenceIsFoundAtItsStart() {
        let bytes: [UInt8] = [0x61, 0xC3]
        #expect(InputLine.decode(bytes) == .failure(CommandError("the line is not valid UTF-8 text (byte 0xC3 at byte 2); retype it with plain characters")))
    }

    @Test func nulByteIsRefusedAndShownVisibly() {
        let bytes: [UInt8] = Array("help".utf8) + [0] + Array("x".utf8)
        #expect(InputLine.decode(bytes) == .failure(CommandError("the line contains a NUL byte (character 5); retype it without control characters")))
        #expect(InputLine.display(bytes) == "help^@x")
    }

    @Test func sessionReportsBadBytesAsAFailedCommand() throws {
        let session = try Session()
        let outcome = session.execute(bytes: [0x68, 0xFE])
        #expect(outcome.failed)
        #expect(outcome.lines == ["error: the line is not valid UTF-8 text (byte 0xFE at byte 2); retype it with plain characters"])
    }
}
