import Testing
@testable import LabShell

/// A line past `InputLine.maximumLength` is refused whole, at once, without being tokenized.
@Suite struct PromptLineLimitTests {
    init() { TestHome.prepare() }

    @Test func aMegabyteLineIsOneError() throws {
        let session = try Session()
        let line = [UInt8]("push Quiet ".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        let outcome = session.execute(bytes: line)
        #expect(outcome.lines == ["error: " + InputLine.tooLong.message])
        #expect(InputLine.display(line).count == 81)
        // A replayed transcript's line takes the same road.
        #expect(session.execute(line: String(decoding: line, as: UTF8.self)).lines == ["error: " + InputLine.tooLong.message])
        #expect(!session.execute(line: "apps").failed)
    }
}
