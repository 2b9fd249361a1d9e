import Testing
import LabCore
import LabLessons
@testable import LabShell

/// LabCore records facts; the shell words them. The words here are what learners read.
@Suite struct WordingTests {
    init() { TestHome.prepare() }

    @Test func refusalsAreWordedFromTheirFacts() {
        #expect(DeviceError.noSuchApp("Empty Windw", guess: "Empty Window").message
                == "no app named \"Empty Windw\" — did you mean \"Empty Window\"? (`apps` lists them)")
        #expect(DeviceError.notInSwitcher(app: "Empty Window", cards: ["Tally", "Notes"]).message
                == "Empty Window is not in the app switcher — its cards: \"Tally\", \"Notes\"")
        #expect(DeviceError.unavailable(.controlCentre, running: 6).message
                == "iOS 6 has no Control Centre (it arrived with iOS 7) — `reset --ios 7` or later")
        #expect(DeviceError.ambiguousApp("Truly Empty", bundleIdentifiers: ["a.one", "b.two"]).message
                == "2 apps are named \"Truly Empty\": a.one, b.two — name one by its bundle identifier")
    }

    @Test func systemEventsAreWordedFromTheirFacts() {
        #expect(SystemEvent.installed(app: "Tally", bundleIdentifier: "com.example.Tally", update: true).text == "Tally updated (com.example.Tally)")
        #expect(SystemEvent.alertShown(banner: false, badge: 3).text == "shown: badge 3, Notification Centre")
        #expect(SystemEvent.snapshotWithBackgroundTasks(["upload", nil]).text
                == "snapshot taken; background task \"upload\", (unnamed) keeps the app running")
        #expect(SystemEvent.processEnded(.exited(status: 2)).text == "the app exited by itself (exit status 2); no method is called")
    }

    /// `--events` carries facts, never the shell's words: a line is the same in every language,
    /// and none holds the sentence the terminal shows, so rewording a message changes nothing.
    @Test(arguments: [
        Event.Kind.system(.overlayClosed(.controlCenter)),
        .system(.installed(app: "Radio", bundleIdentifier: "com.example.Radio", update: true)),
        .system(.processEnded(.exited(status: 2))),
        .system(.snapshotWithBackgroundTasks(["upload", nil])),
        .system(.interfaceRotating(orientation: "landscapeLeft", width: 852, height: 393, horizontal: "regular", vertical: "compact")),
        .crash(cause: .watchdog(.launch), code: "0x8badf00d"),
        .crash(cause: .backgroundTaskExpired(name: "upload"), code: "0x2182bad2"),
        .crash(cause: .processFault(fault: .closedChannel, exceptionType: "EXC_CRASH (SIGKILL)"), code: "SIGKILL"),
        .crash(cause: .processFault(fault: .signal(number: 9), exceptionType: "EXC_CRASH (SIGKILL)"), code: "SIGKILL"),
        .crash(cause: .processFault(fault: .cannotStartExecutable(error: "Permission denied"), exceptionType: "EXC_CRASH (SIGKILL)"), code: "SIGKILL"),
        .advice(.outputDropped(lines: 40000)),
        .advice(.noFileSandbox),
        .advice(.signalsNotConfined(abi: 4)),
        .deadline(what: .completionHandler(result: "newData"), met: true),
    ])
    func eventLinesCarryFactsNotWords(_ kind: Event.Kind) {
        let event = Event(seq: 3, t: 0, app: nil, kind: kind)
        let lines = [Language.en, .zhHans, .ru].map { language in Words.speaking(language) { event.jsonLine } }
        #expect(Set(lines).count == 1)
        let shown = EventRenderer().render([event][...], device: Device(), style: Styler(colorEnabled: false)).joined()
        let sentence = shown.drop { $0 == " " || $0 == "✖" }
        #expect(!lines[0].contains(sentence), "\(lines[0]) holds the words \(sentence)")
    }

    @Test func aSystemEventLineNamesItsFactAndArguments() {
        let closed = Event(seq: 3, t: 0, app: nil, kind: .system(.overlayClosed(.controlCenter)))
        #expect(closed.jsonLine == #"{"seq":3,"t":0,"app":null,"kind":"system","fact":"overlayClosed","arguments":{"value":"controlCenter"}}"#)
        let installed = Event(seq: 1, t: 0, app: "com.example.Radio", kind: .system(.installed(app: "Radio", bundleIdentifier: "com.example.Radio", update: false)))
        #expect(installed.jsonLine == #"{"seq":1,"t":0,"app":"com.example.Radio","kind":"system","fact":"installed","arguments":{"app":"Radio","bundleIdentifier":"com.example.Radio","update":false}}"#)
        let ended = Event(seq: 2, t: 0, app: "a", kind: .system(.processEnded(.exited(status: 2))))
        #expect(ended.jsonLine == #"{"seq":2,"t":0,"app":"a","kind":"system","fact":"processEnded","arguments":{"value":{"fact":"exited","arguments":{"status":2}}}}"#)
        let crash = Event(seq: 4, t: 0, app: "a", kind: .crash(cause: .uncaughtException(name: "NSRangeException", reason: "index 3"), code: "SIGABRT"))
        #expect(crash.jsonLine == #"{"seq":4,"t":0,"app":"a","kind":"crash","cause":"uncaughtException","arguments":{"name":"NSRangeException","reason":"index 3"},"code":"SIGABRT"}"#)
    }

    @Test func pastEventsKeepTheAppsName() throws {
        let device = Device()
        let phone = try #require(device.installedApps.first)
        device.record(.state(from: .notRunning, to: .inactive), app: phone.bundleIdentifier)
        #expect(device.log.events.last?.appName == phone.displayName)
        // Rendering reads the name kept in the event, not the device's live list of apps.
        let gone = Event(seq: 1, t: 0, app: "com.example.Gone", appName: "Gone Away", kind: .state(from: .suspended, to: .notRunning))
        #expect(EventRenderer().render([gone][...], device: device, style: Styler(colorEnabled: false)) == ["● Gone Away   suspended → not running"])
    }
}
