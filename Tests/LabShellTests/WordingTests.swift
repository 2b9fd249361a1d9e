import Testing
import LabCore
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

    @Test func theJSONTextOfASystemEventIsTheShellsWording() {
        let event = Event(seq: 3, t: 0, app: nil, kind: .system(.overlayClosed(.controlCenter)))
        #expect(event.jsonLine(describe: \.text) == #"{"seq":3,"t":0,"app":null,"kind":"system","text":"Control Centre closed"}"#)
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
