import Testing
@testable import LabShell

@Suite struct DurationTextTests {
    @Test(arguments: [("500ms", 500), ("30s", 30_000), ("10m", 600_000), ("1m30s", 90_000), ("1h", 3_600_000),
                      ("1h2m3s4ms", 3_723_004), ("1.5s", 1500), ("0s", 0), ("2M", 120_000)])
    func parses(text: String, milliseconds: Int) throws {
        #expect(try DurationText.milliseconds(text) == milliseconds)
    }

    @Test(arguments: [
        ("", "a duration is needed, such as 500ms, 30s, 10m or 1m30s"),
        ("30", #""30" needs a unit: write 30s for seconds or 30ms for milliseconds"#),
        ("5x", #""5x" has an unknown unit "x"; use ms, s, m or h, such as 500ms, 30s, 10m or 1m30s"#),
        ("soon", #""soon" is not a duration; write a number and a unit, such as 500ms, 30s, 10m or 1m30s"#),
        ("30s1m", #""30s1m" repeats a unit or puts a smaller one first; write larger units first, such as 1m30s"#),
        ("1s1s", #""1s1s" repeats a unit or puts a smaller one first; write larger units first, such as 1m30s"#),
        ("-5s", #""-5s" is negative; time only moves forward: write a duration such as 500ms, 30s, 10m or 1m30s"#),
        ("0.5ms", #""0.5ms" is not a whole number of milliseconds; the clock counts milliseconds"#),
        ("169h", #""169h" is too long; the longest duration is 7 days (168h)"#),
        ("1.2.3s", #""1.2.3s" is not a duration; write a number and a unit, such as 500ms, 30s, 10m or 1m30s"#),
    ])
    func rejects(text: String, message: String) {
        #expect(throws: CommandError(message)) { try DurationText.milliseconds(text) }
    }

    @Test func formatsShortestSpellingThatParsesBack() throws {
        for ms in [0, 1, 500, 1000, 90_000, 3_723_004] {
            #expect(try DurationText.milliseconds(DurationText.format(ms)) == ms)
        }
        #expect(DurationText.format(90_000) == "1m30s")
    }

    @Test func clockReadings() {
        #expect(DurationText.clock(0) == "0:00.000")
        #expect(DurationText.clock(90_500) == "1:30.500")
        #expect(DurationText.clock(3_723_004) == "1:02:03.004")
    }
}
