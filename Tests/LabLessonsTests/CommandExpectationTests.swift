import Foundation
import LabCore
import Testing
@testable import LabLessons

/// `command:` as lesson.yaml writes it: a name alone takes any arguments, a form with
/// arguments wants exactly those, `…` accepts more, a list is alternatives, and `after`
/// wants the command typed once an event had happened.
@Suite struct CommandExpectationTests {
    static let app = "com.example.A"

    static func lesson(_ expectation: String) throws -> CommandExpectation {
        let yaml = LessonLoaderTests.good.replacingOccurrences(of: "- command: home", with: "- command: \(expectation)")
        let library = try LessonLoaderTests.library(["a": yaml])
        #expect(library.problems.map(\.text) == [])
        let checked = try #require(library.lesson("a")?.steps.first?.expectations.last)
        return try #require(checked.expectation as? CommandExpectation)
    }

    static func met(_ expectation: CommandExpectation, _ typed: [UsedCommand], events device: Device = Device()) -> Bool {
        expectation.isMet(in: CheckContext(device: device, app: app, events: device.log.events(after: 0), commands: typed))
    }

    static func typed(_ line: String, seq: Int? = nil) -> UsedCommand {
        let words = line.split(separator: " ").map(String.init)
        return UsedCommand(name: words[0], arguments: Array(words.dropFirst()), seq: seq)
    }

    @Test func aNameAloneTakesAnyArguments() throws {
        let home = try Self.lesson("home")
        #expect(Self.met(home, [Self.typed("home")]))
        #expect(Self.met(home, [Self.typed("home now")]))
        #expect(!Self.met(home, [Self.typed("lock")]))
    }

    @Test func aFormWithArgumentsWantsThoseExactly() throws {
        let look = try Self.lesson("cat Postcard Assets.car")
        #expect(Self.met(look, [Self.typed("cat Postcard Assets.car")]))
        #expect(!Self.met(look, [Self.typed("cat Postcard greeting.txt")]))
        #expect(!Self.met(look, [Self.typed("cat Postcard")]))
        #expect(!Self.met(look, [Self.typed("cat Postcard Assets.car extra")]))
        let open = try Self.lesson("\"plist Variables …\"")
        #expect(Self.met(open, [Self.typed("plist Variables CFBundleName")]))
    }

    @Test func theLessonsBundleIdentifierNamesItsApp() throws {
        let look = try Self.lesson("plist com.example.A CFBundleIdentifier")
        #expect(Self.met(look, [Self.typed("plist com.example.A CFBundleIdentifier")]))
        // Not installed, so no display name resolves to the lesson's app.
        #expect(!Self.met(look, [Self.typed("plist Other CFBundleIdentifier")]))
    }

    @Test func aListIsAlternatives() throws {
        let either = try Self.lesson("[plist A UIMainStoryboardFile, plist A]")
        #expect(either.forms == [["plist", "A", "UIMainStoryboardFile"], ["plist", "A"]])
        #expect(Self.met(either, [Self.typed("plist A")]))
        #expect(Self.met(either, [Self.typed("plist A UIMainStoryboardFile")]))
        #expect(!Self.met(either, [Self.typed("plist A CFBundleName")]))
    }

    @Test func afterWantsTheCommandOnceTheEventHappened() throws {
        let log = try Self.lesson("{typed: log, after: action home}")
        let device = Device()
        #expect(!Self.met(log, [Self.typed("log", seq: device.log.lastSeq)], events: device), "no Home press yet")
        _ = device.record(.action(name: "home", arguments: []))
        let pressed = device.log.lastSeq
        #expect(!Self.met(log, [Self.typed("log", seq: pressed - 1)], events: device), "typed before the press")
        #expect(Self.met(log, [Self.typed("log", seq: pressed)], events: device))
    }
}
