import Testing
@testable import LabCore

/// Nonsense in the current state: one line why and what is possible, device unchanged.
@Suite struct RefusalTests {
    func refusal(_ device: Device, _ body: (Device) throws(DeviceError) -> Void) -> String? {
        let before = device.log.lastSeq
        defer { #expect(device.log.lastSeq == before, "a refused operation records nothing") }
        do throws(DeviceError) { try body(device); return nil } catch { return error.message }
    }

    @Test func refusalsChangeNothing() throws {
        let (device, app) = try TestApps.device()
        #expect(refusal(device) { d throws(DeviceError) in try d.answer() } == "no call is ringing — `call [FROM]` makes one ring, then `answer`")
        #expect(refusal(device) { d throws(DeviceError) in try d.dismiss() }?.hasPrefix("nothing to dismiss") == true)
        #expect(refusal(device) { d throws(DeviceError) in try d.unlock() } == "the device is not locked — `lock` locks it")
        #expect(refusal(device) { d throws(DeviceError) in try d.kill(app) } == "Empty Window is not in the app switcher — the switcher is empty")
        #expect(refusal(device) { d throws(DeviceError) in try d.home() }?.hasPrefix("the home screen is already showing") == true)
        #expect(refusal(device) { d throws(DeviceError) in _ = try d.app(matching: "Empty Windw") }
                == "no app named \"Empty Windw\" — did you mean \"Empty Window\"? (`apps` lists them)")
        try device.launch(app)
        try device.call(from: "Mum")
        #expect(refusal(device) { d throws(DeviceError) in try d.home() } == "a call from Mum is ringing — `answer` or `decline` it first")
    }

    @Test func anAppForANewerIOSIsNotInstalled() throws {
        let device = Device(iosVersion: 12)
        let newer = TestApps.emptyWindow(info: ["MinimumOSVersion": .string("13.4")])
        #expect(refusal(device) { d throws(DeviceError) in try d.install(newer, containerPath: nil) }
                == "Empty Window requires iOS 13.4 or later (MinimumOSVersion) and this device runs iOS 12: "
                + "lower deploymentTarget in the project, or `reset --ios 13`")
        // The device stands for the last 12.x release: a 12.2 minimum installs.
        try device.install(TestApps.emptyWindow(info: ["MinimumOSVersion": .string("12.2")]), containerPath: nil)
        #expect(OSVersion.requiredMajor("12.2.1") == 12)
        #expect(OSVersion.requiredMajor("twelve") == nil)
    }

    @Test func olderIOSLacksTheOverlays() throws {
        let device = Device(iosVersion: 3)
        #expect(refusal(device) { d throws(DeviceError) in try d.openSwitcher() }?.contains("arrived with iOS 4") == true)
        #expect(refusal(device) { d throws(DeviceError) in try d.openControlCentre() }?.contains("arrived with iOS 7") == true)
    }
}
