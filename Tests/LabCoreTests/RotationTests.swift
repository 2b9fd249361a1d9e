import Testing
@testable import LabCore

/// `rotate`: the device's orientation, what the app in front is told and in which order, and
/// the geometry and traits that follow (docs/lifecycle.md, "Rotation and traits").
@Suite struct RotationTests {
    /// The callbacks offered since `seq`, as `Class.selector`.
    func callbacks(_ device: Device, after seq: Int) -> [String] {
        device.log.events.filter { $0.seq > seq }.compactMap { event in
            if case let .callback(receiver, name, _) = event.kind { "\(receiver).\(name)" } else { nil }
        }
    }

    @Test func orientationsNameLandscapeOppositeWays() {
        #expect(DeviceOrientation.landscapeLeft.interfaceOrientation == .landscapeRight)
        #expect(DeviceOrientation.landscapeRight.interfaceOrientation == .landscapeLeft)
        #expect(InterfaceOrientation.landscapeRight.maskBit == 8)
        #expect(InterfaceOrientationMask.allButUpsideDown.contains(.landscapeLeft))
        #expect(!InterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))
        #expect(InterfaceOrientation.portrait.quarterTurns(to: .landscapeLeft) == 1)
        #expect(InterfaceOrientation.portrait.quarterTurns(to: .landscapeRight) == -1)
    }

    @Test func sizeClassesAndBoundsFollowTheInterface() {
        let screen = UIScreen.main(iosVersion: 17)
        #expect(screen.bounds(in: .portrait) == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(screen.bounds(in: .landscapeLeft) == Rect(x: 0, y: 0, width: 852, height: 393))
        #expect(InterfaceTraits(orientation: .portrait) == InterfaceTraits(orientation: .portraitUpsideDown))
        #expect(InterfaceTraits(orientation: .landscapeRight).vertical == .compact)
        #expect(InterfaceTraits(orientation: .landscapeRight).horizontal == .compact)
    }

    @Test func infoPlistListsTheAllowedOrientationsInOrder() {
        let landscapeOnly: [String: PlistValue] = ["UISupportedInterfaceOrientations": .array([
            .string("UIInterfaceOrientationLandscapeRight"), .string("UIInterfaceOrientationLandscapeLeft"),
        ])]
        #expect(InterfaceOrientationMask.supported(by: landscapeOnly) == [.landscapeRight, .landscapeLeft])
        #expect(InterfaceOrientationMask.supported(by: [:]) == [.portrait, .landscapeLeft, .landscapeRight])
    }

    @Test func theAppInFrontTurnsInUIKitsOrder() throws {
        let (device, app) = try TestApps.device()
        try device.launch(app)
        let before = device.log.lastSeq
        try device.rotate(to: .landscapeLeft)
        #expect(device.orientation == .landscapeLeft)
        #expect(device.process(for: app)?.interfaceOrientation == .landscapeRight)
        #expect(device.process(for: app)?.objects.keyWindow?.frame == Rect(x: 0, y: 0, width: 852, height: 393))
        #expect(callbacks(device, after: before) == [
            "ViewController.willTransition(to:with:)", "ViewController.viewWillTransition(to:with:)",
            "ViewController.traitCollectionDidChange(_:)",
        ])
    }

    @Test func anAppThatDoesNotAllowTheOrientationStays() throws {
        let portraitOnly = TestApps.emptyWindow(info: ["UISupportedInterfaceOrientations": .array([.string("UIInterfaceOrientationPortrait")])])
        let (device, app) = try TestApps.device(portraitOnly)
        try device.launch(app)
        let before = device.log.lastSeq
        try device.rotate(to: .landscapeRight)
        #expect(device.process(for: app)?.interfaceOrientation == .portrait)
        #expect(callbacks(device, after: before).isEmpty)
        #expect(device.log.events.last?.kind == .system(.orientationNotSupported(app: "Empty Window", orientation: "landscapeLeft", kept: "portrait")))
    }

    @Test func launchingWhileTurnedStartsTurned() throws {
        let (device, app) = try TestApps.device()
        try device.rotate(to: .landscapeRight)
        #expect(device.log.events.last?.kind == .system(.homeScreenStaysPortrait))
        try device.launch(app)
        #expect(device.process(for: app)?.interfaceOrientation == .landscapeLeft)
        #expect(device.process(for: app)?.objects.keyWindow?.frame.width == 852)
    }

    @Test func turningToTheSameOrientationIsRefused() throws {
        let (device, _) = try TestApps.device()
        let before = device.log.lastSeq
        var refusal: DeviceError?
        do throws(DeviceError) { try device.rotate(to: .portrait) } catch { refusal = error }
        #expect(refusal == .alreadyOriented(.portrait))
        #expect(device.log.lastSeq == before, "a refused rotation records nothing")
    }
}
