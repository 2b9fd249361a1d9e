import LabWire
import Foundation

/// Which way up the app's interface is (`UIWindowScene.interfaceOrientation`); landscape is
/// named by where the Home button would be, the other way round from `UIDeviceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations an app or a controller allows.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// The app's interface orientation, as the device answers it.
enum InterfaceOrientationAnswer {
    static var current: UIInterfaceOrientation {
        UIInterfaceOrientation(rawValue: AppRuntime.shared.call(HostCalls.interfaceOrientation)) ?? .portrait
    }
}

extension UIWindowScene {
    public var interfaceOrientation: UIInterfaceOrientation { InterfaceOrientationAnswer.current }
}

extension UIApplication {
    @available(iOS, deprecated: 13.0, message: "Use the interfaceOrientation property of the window scene instead.")
    public var statusBarOrientation: UIInterfaceOrientation { InterfaceOrientationAnswer.current }
    /// Posted once a rotation of the interface is over (not for a trait change alone).
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransition(to:with:) instead.")
    public static let didChangeStatusBarOrientationNotification = Notification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
}
