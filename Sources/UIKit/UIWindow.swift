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
            let size = AppRuntime.shared.host("windowFrameWithoutArgument")
            self.frame = CGRect(x: 0, y: 0, width: size.first?.double ?? 0, height: size.dropFirst().first?.double ?? 0)
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
        let className = WireValue.string(AppRuntime.className(of: self))
        if let scene = requestedScene { return AppRuntime.shared.host1("makeWindowInScene", [AppRuntime.shared.value(scene), className]) }
        guard let frame = requestedFrame else { return AppRuntime.shared.host1("makeWindow", [className]) }
        return AppRuntime.shared.host1("makeWindow", [.double(frame.origin.x), .double(frame.origin.y),
                                                       .double(frame.width), .double(frame.height), className])
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
        get { AppRuntime.shared.object(AppRuntime.shared.host1("rootViewController", [AppRuntime.shared.value(self)])) as? UIViewController }
        set { AppRuntime.shared.host("setRootViewController", [AppRuntime.shared.value(self), AppRuntime.shared.value(newValue)]) }
    }

    open var windowScene: UIWindowScene? {
        get { AppRuntime.shared.object(AppRuntime.shared.host1("windowScene", [AppRuntime.shared.value(self)])) as? UIWindowScene }
        set { AppRuntime.shared.host("setWindowScene", [AppRuntime.shared.value(self), AppRuntime.shared.value(newValue)]) }
    }

    open var isKeyWindow: Bool {
        AppRuntime.shared.host1("isKeyWindow", [AppRuntime.shared.value(self)]).bool ?? false
    }

    open override var isHidden: Bool {
        get { AppRuntime.shared.host1("isHidden", [AppRuntime.shared.value(self)]).bool ?? true }
        set { AppRuntime.shared.host("setHidden", [AppRuntime.shared.value(self), .bool(newValue)]) }
    }

    open var windowLevel: Level = .normal
    open var screen: UIScreen = .main

    open func makeKeyAndVisible() {
        AppRuntime.shared.host("makeKeyAndVisible", [AppRuntime.shared.value(self)])
    }

    open func makeKey() {
        AppRuntime.shared.host("makeKey", [AppRuntime.shared.value(self)])
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
