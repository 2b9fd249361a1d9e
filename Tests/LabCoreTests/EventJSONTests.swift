import Testing
@testable import LabCore

@Suite struct EventJSONTests {
    @Test func stateEventMatchesContract() {
        let event = Event(seq: 1, t: 0, app: "com.example.EmptyWindow", kind: .state(from: .notRunning, to: .inactive))
        #expect(event.jsonLine == #"{"seq":1,"t":0,"app":"com.example.EmptyWindow","kind":"state","from":"notRunning","to":"inactive"}"#)
    }

    @Test func callbackEventMatchesContract() {
        let event = Event(seq: 2, t: 0, app: "com.example.EmptyWindow",
                          kind: .callback(receiver: "AppDelegate", name: "application(_:didFinishLaunchingWithOptions:)", implemented: true))
        #expect(event.jsonLine == #"{"seq":2,"t":0,"app":"com.example.EmptyWindow","kind":"callback","receiver":"AppDelegate","name":"application(_:didFinishLaunchingWithOptions:)","implemented":true}"#)
    }

    @Test func systemActionHasNullAppAndEscapedText() {
        let action = Event(seq: 5, t: 12, app: nil, kind: .action(name: "home", arguments: []))
        #expect(action.jsonLine == #"{"seq":5,"t":12,"app":null,"kind":"action","name":"home","arguments":[]}"#)
        let console = Event(seq: 4, t: 12, app: "a", kind: .console(text: "say \"hi\"\n\u{1}"))
        #expect(console.jsonLine == #"{"seq":4,"t":12,"app":"a","kind":"console","text":"say \"hi\"\n\u0001"}"#)
    }

    @Test func depthAppearsOnlyInsideAppCode() {
        let nested = Event(seq: 9, t: 0, app: "a", kind: .callback(receiver: "ViewController", name: "viewDidLoad()", implemented: true), depth: 1)
        #expect(nested.jsonLine == #"{"seq":9,"t":0,"app":"a","kind":"callback","receiver":"ViewController","name":"viewDidLoad()","implemented":true,"depth":1}"#)
        let topLevel = Event(seq: 10, t: 0, app: "a", kind: .console(text: "hi"))
        #expect(!topLevel.jsonLine.contains("depth"))
    }

    @Test func logNumbersEventsAndNotifiesSubscribers() {
        let log = EventLog()
        var seen: [Int] = []
        log.subscribe { seen.append($0.seq) }
        log.append(.notification(name: "UIApplication.didBecomeActiveNotification"), app: "a", at: 3)
        log.append(.console(text: "x"), app: "a", at: 4)
        #expect(seen == [1, 2])
        #expect(log.events(after: 1).map(\.seq) == [2])
    }
}

