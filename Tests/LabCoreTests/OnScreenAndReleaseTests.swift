import Testing
@testable import LabCore

/// What app code's layout pass asks the device (`isOnScreen`) and a window's release
/// (docs/lifecycle.md, "The run-loop turn" and "Object lifetimes").
@Suite struct OnScreenAndReleaseTests {
    @Test func aViewOnAnAppearedScreenIsOnScreenAndAReleasedWindowTakesItAway() throws {
        let (device, app) = try TestApps.device()
        try device.launch(app)
        let process = try #require(device.process(for: app))
        let window = try #require(process.objects.keyWindow)
        let label = try #require(window.rootViewController?.view?.subviews.first)
        let host = AppHost(device: device, process: process)
        #expect(host.isOnScreen(label.ref))
        #expect(host.isOnScreen(window.ref))

        host.releaseWindow(window.ref)
        #expect(process.objects.keyWindow == nil)
        #expect(!host.isOnScreen(label.ref))
        #expect(device.trace().last == "note windowReleased(windowClass: \"UIWindow\", wasVisible: true)")
    }

    @Test func aScreenThatHasNotAppearedIsNotOnScreen() throws {
        let (device, app) = try TestApps.device()
        try device.launch(app)
        let process = try #require(device.process(for: app))
        let controller = try #require(process.objects.keyWindow?.rootViewController)
        let label = try #require(controller.view?.subviews.first)
        controller.hasAppeared = false
        #expect(!AppHost(device: device, process: process).isOnScreen(label.ref))
    }
}
