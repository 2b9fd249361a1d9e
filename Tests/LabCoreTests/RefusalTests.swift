import Testing
@testable import LabCore

/// Nonsense in the current state: one line why and what is possible, device unchanged.
@Suite struct RefusalTests {
    func refusal(_ device: Device, _ body: (Device) throws(DeviceError) -> Void) -> DeviceError? {
        let before = device.log.lastSeq
        defer { #expect(device.log.lastSeq == before, "a refused operation records nothing") }
        do throws(DeviceError) { try body(device); return nil } catch { return error }
    }

    @Test func refusalsChangeNothing() throws {
        let (device, app) = try TestApps.device()
        #expect(refusal(device) { d throws(DeviceError) in try d.answer() } == .noRingingCall(verb: "answer"))
        #expect(refusal(device) { d throws(DeviceError) in try d.dismiss() } == .noOverlay)
        #expect(refusal(device) { d throws(DeviceError) in try d.unlock() } == .notLocked)
        #expect(refusal(device) { d throws(DeviceError) in try d.kill(app) } == .notInSwitcher(app: "Empty Window", cards: []))
        #expect(refusal(device) { d throws(DeviceError) in try d.home() } == .alreadyHome)
        #expect(refusal(device) { d throws(DeviceError) in _ = try d.app(matching: "Empty Windw") }
                == .noSuchApp("Empty Windw", guess: "Empty Window"))
        // iOS 3–13: the full call screen; from iOS 14 the banner leaves Home allowed.
        let (older, olderApp) = try TestApps.device(ios: 13)
        try older.launch(olderApp)
        try older.call(from: "Mum")
        #expect(refusal(older) { d throws(DeviceError) in try d.home() } == .callRinging(caller: "Mum"))
    }

    @Test func anAppForANewerIOSIsNotInstalled() throws {
        let device = Device(iosVersion: 12)
        let newer = TestApps.emptyWindow(info: ["MinimumOSVersion": .string("13.4")])
        #expect(refusal(device) { d throws(DeviceError) in try d.install(newer, containerPath: nil) }
                == .requiresNewerIOS(app: "Empty Window", minimum: "13.4", required: 13, running: 12))
        // The device stands for the last 12.x release: a 12.2 minimum installs.
        try device.install(TestApps.emptyWindow(info: ["MinimumOSVersion": .string("12.2")]), containerPath: nil)
        #expect(OSVersion.requiredMajor("12.2.1") == 12)
        #expect(OSVersion.requiredMajor("twelve") == nil)
    }

    @Test func olderIOSLacksTheOverlays() throws {
        let device = Device(iosVersion: 3)
        #expect(refusal(device) { d throws(DeviceError) in try d.openSwitcher() } == .unavailable(.appSwitcher, running: 3))
        #expect(refusal(device) { d throws(DeviceError) in try d.openControlCentre() } == .unavailable(.controlCentre, running: 3))
    }
}
