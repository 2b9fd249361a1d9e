import Testing
@testable import LabCore

/// The era rows of issue 13, read from `VersionDial` and the tables that use them.
@Suite struct VersionDialEraTests {
    @Test(arguments: [(3, true), (7, true), (8, false), (9, true), (10, true), (11, false), (17, false)])
    func launchOrder(ios: Int, didBecomeActiveFirst: Bool) {
        #expect(VersionDial(iosVersion: ios).didBecomeActiveBeforeViewDidAppear == didBecomeActiveFirst)
        let steps = LaunchTable.steps(for: .appBased, dial: VersionDial(iosVersion: ios))
        let active = steps.firstIndex(of: .transition(.becomeActive))!
        let appeared = steps.firstIndex(of: .viewsDidAppear)!
        #expect((active < appeared) == didBecomeActiveFirst)
    }

    @Test func lockOnIOS4OnlyResignsActive() {
        #expect(TransitionTable.transitions(for: .lock, iosVersion: 4) == [.resignActive])
        #expect(TransitionTable.transitions(for: .unlock, iosVersion: 4) == [.becomeActive])
        #expect(!VersionDial(iosVersion: 4).lockEntersBackground)
        #expect(VersionDial(iosVersion: 5).lockEntersBackground)
    }

    @Test func storyboardsRootViewControllerAndSwitcherByEra() {
        #expect(!VersionDial(iosVersion: 4).hasStoryboards && VersionDial(iosVersion: 5).hasStoryboards)
        #expect(!VersionDial(iosVersion: 3).hasRootViewController && VersionDial(iosVersion: 4).hasRootViewController)
        #expect(!VersionDial(iosVersion: 6).hasCardSwitcher && VersionDial(iosVersion: 7).hasCardSwitcher)
        #expect(!VersionDial(iosVersion: 13).hasCompactCallBanner && VersionDial(iosVersion: 14).hasCompactCallBanner)
    }

    @Test func automaticPresentationIsASheetFromIOS13() {
        #expect(!VersionDial(iosVersion: 12).presentsSheetsByDefault)
        #expect(VersionDial(iosVersion: 13).presentsSheetsByDefault)
    }

    @Test func severalAppsFitOnTheIPhone4() {
        let memory = MemoryBudget(iosVersion: 6)
        #expect(memory.era.phone == "iPhone 4" && memory.era.ram == 512)
        #expect(memory.capacity / memory.era.app >= 5)
        for ios in 3...26 { #expect(VersionDial.memory.contains { $0.versions.contains(ios) }) }
    }

    @Test func callBannerLeavesTheAppActiveAndIsMissedAfter30Seconds() throws {
        let (device, app) = try TestApps.device(ios: 14)
        try device.launch(app)
        try device.call(from: "Mum")
        #expect(device.state(of: app) == .active && device.springboard.call?.isBanner == true)
        try device.home()
        try device.wait(milliseconds: 31_000, typed: "31s")
        #expect(device.springboard.call == nil)
    }

    @Test func underTheDebuggerTheAppIsNotSuspendedUntilDetached() throws {
        let (device, app) = try TestApps.device()
        try device.launch(app, debugger: true)
        try device.home()
        #expect(device.state(of: app) == .background)
        try device.detach(app)
        #expect(device.state(of: app) == .suspended)
    }
}
