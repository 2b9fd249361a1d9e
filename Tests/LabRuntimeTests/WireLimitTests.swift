import Foundation
import LabWire
import Testing

/// A line past `WireChannel.maximumLineLength` is noticed as soon as it is past, whatever
/// comes after it; shorter lines arriving in many reads are read whole.
@Suite struct WireLimitTests {
    /// A channel reading `bytes` from a file, as it would from the app's pipe.
    private func channel(reading bytes: [UInt8]) throws -> (WireChannel, String) {
        let path = NSTemporaryDirectory() + "lab-wire-\(UUID().uuidString)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let fd = open(path, O_RDONLY)
        try #require(fd >= 0)
        return (WireChannel(input: fd, output: -1), path)
    }

    @Test func aFloodWithNoLineBreakIsOverlongOnceItPassesTheLimit() throws {
        let limit = WireChannel.maximumLineLength
        let (channel, path) = try channel(reading: [UInt8](repeating: UInt8(ascii: "A"), count: limit + 200_000) + [10])
        defer { unlink(path); close(channel.input) }
        var read = 0
        while channel.fill() {
            read += 1
            #expect(!channel.hasBufferedLine)
            if channel.isOverlong { break }
        }
        #expect(channel.isOverlong)
        // Reads are 64 KB: it stopped within one read of the limit, not at the end of the flood.
        #expect(read == limit / 65_536 + 1)
    }

    @Test func aLongLineInManyReadsArrivesWhole() throws {
        let text = String(repeating: "x", count: 1_000_000)
        let (channel, path) = try channel(reading: Array("host\tprint\ts\(text)\nreturn\tv\n".utf8))
        defer { unlink(path); close(channel.input) }
        let first = try #require(channel.receive())
        #expect(first.verb == "host" && first.line.count == 1_000_012)
        #expect(!channel.isOverlong)
        #expect(channel.receive()?.verb == "return")
    }
}

/// The device takes from an app only the lines the simulated SDK writes: every value token
/// `WireValue` makes passes; anything else is a misuse.
@Suite struct WireFrameCheckTests {
    @Test func everythingTheSDKWritesPasses() {
        let values: [WireValue] = [.void, .null, .bool(true), .bool(false), .int(-42), .double(.infinity), .double(.nan), .double(-0.5),
                                   .string(""), .string("tab\tnew\nline\\back\r"), .string("a\u{0}b"), .object(ObjectRef(id: 7, className: "App.ViewController")),
                                   .closure(ClosureRef(id: 3))]
        for value in values {
            #expect(WireFrameCheck.problem(in: WireMessage("return", values: [value]), validUTF8: true) == nil, "\(value.token)")
        }
        #expect(WireFrameCheck.problem(in: WireMessage("host", values: values, prefix: ["makeWindow"]), validUTF8: true) == nil)
        #expect(WireFrameCheck.problem(in: WireMessage("hello", ["App", "", "App.AppDelegate"]), validUTF8: true) == nil)
    }

    @Test func linesNoSDKWritesAreRefused() {
        for line in ["return\tzzz", "return", "return\tv\tv", "return\tv\r", "host", "host\tmake window", "RETURN\tv", "", "reply\t0\tv",
                     "return\ti1.5", "return\to:UIView", "host\tprint\tsabc\\"] {
            #expect(WireFrameCheck.problem(in: WireMessage(line: Substring(line)), validUTF8: true) != nil, "\(line)")
        }
        #expect(WireFrameCheck.problem(in: WireMessage("return", ["v"]), validUTF8: false) == "its bytes are not UTF-8")
    }
}
