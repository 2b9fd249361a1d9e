import Foundation
import Testing
import LabCore
@testable import LabShell

/// Quick Help and `why` reach the lifecycle API by its names: Tab completes them, and the
/// short spellings a learner types find the full one.
@Suite struct QuickHelpTests {
    init() { TestHome.prepare() }

    private func complete(_ line: String, in session: Session) -> [String] {
        Completer(session: session).complete(line: line, cursor: line.count).candidates
    }

    @Test func tabCompletesLifecycleNames() throws {
        let session = try Session()
        #expect(complete("help applicationDidE", in: session) == ["applicationDidEnterBackground(_:)", "applicationDidEnterBackground"])
        #expect(complete("help UIApplicationExits", in: session) == ["UIApplicationExitsOnSuspend"])
        #expect(complete("why not applicationWillTerm", in: session) == ["applicationWillTerminate(_:)", "applicationWillTerminate"])
    }

    @Test func shortNamesFindTheFullSpelling() {
        #expect(LifecycleAPI.entries(named: "applicationDidEnterBackground").map(\.name) == ["applicationDidEnterBackground(_:)"])
        #expect(LifecycleAPI.entries(named: "didFinishLaunchingWithOptions").map(\.name) == ["application(_:didFinishLaunchingWithOptions:)"])
        #expect(LifecycleAPI.entries(named: "UIApplicationDidEnterBackgroundNotification").map(\.name) == ["UIApplication.didEnterBackgroundNotification"])
        #expect(LifecycleAPI.entries(named: "didEnterBackgroundNotification").count == 2)
        #expect(LifecycleAPI.entries(named: "applicationDidEnterBackgroundNow").isEmpty)
    }

    /// When a method is called is read from the rule rows: Home, lock, an answered call and
    /// another app chosen send an app to the background.
    @Test func offeringRowsComeFromTheRules() throws {
        let entry = try #require(LifecycleAPI.entries(named: "applicationDidEnterBackground").first)
        #expect(entry.offeringRules.map(\.id) == [.home, .lock, .callAnswered, .switcherOther])
        #expect(entry.budget == .enterBackground && entry.budget?.milliseconds == 5_000)
    }

    @Test func aLessonMentionIsAWholeWord() {
        #expect(QuickHelpText.mentions("save in `applicationDidEnterBackground(_:)`.", "applicationDidEnterBackground"))
        #expect(!QuickHelpText.mentions("applicationDidEnterBackgroundNow", "applicationDidEnterBackground"))
    }
}
