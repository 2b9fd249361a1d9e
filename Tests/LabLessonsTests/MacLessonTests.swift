import Foundation
import LabCore
import Testing
@testable import LabLessons

/// `device: mac`: a lesson on the simulated Mac reads the Mac's states, windows and sandbox,
/// and what only the iPhone has is refused with the line that asks for it.
@Suite struct MacLessonTests {
    static let mac = """
    id: m
    order: 1
    device: mac
    macos: "10.9"
    app: com.example.M
    title: {en: M, zh-Hans: 甲, ru: М}
    summary: {en: S, zh-Hans: 摘要, ru: Итог}
    steps:
      - id: one
        text: {en: Do it, zh-Hans: 做, ru: Сделайте}
        expect:
          - sequence: [action activate, callback applicationWillResignActive(_:), state active -> inactive]
          - state: hidden
          - windows: 0
          - sandboxed: true
    """

    @Test func aMacLessonLoadsWithTheMacsStates() throws {
        let library = try LessonLoaderTests.library(["m": Self.mac])
        #expect(library.problems == [])
        let lesson = try #require(library.lesson("m"))
        #expect(lesson.macOS == MacOSVersion(major: 10, minor: 9))
        let expectations = lesson.steps[0].expectations.map(\.expectation)
        #expect((expectations[1] as? MacStateExpectation)?.state == .hidden)
        #expect(expectations[3] is SandboxExpectation)
        let sequence = try #require(expectations[0] as? SequenceExpectation)
        #expect(sequence.patterns[2].kind == .macState(from: .active, to: .inactive))
        #expect(sequence.patterns[1].words(in: .en) == "AppKit calls applicationWillResignActive(_:)")
        #expect(sequence.patterns[2].words(in: .en) == "the app goes from running active to running inactive")
        #expect(expectations[1].description(in: .ru) == "приложение сейчас в состоянии «скрыто»")
        #expect(sequence.patterns[2].words(in: .zhHans) == "应用从“运行（活跃）”状态进入“运行（非活跃）”状态")
    }

    @Test func withoutMacosTheMacRunsTheCurrentSystem() throws {
        let library = try LessonLoaderTests.library(["m": Self.mac.replacingOccurrences(of: "macos: \"10.9\"\n", with: "")])
        #expect(library.lesson("m")?.macOS == MacOSVersion.current)
        #expect(try LessonLoaderTests.library(["a": LessonLoaderTests.good]).lesson("a")?.macOS == nil)
    }

    /// A Mac state change is `MacEvent.state`, matched by the Mac's pattern and not the iPhone's.
    @Test func aMacStatePatternMatchesTheMacsEvent() throws {
        let pattern = try EventPattern.parse("state active -> inactive", onMac: true).get()
        let event = Event(seq: 1, t: 0, app: "com.example.M", kind: .mac(.state(from: .active, to: .inactive)))
        #expect(pattern.matches(event, app: "com.example.M"))
        #expect(!pattern.matches(event, app: "com.example.Other"))
        let iPhone = try EventPattern.parse("state active -> inactive").get()
        #expect(!iPhone.matches(event, app: "com.example.M"))
    }

    @Test(arguments: [
        ("- state: hidden", "- view: {class: UILabel}", 13, "`view` reads UIKit's key window and view tree, and this lesson runs on the Mac (device: mac); a Mac lesson checks sequence, never, state, windows, info-plist, build-setting, bundle-file, container-file, sandboxed, console, command"),
        ("- state: hidden", "- preference: name", 13, "the lesson engine does not check `preference` on the Mac yet; a Mac lesson checks sequence, never, state, windows, info-plist, build-setting, bundle-file, container-file, sandboxed, console, command"),
        ("- state: hidden", "- state: suspended", 13, "unknown Mac state \"suspended\"; use notRunning, active, inactive, hidden (a Mac app has no background and no suspended state)"),
        ("state active -> inactive]", "scene-state background]", 12, "`scene-state` is an iPhone event and this lesson runs on the Mac (device: mac); a Mac lesson's events are state, callback, implemented, notification, action, command, console and warning"),
        ("macos: \"10.9\"", "macos: \"9\"", 4, "macos \"9\" is not simulated; choose 10.6 to 15 (such as 10.6, 10.9 or 14)"),
        ("macos: \"10.9\"", "ios: 13", 4, "ios is the iPhone's; a Mac lesson (device: mac) takes macos: VERSION, or none for macOS 14"),
        ("device: mac", "device: ipad", 3, "device is iphone or mac, not \"ipad\""),
    ])
    func whatOnlyTheIPhoneHasIsRefused(_ replaced: String, _ by: String, _ line: Int, _ message: String) throws {
        let library = try LessonLoaderTests.library(["m": Self.mac.replacingOccurrences(of: replaced, with: by)])
        #expect(library.problems.map(\.text) == ["Lessons/m/lesson.yaml:\(line): \(message)"])
    }

    @Test func theMacsOwnKindsAreRefusedOnTheIPhone() throws {
        let sandboxed = LessonLoaderTests.good.replacingOccurrences(of: "- command: home", with: "- sandboxed: true")
        #expect(try LessonLoaderTests.library(["a": sandboxed]).problems.first?.message
            == "`sandboxed` is the Mac's: an iOS app is always in its sandbox container (check its files with container-file)")
        let hidden = LessonLoaderTests.good.replacingOccurrences(of: "state notRunning -> inactive", with: "state hidden")
        #expect(try LessonLoaderTests.library(["a": hidden]).problems.first?.message.hasSuffix("(hidden is a Mac state: a Mac lesson says device: mac)") == true)
        let macos = LessonLoaderTests.good.replacingOccurrences(of: "order: 1", with: "order: 1\nmacos: \"14\"")
        #expect(try LessonLoaderTests.library(["a": macos]).problems.first?.message == "macos goes with device: mac; an iPhone lesson takes ios: VERSION")
    }
}
