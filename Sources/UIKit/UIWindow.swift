import LabWire

/// A window: the device decides what is key and visible and which controller is its root.
open class UIWindow: UIView {
    /// What the window was made with: a frame (nil for `UIWindow()`), a scene.
    private var requestedFrame: CGRect?
    private var requestedScene: UIWindowScene?

    public override init(frame: CGRect) {
        requestedFrame = frame
        super.init(frame: frame)
    }

    /// `UIWindow()`: screen-sized from iOS 9, zero-sized before (the device decides).
    public convenience init() {
        self.init(sizedBy: nil, scene: nil)
    }

    public convenience init(windowScene: UIWindowScene) {
        self.init(sizedBy: nil, scene: windowScene)
    }

    private init(sizedBy frame: CGRect?, scene: UIWindowScene?) {
        requestedFrame = frame
        requestedScene = scene
        super.init(frame: frame ?? .zero)
        guard frame == nil else { return }
        if scene != nil { self.frame = UIScreen.main.bounds; return }
        // `UIWindow()`: screen-sized from iOS 9, zero-sized before; the device answers.
        let size = AppRuntime.shared.host("windowFrameWithoutArgument")
        self.frame = CGRect(x: 0, y: 0, width: size.first?.double ?? 0, height: size.dropFirst().first?.double ?? 0)
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

    /// Told when the window becomes the key window (`makeKey()`, `makeKeyAndVisible()`, or
    /// UIKit's own for a storyboard's window); a subclass's override should call `super`.
    open func becomeKey() {}
    /// Told when another window becomes the key window.
    open func resignKey() {}

    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
    }
}
