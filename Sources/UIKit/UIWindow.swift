import LabWire

/// A window: the device decides what is key and visible and which controller is its root.
open class UIWindow: UIView {
    /// What the window was made with: a frame (nil for `UIWindow()`), a scene.
    private var requestedFrame: CGRect?
    private var requestedScene: UIWindowScene?

    public override init(frame: CGRect) {
        let request = Self.pendingRequest
        Self.pendingRequest = .frame
        switch request {
        case .frame:
            requestedFrame = frame
            super.init(frame: frame)
        case .withoutArgument:
            requestedFrame = nil
            super.init(frame: .zero)
            let size = AppRuntime.shared.call(HostCalls.windowFrameWithoutArgument)
            self.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        case let .scene(scene):
            requestedFrame = nil
            requestedScene = scene
            super.init(frame: .zero)
            self.frame = UIScreen.main.bounds
        }
    }

    /// How the window being made was asked for, while `UIWindow()` or `UIWindow(windowScene:)`
    /// goes through `init(frame:)`, which a subclass may override.
    private enum Request { case frame, withoutArgument, scene(UIWindowScene) }
    nonisolated(unsafe) private static var pendingRequest = Request.frame

    // Swift imports UIWindow's `init` and `initWithWindowScene:` as convenience initialisers
    // (only `initWithFrame:` and `initWithCoder:` are designated), so a window class of the
    // app's own that overrides those two inherits both, as it does from UIKit's.

    /// `UIWindow()`: screen-sized from iOS 9, zero-sized before (the device decides).
    public convenience init() {
        Self.pendingRequest = .withoutArgument
        self.init(frame: .zero)
    }

    public convenience init(windowScene: UIWindowScene) {
        Self.pendingRequest = .scene(windowScene)
        self.init(frame: .zero)
    }

    func makeWindowOnDevice() -> WireValue {
        let className = AppRuntime.className(of: self)
        if let scene = requestedScene { return WireValue(AppRuntime.shared.call(HostCalls.makeWindowInScene, AppRuntime.shared.ref(scene), className)) }
        let frame = requestedFrame.map { Rect(x: $0.origin.x, y: $0.origin.y, width: $0.width, height: $0.height) }
        return WireValue(AppRuntime.shared.call(HostCalls.makeWindow, frame, className))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Nothing in UIKit keeps a window: when app code lets go of its last reference, the
    /// window is released and leaves the screen (docs/lifecycle.md, "Object lifetimes").
    deinit {
        AppRuntime.shared.windowReleased(self)
    }

    open var rootViewController: UIViewController? {
        get { AppRuntime.shared.object(AppRuntime.shared.call(HostCalls.rootViewController, AppRuntime.shared.ref(self))) as? UIViewController }
        set { AppRuntime.shared.call(HostCalls.setRootViewController, AppRuntime.shared.ref(self), AppRuntime.shared.ref(newValue)) }
    }

    open var windowScene: UIWindowScene? {
        get { AppRuntime.shared.object(AppRuntime.shared.call(HostCalls.windowScene, AppRuntime.shared.ref(self))) as? UIWindowScene }
        set { AppRuntime.shared.call(HostCalls.setWindowScene, AppRuntime.shared.ref(self), AppRuntime.shared.ref(newValue)) }
    }

    open var isKeyWindow: Bool {
        AppRuntime.shared.call(HostCalls.isKeyWindow, AppRuntime.shared.ref(self))
    }

    open override var isHidden: Bool {
        get { AppRuntime.shared.call(HostCalls.isHidden, AppRuntime.shared.ref(self)) }
        set { AppRuntime.shared.call(HostCalls.setHidden, AppRuntime.shared.ref(self), newValue) }
    }

    open var windowLevel: Level = .normal
    open var screen: UIScreen = .main

    open func makeKeyAndVisible() {
        AppRuntime.shared.call(HostCalls.makeKeyAndVisible, AppRuntime.shared.ref(self))
    }

    open func makeKey() {
        AppRuntime.shared.call(HostCalls.makeKey, AppRuntime.shared.ref(self))
    }

    /// Sent by UIKit when the window becomes key (iOS 15+; `becomeKeyWindow()` before), and
    /// `resignKey()` to the window that was key. Override to hear of it; call super.
    open func becomeKey() {}
    open func resignKey() {}
    @available(iOS, deprecated: 15.0, renamed: "becomeKey()")
    open func becomeKeyWindow() {}
    @available(iOS, deprecated: 15.0, renamed: "resignKey()")
    open func resignKeyWindow() {}

    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")

    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
    }
}
