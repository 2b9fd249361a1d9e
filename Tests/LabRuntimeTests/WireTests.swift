import LabWire
import Testing

@Suite struct WireTests {
    @Test(arguments: [
        WireValue.void, .null, .bool(true), .bool(false), .int(-42), .double(1.5),
        .string("tab\there\nnew line \\ backslash"), .string(""), .object(ObjectRef(id: 7, className: "ViewController")), .closure(ClosureRef(id: 3)),
    ])
    func valuesSurviveTheirTokens(_ value: WireValue) {
        #expect(WireValue(token: Substring(value.token)) == value)
        #expect(!value.token.contains("\t") && !value.token.contains("\n"))
    }

    @Test func messagesSplitOnTabsOnly() {
        let message = WireMessage("perform", values: [.object(ObjectRef(id: 2, className: "AppDelegate")), .string("a\tb")], prefix: ["120"])
        let read = WireMessage(line: Substring(message.line))
        #expect(read.verb == "perform")
        #expect(read.fields.first == "120")
        #expect(read.value(2) == .string("a\tb"))
    }
}
