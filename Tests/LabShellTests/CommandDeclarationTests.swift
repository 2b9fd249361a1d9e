import Foundation
import Testing
import LabCore
@testable import LabShell

/// A command is declared once: its name, its arguments, whether it changes the device, how its
/// action reads. These tests keep it so.
@Suite struct CommandDeclarationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Files where a command's name stands for something else: an SVG role or a page element of
    /// the classroom, an event kind of `--events`, a background mode, a segue kind, a lesson's
    /// subcommand, a rule's trigger, a folder a watch skips, a plist's `type` key (a notification
    /// trigger's, a quick action's).
    static let otherMeanings: Set<String> = [
        "LabShell/Classroom/ScreenPicture.swift", "LabShell/Classroom/ClassroomPage.swift",
        "LabShell/Classroom/DiagramPicture.swift", "LabShell/Rendering/StateReport.swift",
        "LabShell/Commands/LessonCommand.swift", "LabShell/Bundles/FileContents.swift",
        "LabShell/Watch/FolderWatcher.swift", "LabShell/Commands/Help.swift",
        "LabCore/Events/Event.swift", "LabCore/Events/EventJSON.swift", "LabCore/Lifecycle/LifecycleAPI.swift",
        "LabCore/Lifecycle/LifecycleRule.swift", "LabCore/Notifications/Device+AppRefresh.swift",
        "LabCore/Notifications/Device+Fetch.swift", "LabCore/UIKit/Device+Segues.swift",
        "LabCore/Notifications/LocalNotificationRequest.swift", "LabCore/QuickActions/ShortcutItem.swift",
    ]

    /// Every command's name is written as a string once in LabShell and LabCore (outside
    /// comments, words for people, `tr("…")`, and the files above): in its `Command(name:)`, or
    /// in the `DeviceAction` it records, which the command takes its name from.
    @Test func everyCommandNameIsWrittenOnce() throws {
        var places: [String: [String]] = [:]
        let names = Set(CommandRegistry.standard.commands.map(\.name))
        for module in ["LabShell", "LabCore"] {
            let folder = Self.root + "/Sources/" + module
            let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            for file in files where !Self.otherMeanings.contains(module + "/" + file) {
                let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    guard !code.hasPrefix("//") else { continue }
                    for name in names where code.contains("\"\(name)\"") && !code.contains("tr(\"\(name)\")") {
                        places[name, default: []].append("\(module)/\(file):\(number + 1)")
                    }
                }
            }
        }
        for (name, found) in places.sorted(by: { $0.key < $1.key }) {
            #expect(found.count == 1, "\(name) is written in \(found.count) places: \(found.joined(separator: ", "))")
        }
        // `help` and `lesson` are declared in files where their names also mean something else.
        let declaredInOtherMeaningFiles: Set<String> = ["help", "lesson"]
        #expect(places.count + declaredInOtherMeaningFiles.count == names.count,
                "names not found as strings: \(names.subtracting(places.keys).subtracting(declaredInOtherMeaningFiles).sorted())")
    }

    /// The usage line `help` shows is written from the declaration and reads back as the same pattern.
    @Test func usageIsWrittenFromTheDeclaration() throws {
        for command in CommandRegistry.standard.commands {
            let read = try #require(UsagePattern(command.usage), "\(command.usage)")
            // The usage line read back lists a layout once per way an optional flag may be left
            // out; the same layouts are accepted.
            var seen: [[UsagePattern.Slot]] = []
            for layout in read.layouts where !seen.contains(layout) { seen.append(layout) }
            #expect(seen == command.usagePattern.layouts, "\(command.name)")
            #expect(read.options == command.usagePattern.options, "\(command.name)")
        }
        #expect(Command.push.usage == "push [APP] [FILE] [--file FILE] [--alert TEXT] [--badge N] [--sound NAME] [--silent]")
    }

    /// `push`'s words follow its typed rule, not the files on the host.
    @Test func pushTellsAppFromFile() throws {
        let session = try Session()
        let outcome = session.execute(line: "push Inbox --file a.json extra")
        #expect(outcome.lines == ["error: push takes one APP and one FILE — usage: \(Command.push.usage)"])
    }

    /// Typed values reach the body converted, and a bad one is refused with its type's words.
    @Test func typedValuesAreConvertedBeforeTheBody() throws {
        let checked = try Command.wait.check(#require(try Tokenizer.invocation(from: "wait 1m30s")))
        #expect(try Command.wait.typed(checked).value(.duration, as: TypedDuration.self) == TypedDuration(milliseconds: 90_000, typed: "1m30s"))
        let location = try Command.location.check(#require(try Tokenizer.invocation(from: "location allow")))
        #expect(try Command.location.typed(location).value(.coordinate, as: Coordinate.self) == nil)
        let bad = try Command.location.check(#require(try Tokenizer.invocation(from: "location here")))
        #expect(throws: CommandError(#""here" is not a coordinate: give LAT,LON in degrees (latitude −90…90, longitude −180…180), or allow|deny — usage: location allow|deny|COORDINATE"#)) {
            try Command.location.typed(bad)
        }
    }
}

/// What a body receives: the app resolved, numbers within their limits, a subcommand's own arguments.
@Suite struct TypedArgumentTests {
    /// An `APP` reaches the body as the installed app, or the command is refused before its body runs.
    @Test func anAppIsResolvedBeforeTheBody() throws {
        let session = try Session()
        let checked = try Command.launch.check(#require(try Tokenizer.invocation(from: "launch \"empty window\"")))
        #expect(try Command.launch.typed(checked, in: session).app.displayName == "Empty Window")
        let unknown = try Command.launch.check(#require(try Tokenizer.invocation(from: "launch Nowhere")))
        #expect(throws: CommandError.self) { try Command.launch.typed(unknown, in: session) }
        // One wording for every command that takes an APP.
        #expect(session.execute(line: "launch Nowhere").lines == session.execute(line: "fetch Nowhere").lines)
    }

    /// Numbers are typed options and values, refused with their own words.
    @Test func numbersAreTyped() throws {
        let log = try Command.log.check(#require(try Tokenizer.invocation(from: "log --last 3")))
        #expect(try Command.log.typed(log).value(option: "--last", as: Int.self) == 3)
        let zero = try Command.log.check(#require(try Tokenizer.invocation(from: "log --last 0")))
        #expect(throws: CommandError(#"--last needs a whole number above zero, such as --last 10, not "0""#)) { try Command.log.typed(zero) }
        let pressure = try Command.memoryPressure.check(#require(try Tokenizer.invocation(from: "memory-pressure 2")))
        #expect(try Command.memoryPressure.typed(pressure).value(.appCount, as: Int.self) == 2)
    }

    /// `push`'s one word is the payload when it ends in .json or .apns, the app otherwise; with
    /// `--file` it is the app.
    @Test func pushReadsItsWordsByItsRule() throws {
        func layout(_ line: String) throws -> [String]? {
            let checked = try Command.push.check(#require(try Tokenizer.invocation(from: line)))
            return Command.push.usagePattern.layout(for: checked)?.map(\.text)
        }
        #expect(try layout("push Inbox") == ["APP"])
        #expect(try layout("push alert.json") == ["FILE"])
        #expect(try layout("push Inbox alert.json") == ["APP", "FILE"])
        #expect(try layout("push alert.json --file other.json") == ["APP"])
    }

    /// A number is typed only where a word is one: `tap-notification Snooze` names an action,
    /// `why viewDidLoad` a method; `lesson hint N`, `reset --ios N` and `--device` reach their
    /// bodies typed, and a bad word is refused before the body runs.
    @Test func numbersAndWordsAreToldApart() throws {
        func typed(_ command: Command, _ line: String) throws -> Invocation {
            try command.typed(command.check(#require(try Tokenizer.invocation(from: line))))
        }
        let action = try typed(.tapNotification, "tap-notification Snooze")
        #expect(action.value(.notificationNumber, as: Int.self) == nil)
        #expect(action.value(.notificationAction, as: String.self) == "Snooze")
        let both = try typed(.tapNotification, "tap-notification 2 Snooze")
        #expect(both.value(.notificationNumber, as: Int.self) == 2)
        #expect(both.value(.notificationAction, as: String.self) == "Snooze")
        #expect(throws: CommandError.self) { try typed(.tapNotification, "tap-notification Snooze 2") }
        #expect(try typed(.why, "why 12").value(.eventNumber, as: Int.self) == 12)
        #expect(try typed(.why, "why viewDidLoad").value(.eventNumber, as: Int.self) == nil)
        #expect(try typed(.lesson, "lesson hint 2").value(.hintNumber, as: Int.self) == 2)
        #expect(throws: CommandError.self) { try typed(.lesson, "lesson hint two") }
        let reset = try typed(.reset, "reset --ios 12 --device IPHONE")
        #expect(reset.value(option: "--ios", as: Int.self) == 12)
        #expect(reset.value(option: "--device", as: DeviceKind.self) == .iphone)
        #expect(throws: CommandError(#"--device is iphone or mac, not "android""#)) { try typed(.reset, "reset --device Android") }
    }

    /// `--force` goes with `lesson solution` alone, as `--step` with `lesson start`.
    @Test func forceGoesWithSolutionAlone() throws {
        let session = try Session()
        #expect(session.execute(line: "lesson hint --force").lines == ["error: --force goes with `lesson solution` (`lesson solution --force`)"])
        #expect(session.execute(line: "lesson --force").lines == ["error: --force goes with `lesson solution` (`lesson solution --force`)"])
    }

    /// `lesson`'s usage is written from its declared subcommands, as it was written by hand.
    @Test func lessonSubcommandsWriteItsUsage() {
        #expect(Command.lesson.usage == "lesson [list|start [ID]|check|hint [N]|answer [CHOICE...]|next|reset|solution|quit|export FILE|import FILE|lang CODE] [--force] [--step N]")
        #expect(Set(LessonSubcommand.all.map(\.name)).count == LessonSubcommand.all.count)
    }
}
