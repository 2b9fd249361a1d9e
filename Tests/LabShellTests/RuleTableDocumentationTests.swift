import Foundation
import Testing
import LabCore
@testable import LabShell

/// docs/lifecycle.md's "The rule rows" table is generated from `LifecycleRules`, and the
/// sections and sources the rows cite are the page's own.
@Suite struct RuleTableDocumentationTests {
    static let page = DocumentationTests.root + "/docs/lifecycle.md"
    static let begin = "<!-- rule rows: generated, do not edit -->\n"
    static let end = "<!-- end of rule rows -->"

    @Test func tableMatchesTheRules() throws {
        var text = try String(contentsOfFile: Self.page, encoding: .utf8)
        let generated = RuleText.markdownTable() + "\n"
        func block(_ text: String) throws -> Range<String.Index> {
            let start = try #require(text.range(of: Self.begin)), stop = try #require(text.range(of: Self.end))
            return start.upperBound..<stop.lowerBound
        }
        if String(text[try block(text)]) != generated, ProcessInfo.processInfo.environment["LAB_UPDATE_DOCS"] == "1" {
            text.replaceSubrange(try block(text), with: generated)
            try text.write(toFile: Self.page, atomically: true, encoding: .utf8)
        }
        #expect(String(text[try block(text)]) == generated,
                "docs/lifecycle.md's rule rows differ from LifecycleRules: run LAB_UPDATE_DOCS=1 swift test --filter RuleTableDocumentationTests")
    }

    @Test func sectionsAndSourcesAreThePages() throws {
        let text = try String(contentsOfFile: Self.page, encoding: .utf8)
        let prose = text.components(separatedBy: Self.begin)[0].replacingOccurrences(of: "*", with: "")
        for rule in LifecycleRules.all {
            #expect(text.contains("\n## \(rule.section)\n"), "\(rule.id.rawValue): no section \(rule.section) in docs/lifecycle.md")
            for source in rule.sources {
                #expect(prose.contains(source.rawValue) as Bool, "\(rule.id.rawValue): docs/lifecycle.md does not cite \(source.rawValue)")
            }
        }
    }

    /// Every trigger has exactly one unconditional row on every iOS the lab runs, except the
    /// switcher's before multitasking (iOS 3 has no switcher: the command is refused there).
    @Test func everyTriggerHasOneRowPerVersion() {
        let switcherTriggers: Set<Trigger> = [.switcherOpened, .switcherBack, .switcherOther, .forceQuitSuspended, .forceQuitRunning]
        for trigger in Trigger.allCases {
            for version in Device.supportedIOSVersions {
                let rows = LifecycleRules.all.filter { $0.trigger == trigger && $0.condition == nil && $0.holds(onIOS: version) }
                let expected = switcherTriggers.contains(trigger) && !VersionDial.Era.multitasking.contains(version) ? 0 : 1
                #expect(rows.count == expected, "\(trigger) on iOS \(version): \(rows.map(\.id))")
            }
        }
    }

    /// `--events` names the row in each event it produced.
    @Test func eventsNameTheirRowInJSON() {
        let event = Event(seq: 3, t: 0, app: "com.example.A", kind: .state(from: .active, to: .inactive), rule: .home)
        #expect(event.jsonLine.hasSuffix(#","rule":"home"}"#))
        #expect(!Event(seq: 1, t: 0, app: nil, kind: .action(name: "home", arguments: [])).jsonLine.contains("rule"))
    }

    /// The launch rows split the app-based launch by the dial's order row, with no overlap.
    @Test func launchRowsFollowTheDial() {
        for version in Device.supportedIOSVersions {
            let dial = VersionDial(iosVersion: version)
            let row = LifecycleRules.launchRow(kind: .appBased, dial: dial, inBackground: false)
            #expect(row.holds(onIOS: version))
            #expect((row.id == .launchActiveFirst) == dial.didBecomeActiveBeforeViewDidAppear)
        }
    }
}
