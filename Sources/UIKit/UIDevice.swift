import LabWire
import Foundation

/// The simulated iPhone: `UIDevice.current` answers as the iOS Simulator's device does — an
/// iPhone on the iOS version the lab's device runs, portrait, with no battery to report.
open class UIDevice: NSObject {
    nonisolated(unsafe) public static let current = UIDevice()

    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    open var systemName: String { "iOS" }
    /// The device's iOS version (`reset --ios N`), as "N.0".
    open var systemVersion: String {
        "\(AppRuntime.shared.call(HostCalls.iosVersion)).0"
    }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// Which way up the device is held (`rotate`), asked of the device.
    open var orientation: Orientation {
        Orientation(rawValue: AppRuntime.shared.call(HostCalls.deviceOrientation)) ?? .portrait
    }
    /// Whether the app asked for orientation notifications; UIKit itself asks while an app
    /// runs, so `orientationDidChangeNotification` is posted either way (**follows iOS**).
    open var isGeneratingDeviceOrientationNotifications: Bool { generatingOrientation > 0 }
    private var generatingOrientation = 0
    open func beginGeneratingDeviceOrientationNotifications() { generatingOrientation += 1 }
    open func endGeneratingDeviceOrientationNotifications() { generatingOrientation = max(0, generatingOrientation - 1) }

    /// The device turned (`rotate`): observers of `orientationDidChangeNotification` hear it.
    func deviceOrientationChanged(to rawValue: Int) {
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }
    /// The Simulator has no battery: monitoring reports an unknown state and level -1.
    open var isBatteryMonitoringEnabled = false
    open var batteryLevel: Float { -1 }
    open var batteryState: BatteryState { .unknown }
    open var isProximityMonitoringEnabled = false
    open var proximityState: Bool { false }
    open var isMultitaskingSupported: Bool { true }
    /// Stable for the app (derived from its bundle identifier), as the Simulator keeps it per vendor.
    open var identifierForVendor: UUID? {
        let seed = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.environment["LAB_BUNDLE_IDENTIFIER"] ?? "app"
        var bytes = [UInt8](repeating: 0, count: 16)
        for (index, byte) in seed.utf8.enumerated() { bytes[index % 16] = bytes[index % 16] &* 31 &+ byte }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
    open func playInputClick() {}

    public enum Orientation: Int, Sendable {
        case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
        public var isFlat: Bool { self == .faceUp || self == .faceDown }
        public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
    }

    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
}

public typealias UIDeviceOrientation = UIDevice.Orientation

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}
