import Testing
@testable import LabCore

/// A transition an app's animation controller animates lasts its duration and ends only once
/// the controller has called `completeTransition(_:)` (docs/lifecycle.md, "Custom transitions").
@Suite struct RunningTransitionTests {
    func launched() throws -> (Device, AppProcess) {
        let (device, app) = try TestApps.device()
        try device.launch(app)
        return (device, try #require(device.runningProcesses.first))
    }

    @Test func uikitsOwnTransitionEndsAfterItsDuration() throws {
        let (device, process) = try launched()
        var ended = false
        device.startTransition(.navigation, in: process) { _, _ in ended = true }
        let start = device.clock.now
        device.advanceTime(to: start + 349)
        #expect(!ended)
        device.advanceTime(to: start + 350)
        #expect(ended)
        #expect(process.runningTransitions.isEmpty)
    }

    @Test func completedEarlyItStillLastsItsDuration() throws {
        let (device, process) = try launched()
        var ended = false
        let id = device.startTransition(.presentation, custom: 800, in: process) { _, _ in ended = true }
        #expect(device.completeTransition(id, in: process) == false, "its duration is not over: the device ends it")
        let start = device.clock.now
        device.advanceTime(to: start + 799)
        #expect(!ended)
        device.advanceTime(to: start + 800)
        #expect(ended)
    }

    @Test func notCompletedItWaitsWithoutEnding() throws {
        let (device, process) = try launched()
        var ended = false
        let id = device.startTransition(.dismissal, custom: 300, in: process) { _, _ in ended = true }
        device.finishAnimations()
        #expect(!ended)
        let transition = try #require(process.runningTransitions.first)
        #expect(transition.endsAt == nil, "no end left: later commands do not wait for it")
        #expect(device.isPresenting(in: process), "another presentation is refused meanwhile")
        // The controller calls completeTransition later: the app ends the transition now.
        #expect(device.completeTransition(id, in: process))
        try device.endTransition(id, in: process)
        #expect(ended)
        #expect(process.runningTransitions.isEmpty)
    }
}
