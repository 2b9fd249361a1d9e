/// The simulated AppKit that a Mac target's `import AppKit` (or `import Cocoa`) gets: the
/// application, its delegate, windows, window and view controllers, views, menus and the
/// entry points, talking to the simulated Mac through the SDK's device link as UIKit does
/// (docs/lifecycle.md, "The Mac"). It is compiled with each Mac build, as the stub modules are.
///
/// The device asks the application's delegate through `perform` (`applicationWillResignActive(_:)`);
/// the app tells the device what it shows and asks through the declared host calls
/// (LabWire's `HostCalls`, Mac.swift: `macWindowShown`, `macTerminate`…).
/// It is built on the simulated UIKit's runtime and re-exports it (a marked choice: UIKit's
/// names are visible in a Mac target; `import UIKit` itself is refused there by the build).
enum AppKitModule {
    /// The module's one source file: the application and its windows here, the views and
    /// events inside windows in `AppKitViews`, the menus in `AppKitMenus`.
    static let source = application + AppKitViews.source + AppKitMenus.source

    private static let application = #"""
    @_exported @_spi(LifecycleLab) import UIKit
    import LabWire

    public typealias NSRect = CGRect
    public typealias NSPoint = CGPoint
    public typealias NSSize = CGSize
    public func NSMakeRect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> NSRect { NSRect(x: x, y: y, width: w, height: h) }

    /// AppKit's responder: the events a window delivers go to its first responder, then up
    /// each `nextResponder` (AppKitViews). Built on the simulated UIKit's responder, which gives
    /// the app's subclasses their outlets and action methods by name (a marked choice).
    open class NSResponder: UIResponder {
        public override init() { super.init() }
        public required init?(coder: NSCoder) { super.init() }
        /// Sent once a nib's objects are made and connected (a class derived straight from
        /// `NSObject` gets its own from the build, `NibAwakingRewrite`: Swift on Linux has no `NSObject.awakeFromNib()`).
        open func awakeFromNib() {}
        /// The next responder up the chain: a view's superview (or its view controller), a
        /// content view's window.
        open var nextResponder: NSResponder? {
            get { explicitNextResponder ?? defaultNextResponder }
            set { explicitNextResponder = newValue }
        }
        private var explicitNextResponder: NSResponder?
        var defaultNextResponder: NSResponder? { nil }
        open var acceptsFirstResponder: Bool { false }
        @discardableResult open override func becomeFirstResponder() -> Bool { true }
        @discardableResult open override func resignFirstResponder() -> Bool { true }
        /// A click: passed up the chain unless a view handles it.
        open func mouseDown(with event: NSEvent) { nextResponder?.mouseDown(with: event) }
        open func mouseUp(with event: NSEvent) { nextResponder?.mouseUp(with: event) }
        open func rightMouseDown(with event: NSEvent) { nextResponder?.rightMouseDown(with: event) }
        /// A key: passed up the chain; at its end `noResponder(for:)` beeps.
        open func keyDown(with event: NSEvent) {
            if let next = nextResponder { next.keyDown(with: event) } else { noResponder(for: Selector("keyDown:")) }
        }
        open func keyUp(with event: NSEvent) { nextResponder?.keyUp(with: event) }
        /// No responder took the event: a key down beeps (`NSBeep`).
        open func noResponder(for eventSelector: Selector) {
            if eventSelector.name == "keyDown:" { AppRuntimeBridge.call(HostCalls.macKeyNotHandled, __LabAppKitViews.currentEvent?.characters ?? "") }
        }
        /// Hands keys to the input system, which inserts their text (`insertText(_:)`) or runs
        /// their commands (`insertNewline(_:)`, `deleteBackward(_:)`, `insertTab(_:)`).
        open func interpretKeyEvents(_ eventArray: [NSEvent]) {
            for event in eventArray {
                switch event.characters ?? "" {
                case "\r": insertNewline(nil)
                case "\t": insertTab(nil)
                case "\u{7f}": deleteBackward(nil)
                case let text: insertText(text)
                }
            }
        }
        open func insertText(_ insertString: Any) { if let next = nextResponder { next.insertText(insertString) } else { noResponder(for: Selector("keyDown:")) } }
        open func insertNewline(_ sender: Any?) { nextResponder?.insertNewline(sender) }
        open func insertTab(_ sender: Any?) { nextResponder?.insertTab(sender) }
        open func deleteBackward(_ sender: Any?) { nextResponder?.deleteBackward(sender) }
    }

    // MARK: The application

    public protocol NSApplicationDelegate: AnyObject {
        func applicationWillFinishLaunching(_ notification: Notification)
        func applicationDidFinishLaunching(_ notification: Notification)
        func applicationWillBecomeActive(_ notification: Notification)
        func applicationDidBecomeActive(_ notification: Notification)
        func applicationWillResignActive(_ notification: Notification)
        func applicationDidResignActive(_ notification: Notification)
        func applicationWillHide(_ notification: Notification)
        func applicationDidHide(_ notification: Notification)
        func applicationWillUnhide(_ notification: Notification)
        func applicationDidUnhide(_ notification: Notification)
        func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply
        func applicationWillTerminate(_ notification: Notification)
        func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool
        func applicationShouldHandleReopen(_ sender: NSApplication, hasVisibleWindows flag: Bool) -> Bool
    }

    extension NSApplicationDelegate {
        public func applicationWillFinishLaunching(_ notification: Notification) {}
        public func applicationDidFinishLaunching(_ notification: Notification) {}
        public func applicationWillBecomeActive(_ notification: Notification) {}
        public func applicationDidBecomeActive(_ notification: Notification) {}
        public func applicationWillResignActive(_ notification: Notification) {}
        public func applicationDidResignActive(_ notification: Notification) {}
        public func applicationWillHide(_ notification: Notification) {}
        public func applicationDidHide(_ notification: Notification) {}
        public func applicationWillUnhide(_ notification: Notification) {}
        public func applicationDidUnhide(_ notification: Notification) {}
        public func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply { .terminateNow }
        public func applicationWillTerminate(_ notification: Notification) {}
        public func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { false }
        public func applicationShouldHandleReopen(_ sender: NSApplication, hasVisibleWindows flag: Bool) -> Bool { true }

        /// `@main` (and `@NSApplicationMain`, which the build rewrites to it) on the delegate class.
        public static func main() {
            _ = NSApplicationMain(CommandLine.argc, CommandLine.unsafeArgv)
        }
    }

    open class NSApplication: NSResponder {
        public enum TerminateReply: UInt, Sendable {
            case terminateCancel = 0, terminateNow = 1, terminateLater = 2
        }

        nonisolated(unsafe) public static let shared = NSApplication()
        /// The delegate; the application keeps it (a delegate set in main.swift lives as long as the app).
        open var delegate: NSApplicationDelegate?
        /// The menu bar's menus; setting it tells the Mac what its menu bar shows.
        open var mainMenu: NSMenu? { didSet { __LabAppKitMenus.report() } }

        public override init() { super.init() }
        public required init?(coder: NSCoder) { super.init() }

        /// Hands control to the simulated Mac, which runs the launch and then the app's life. Never returns.
        open func run() {
            __LabAppKit.install()
            _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)
        }

        /// Asks to quit, as Cmd-Q does: the delegate's `applicationShouldTerminate(_:)` decides.
        open func terminate(_ sender: Any?) { AppRuntimeBridge.call(HostCalls.macTerminate) }
        /// The answer owed after `.terminateLater`.
        open func reply(toApplicationShouldTerminate shouldTerminate: Bool) {
            AppRuntimeBridge.call(HostCalls.macTerminateReply, shouldTerminate)
        }
        open func hide(_ sender: Any?) { AppRuntimeBridge.call(HostCalls.macHide) }
        open func unhide(_ sender: Any?) { AppRuntimeBridge.call(HostCalls.macUnhide) }
        open func activate(ignoringOtherApps flag: Bool) { AppRuntimeBridge.call(HostCalls.macActivate) }
        open func activate() { AppRuntimeBridge.call(HostCalls.macActivate) }

        private var state: MacApplicationState { AppRuntimeBridge.call(HostCalls.macState) }
        open var isActive: Bool { state == .active }
        open var isHidden: Bool { state == .hidden }
        /// The app's open windows, front to back.
        open var windows: [NSWindow] { NSWindow.open }
        open var keyWindow: NSWindow? { isActive ? NSWindow.open.first : nil }
        open var mainWindow: NSWindow? { isActive ? NSWindow.open.first : nil }

        public static let willFinishLaunchingNotification = Notification.Name("NSApplicationWillFinishLaunchingNotification")
        public static let didFinishLaunchingNotification = Notification.Name("NSApplicationDidFinishLaunchingNotification")
        public static let willBecomeActiveNotification = Notification.Name("NSApplicationWillBecomeActiveNotification")
        public static let didBecomeActiveNotification = Notification.Name("NSApplicationDidBecomeActiveNotification")
        public static let willResignActiveNotification = Notification.Name("NSApplicationWillResignActiveNotification")
        public static let didResignActiveNotification = Notification.Name("NSApplicationDidResignActiveNotification")
        public static let willHideNotification = Notification.Name("NSApplicationWillHideNotification")
        public static let didHideNotification = Notification.Name("NSApplicationDidHideNotification")
        public static let willUnhideNotification = Notification.Name("NSApplicationWillUnhideNotification")
        public static let didUnhideNotification = Notification.Name("NSApplicationDidUnhideNotification")
        public static let willTerminateNotification = Notification.Name("NSApplicationWillTerminateNotification")
    }

    /// `NSApp`, as AppKit declares it.
    public var NSApp: NSApplication! { NSApplication.shared }

    /// The classic entry point: the shared application runs. Never returns.
    @discardableResult
    public func NSApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
        NSApplication.shared.run()
        return 0
    }

    // MARK: Windows

    public protocol NSWindowDelegate: AnyObject {
        func windowShouldClose(_ sender: NSWindow) -> Bool
        func windowWillClose(_ notification: Notification)
    }

    extension NSWindowDelegate {
        public func windowShouldClose(_ sender: NSWindow) -> Bool { true }
        public func windowWillClose(_ notification: Notification) {}
    }

    open class NSWindow: NSResponder {
        public struct StyleMask: OptionSet, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            public static let borderless = StyleMask([])
            public static let titled = StyleMask(rawValue: 1 << 0)
            public static let closable = StyleMask(rawValue: 1 << 1)
            public static let miniaturizable = StyleMask(rawValue: 1 << 2)
            public static let resizable = StyleMask(rawValue: 1 << 3)
        }
        public enum BackingStoreType: UInt, Sendable { case retained = 0, nonretained = 1, buffered = 2 }

        /// Shown windows, front to back (AppKit keeps an open window alive).
        nonisolated(unsafe) static var open: [NSWindow] = []

        open var title: String = "" { didSet { update() } }
        open weak var delegate: NSWindowDelegate? { didSet { update() } }
        open var styleMask: StyleMask
        open var frame: NSRect
        open var contentView: NSView? {
            didSet {
                oldValue?.attach(to: nil)
                contentView?.attach(to: self)
            }
        }
        /// The responder that gets the window's keys first (the window itself when no view is).
        open internal(set) weak var firstResponder: NSResponder?
        /// The view made first responder the first time the window is shown.
        open weak var initialFirstResponder: NSView?
        /// Whether the window was ever shown (its initial first responder is chosen then).
        var wasShown = false
        /// Its window controller follows the window in the responder chain.
        override var defaultNextResponder: NSResponder? { windowController ?? storyboardController }
        open internal(set) weak var windowController: NSWindowController?
        open var isReleasedWhenClosed = true
        /// The storyboard's window controller, kept by its window as the storyboard leaves it.
        var storyboardController: NSWindowController?
        open var isVisible: Bool { NSWindow.open.contains { $0 === self } }
        open var contentViewController: NSViewController? { didSet { showContentViewController() } }

        /// The content view controller's view becomes the content view (its view loads).
        private func showContentViewController() {
            guard let controller = contentViewController else { return }
            contentView = controller.view
            if title.isEmpty, let name = controller.title { title = name }
        }

        public init(contentRect: NSRect, styleMask style: StyleMask, backing backingStoreType: BackingStoreType, defer flag: Bool) {
            styleMask = style
            frame = contentRect
            super.init()
            contentView = NSView(frame: NSRect(origin: .zero, size: contentRect.size))
            contentView?.attach(to: self)
        }

        public convenience init(contentViewController: NSViewController) {
            self.init(contentRect: NSRect(x: 0, y: 0, width: 480, height: 270), styleMask: [.titled, .closable, .miniaturizable, .resizable],
                      backing: .buffered, defer: false)
            self.contentViewController = contentViewController
            // An initializer's own assignment runs no didSet.
            showContentViewController()
        }

        public required init?(coder: NSCoder) {
            styleMask = [.titled, .closable]
            frame = .zero
            super.init()
        }

        private var device: ObjectRef? { AppRuntimeBridge.ref(self) }

        /// Shows the window in front of the app's others; its content controller appears.
        open func makeKeyAndOrderFront(_ sender: Any?) {
            let appearing = !isVisible
            let controller = appearing ? contentViewController : nil
            controller?.appear(will: true)
            NSWindow.open.removeAll { $0 === self }
            NSWindow.open.insert(self, at: 0)
            AppRuntimeBridge.call(HostCalls.macWindowShown, device, title, AppRuntimeBridge.ref(delegate))
            if appearing { __LabAppKitViews.windowAppeared(self) }
            controller?.appear(will: false)
        }
        open func orderFront(_ sender: Any?) { makeKeyAndOrderFront(sender) }
        open func makeKey() {}
        open func center() {}

        /// Closes the window without asking its delegate (AppKit's `close()`).
        open func close() {
            guard isVisible else { return }
            contentViewController?.disappear(will: true)
            NotificationCenter.default.post(name: NSWindow.willCloseNotification, object: self)
            NSWindow.open.removeAll { $0 === self }
            AppRuntimeBridge.call(HostCalls.macWindowClosed, device)
            contentViewController?.disappear(will: false)
        }

        /// The close button: the delegate may refuse (`windowShouldClose(_:)`).
        open func performClose(_ sender: Any?) {
            if let delegate, !delegate.windowShouldClose(self) { return }
            close()  // the Mac tells the delegate windowWillClose(_:) as the window closes
        }

        private func update() {
            guard isVisible else { return }
            AppRuntimeBridge.call(HostCalls.macWindowUpdated, device, title, AppRuntimeBridge.ref(delegate))
        }

        public static let willCloseNotification = Notification.Name("NSWindowWillCloseNotification")
    }

    open class NSWindowController: NSResponder {
        open var window: NSWindow? { didSet { window?.windowController = self } }
        /// The storyboard the controller was made from in code.
        open internal(set) var storyboard: NSStoryboard?
        open var contentViewController: NSViewController? {
            get { window?.contentViewController }
            set { window?.contentViewController = newValue }
        }

        public init(window: NSWindow?) {
            self.window = window
            super.init()
            window?.windowController = self
        }
        public required init?(coder: NSCoder) { super.init() }

        open func windowDidLoad() {}
        open func showWindow(_ sender: Any?) { window?.makeKeyAndOrderFront(sender) }
        open func close() { window?.close() }
    }

    // MARK: View controllers and views

    open class NSViewController: NSResponder {
        private var loadedView: NSView? {
            didSet {
                if oldValue?.viewController === self { oldValue?.viewController = nil }
                loadedView?.viewController = self
            }
        }
        open var title: String?
        open var representedObject: Any?
        open var nibName: String? { requestedNibName }
        private var requestedNibName: String?
        /// The storyboard scene the controller was made from (its storyboard's name and the
        /// controller's identifier there): its view loads from the storyboard.
        var storyboardScene: (storyboard: String, identifier: String)?
        /// The storyboard the controller was made from in code.
        open internal(set) var storyboard: NSStoryboard?

        public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            requestedNibName = nibNameOrNil
            super.init()
        }
        public convenience override init() { self.init(nibName: nil, bundle: nil) }
        public required init?(coder: NSCoder) { super.init() }

        /// The view, loaded on first use: `loadView()`, then `viewDidLoad()` (offered by the system, so the log shows it).
        open var view: NSView {
            get {
                loadViewIfNeeded()
                return loadedView!
            }
            set { loadedView = newValue }
        }
        open var isViewLoaded: Bool { loadedView != nil }

        /// The view from the controller's storyboard scene or its nib (File's Owner's `view`
        /// outlet), else an empty view.
        open func loadView() {
            if let scene = storyboardScene,
               let view = AppRuntimeBridge.object(AppRuntimeBridge.call(HostCalls.macLoadStoryboardView, AppRuntimeBridge.ref(self),
                                                                        scene.storyboard, scene.identifier).map(WireValue.object)) as? NSView {
                loadedView = view
                return
            }
            if let nibName, let nib = NSNib(nibNamed: nibName, bundle: nil) {
                nib.instantiate(withOwner: self, topLevelObjects: nil)
                if loadedView != nil { return }
            }
            loadedView = NSView(frame: NSRect(x: 0, y: 0, width: 480, height: 270))
        }
        open func loadViewIfNeeded() {
            guard loadedView == nil else { return }
            loadView()
            if loadedView == nil { loadedView = NSView(frame: .zero) }
            __LabAppKit.offer("viewDidLoad()", self)
        }
        /// A view controller follows its view in the responder chain; then comes the view's superview.
        override var defaultNextResponder: NSResponder? {
            if let superview = loadedView?.superview { return superview }
            return loadedView?.window
        }
        open func viewDidLoad() {}
        open func viewWillAppear() {}
        open func viewDidAppear() {}
        open func viewWillDisappear() {}
        open func viewDidDisappear() {}

        func appear(will: Bool) {
            loadViewIfNeeded()
            __LabAppKit.offer(will ? "viewWillAppear()" : "viewDidAppear()", self)
        }
        func disappear(will: Bool) { __LabAppKit.offer(will ? "viewWillDisappear()" : "viewDidDisappear()", self) }
    }

    // MARK: Storyboards and nibs

    /// A compiled storyboard in the app's `Contents/Resources`; the Mac reads its scenes and
    /// AppKit makes their controllers (a window controller with its window and content).
    open class NSStoryboard: NSObject {
        public typealias Name = String
        public typealias SceneIdentifier = String

        let name: Name

        public init(name: NSStoryboard.Name, bundle storyboardBundleOrNil: Bundle?) {
            self.name = name
            super.init()
        }

        /// The app's main storyboard (Info.plist's `NSMainStoryboardFile`), if it has one.
        open class var main: NSStoryboard? {
            (Bundle.main.object(forInfoDictionaryKey: "NSMainStoryboardFile") as? String).map { NSStoryboard(name: $0, bundle: nil) }
        }

        /// The storyboard's initial controller; nil when it has none.
        open func instantiateInitialController() -> Any? { instantiate(nil) }

        /// The controller whose Storyboard ID is `identifier`; one the storyboard lacks raises NSInvalidArgumentException.
        open func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any { instantiate(identifier) as Any }

        private func instantiate(_ identifier: String?) -> AnyObject? {
            let scene = AppRuntimeBridge.call(HostCalls.macStoryboardScene, name, identifier)
            guard scene.count >= 3 else { return nil }
            let controller = __LabAppKit.makeStoryboardController(scene[0], content: scene[1], windowTitle: scene[2], scene: Array(scene.dropFirst(3)))
            (controller as? NSWindowController)?.storyboard = self
            (controller as? NSViewController)?.storyboard = self
            return controller
        }
    }

    /// A compiled nib (`.xib` in the project) in the app's `Contents/Resources`: each
    /// `instantiate(withOwner:topLevelObjects:)` makes its objects anew and connects their
    /// outlets, File's Owner's to `owner`.
    open class NSNib: NSObject {
        public typealias Name = String

        let name: Name

        /// nil when the app's resources hold no nib of that name.
        public init?(nibNamed nibName: NSNib.Name, bundle: Bundle?) {
            guard AppRuntimeBridge.call(HostCalls.macNibExists, nibName) else { return nil }
            name = nibName
            super.init()
        }

        /// The nib's objects made, connected and awoken; its windows marked "Visible At Launch"
        /// shown. `topLevelObjects` receives them (**choice**: an `UnsafeMutablePointer`, as Swift
        /// on Linux has no `AutoreleasingUnsafeMutablePointer`; `&array` passes it the same way).
        @discardableResult
        open func instantiate(withOwner owner: Any?, topLevelObjects: UnsafeMutablePointer<NSArray?>?) -> Bool {
            let refs = AppRuntimeBridge.call(HostCalls.macInstantiateNib, name, AppRuntimeBridge.ref(owner as AnyObject?))
            topLevelObjects?.pointee = NSArray(array: refs.compactMap { AppRuntimeBridge.object($0) })
            return true
        }
    }

    extension Bundle {
        /// `Bundle.main.loadNibNamed("Panel", owner: self, topLevelObjects: &objects)`, as `NSNib` loads it;
        /// false when there is no such nib.
        @discardableResult
        public func loadNibNamed(_ nibName: NSNib.Name, owner: Any?, topLevelObjects: UnsafeMutablePointer<NSArray?>?) -> Bool {
            guard let nib = NSNib(nibNamed: nibName, bundle: self) else { return false }
            return nib.instantiate(withOwner: owner, topLevelObjects: topLevelObjects)
        }
    }

    // MARK: The device link

    /// The selectors the Mac sends to AppKit's objects and to the app's delegates.
    public enum __LabAppKit {
        nonisolated(unsafe) private static var installed = false
        /// The top-level objects of the nibs loaded so far: AppKit keeps the main nib's alive
        /// (an app's `@IBOutlet weak var window` stays set).
        nonisolated(unsafe) static var nibTopLevelObjects: [AnyObject] = []

        static func install() {
            guard !installed else { return }
            installed = true
            AppRuntimeBridge.addPerformer(perform)
            __LabAppKitViews.install()
        }

        /// A method the system calls on app code, offered through the device so the log shows it.
        static func offer(_ selector: String, _ controller: NSResponder) {
            AppRuntimeBridge.call(HostCalls.macControllerCallback, AppRuntimeBridge.ref(controller), selector)
        }

        /// The main storyboard's initial window controller, its window and content controller,
        /// made as a storyboard makes them, then shown.
        private static func showStoryboardWindow(_ names: [String]) {
            guard names.count >= 3 else { return }
            (makeStoryboardController(names[0], content: names[1], windowTitle: names[2], scene: Array(names.dropFirst(3))) as? NSWindowController)?.showWindow(nil)
        }

        /// A storyboard scene's controller made as a storyboard makes it (`init(coder:)`): a
        /// window controller gets its window (titled `windowTitle`) with its content controller,
        /// then `windowDidLoad()`; a view controller's view loads when first used, from the
        /// storyboard. `scene`: the storyboard's name, the controller's identifier and its
        /// content controller's (empty for a storyboard the device did not name).
        static func makeStoryboardController(_ className: String, content: String, windowTitle: String, scene: [String] = []) -> NSResponder? {
            let coder = NSCoder()
            let type = AppRuntimeBridge.type(named: className)
            let storyboard = scene.first ?? ""
            func sceneAt(_ index: Int) -> (storyboard: String, identifier: String)? {
                index < scene.count && !storyboard.isEmpty && !scene[index].isEmpty ? (storyboard, scene[index]) : nil
            }
            if !(type is NSWindowController.Type), let controllerType = type as? NSViewController.Type ?? (className == "NSViewController" ? NSViewController.self : nil) {
                let controller = controllerType.init(coder: coder)
                controller?.storyboardScene = sceneAt(1)
                return controller
            }
            let controllerType = type as? NSWindowController.Type ?? NSWindowController.self
            guard let controller = controllerType.init(coder: coder) else { return nil }
            let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 480, height: 270), styleMask: [.titled, .closable, .miniaturizable, .resizable],
                                  backing: .buffered, defer: false)
            window.title = windowTitle
            window.storyboardController = controller
            if let delegate = controller as? NSWindowDelegate { window.delegate = delegate }
            if !content.isEmpty, let contentType = AppRuntimeBridge.type(named: content) as? NSViewController.Type ?? (content == "NSViewController" ? NSViewController.self : nil),
               let made = contentType.init(coder: coder) {
                made.storyboardScene = sceneAt(2)
                window.contentViewController = made
            }
            controller.window = window
            offer("windowDidLoad()", controller)
            return controller
        }

        /// An outlet a nib connects on one of AppKit's own objects; false when it has no such key.
        private static func setOutlet(_ name: String, of object: AnyObject?, to value: AnyObject?) -> Bool {
            switch (object, name) {
            case let (window as NSWindow, "delegate"): window.delegate = value as? NSWindowDelegate
            case let (window as NSWindow, "contentView"): window.contentView = value as? NSView
            case let (window as NSWindow, "initialFirstResponder"): window.initialFirstResponder = value as? NSView
            case let (controller as NSWindowController, "window"): controller.window = value as? NSWindow
            case let (controller as NSViewController, "view"): if let view = value as? NSView { controller.view = view }
            case let (menu as NSMenu, "delegate"): menu.delegate = value
            case let (view as NSView, _): return __LabAppKitViews.setOutlet(name, of: view, to: value)
            // The app's subclass of a window or view controller: its own `@IBOutlet`s.
            case let (responder as NSResponder, _): return responder.__labSetOutlet(name, value)
            default: return false
            }
            return true
        }

        private static let notificationNames: [String: Notification.Name] = [
            "NSApplication.willFinishLaunchingNotification": NSApplication.willFinishLaunchingNotification,
            "NSApplication.didFinishLaunchingNotification": NSApplication.didFinishLaunchingNotification,
            "NSApplication.willBecomeActiveNotification": NSApplication.willBecomeActiveNotification,
            "NSApplication.didBecomeActiveNotification": NSApplication.didBecomeActiveNotification,
            "NSApplication.willResignActiveNotification": NSApplication.willResignActiveNotification,
            "NSApplication.didResignActiveNotification": NSApplication.didResignActiveNotification,
            "NSApplication.willHideNotification": NSApplication.willHideNotification,
            "NSApplication.didHideNotification": NSApplication.didHideNotification,
            "NSApplication.willUnhideNotification": NSApplication.willUnhideNotification,
            "NSApplication.didUnhideNotification": NSApplication.didUnhideNotification,
            "NSApplication.willTerminateNotification": NSApplication.willTerminateNotification,
        ]

        private static func notification(_ value: WireValue?) -> Notification {
            Notification(name: notificationNames[value?.string ?? ""] ?? Notification.Name(value?.string ?? ""), object: NSApplication.shared)
        }

        private static func perform(_ selector: String, _ receiver: AnyObject?, _ arguments: [WireValue]) -> WireValue? {
            if let answer = __LabAppKitMenus.perform(selector, receiver, arguments) { return answer }
            let app = NSApplication.shared
            switch selector {
            case AppKitStep.delegate.rawValue:
                // The first thing the Mac asks: every lifecycle notification may be observed in the app.
                AppRuntimeBridge.call(HostCalls.macObservedNotifications)
                return AppRuntimeBridge.wire(app.delegate)
            case AppKitStep.setDelegate.rawValue:
                app.delegate = AppRuntimeBridge.object(arguments.first) as? NSApplicationDelegate
                return .void
            case AppKitStep.showStoryboardWindow.rawValue:
                showStoryboardWindow(arguments.map { $0.string ?? "" })
                return .void
            case AppKitStep.makeNibWindow.rawValue:
                // A nib's window: its class (NSWindow or the app's subclass), title and content size.
                let type = AppRuntimeBridge.type(named: arguments.first?.string ?? "") as? NSWindow.Type ?? NSWindow.self
                guard let window = type.init(coder: NSCoder()) else { return .null }
                let size = NSSize(width: arguments.count > 2 ? arguments[2].double ?? 480 : 480, height: arguments.count > 3 ? arguments[3].double ?? 270 : 270)
                window.frame = NSRect(origin: .zero, size: size)
                window.contentView = NSView(frame: NSRect(origin: .zero, size: size))
                window.title = arguments.count > 1 ? arguments[1].string ?? "" : ""
                window.styleMask = [.titled, .closable, .miniaturizable, .resizable]
                nibTopLevelObjects.append(window)
                return AppRuntimeBridge.wire(window)
            case AppKitStep.makeNibObject.rawValue:
                // A nib's window or view controller (AppKit's, or the app's subclass), made with `init(coder:)`.
                let name = arguments.first?.string ?? ""
                let type = AppRuntimeBridge.type(named: name)
                let made: NSResponder
                if let controllerType = type as? NSWindowController.Type, let controller = controllerType.init(coder: NSCoder()) {
                    made = controller
                } else if let controllerType = type as? NSViewController.Type, let controller = controllerType.init(coder: NSCoder()) {
                    made = controller
                } else {
                    made = name == "NSWindowController" ? NSWindowController(window: nil) : NSViewController()
                }
                nibTopLevelObjects.append(made)
                return AppRuntimeBridge.wire(made)
            case AppKitStep.showNibWindow.rawValue:
                (receiver as? NSWindow)?.makeKeyAndOrderFront(nil)
                return .void
            case AppKitStep.setOutlet.rawValue:
                return .bool(setOutlet(arguments.first?.string ?? "", of: receiver, to: AppRuntimeBridge.object(arguments.dropFirst().first)))
            case AppKitStep.post.rawValue:
                if let name = notificationNames[arguments.first?.string ?? ""] { NotificationCenter.default.post(name: name, object: app) }
                return .void
            default: break
            }
            if let delegate = receiver as? NSApplicationDelegate {
                let note = notification(arguments.first)
                switch selector {
                case "applicationWillFinishLaunching(_:)": delegate.applicationWillFinishLaunching(note)
                case "applicationDidFinishLaunching(_:)": delegate.applicationDidFinishLaunching(note)
                case "applicationWillBecomeActive(_:)": delegate.applicationWillBecomeActive(note)
                case "applicationDidBecomeActive(_:)": delegate.applicationDidBecomeActive(note)
                case "applicationWillResignActive(_:)": delegate.applicationWillResignActive(note)
                case "applicationDidResignActive(_:)": delegate.applicationDidResignActive(note)
                case "applicationWillHide(_:)": delegate.applicationWillHide(note)
                case "applicationDidHide(_:)": delegate.applicationDidHide(note)
                case "applicationWillUnhide(_:)": delegate.applicationWillUnhide(note)
                case "applicationDidUnhide(_:)": delegate.applicationDidUnhide(note)
                case "applicationWillTerminate(_:)": delegate.applicationWillTerminate(note)
                case "applicationShouldTerminate(_:)": return .int(Int(delegate.applicationShouldTerminate(app).rawValue))
                case "applicationShouldTerminateAfterLastWindowClosed(_:)":
                    return .bool(delegate.applicationShouldTerminateAfterLastWindowClosed(app))
                case "applicationShouldHandleReopen(_:hasVisibleWindows:)":
                    return .bool(delegate.applicationShouldHandleReopen(app, hasVisibleWindows: arguments.dropFirst().first?.bool ?? false))
                default: break
                }
                if selector.hasPrefix("application") { return .void }
            }
            if let delegate = receiver as? NSWindowDelegate, let window = AppRuntimeBridge.object(arguments.first) as? NSWindow {
                switch selector {
                case "windowShouldClose(_:)": return .bool(delegate.windowShouldClose(window))
                case "windowWillClose(_:)":
                    delegate.windowWillClose(Notification(name: NSWindow.willCloseNotification, object: window))
                    return .void
                default: break
                }
            }
            if selector == "awakeFromNib()", let responder = receiver as? NSResponder {
                responder.awakeFromNib()
                return .void
            }
            if selector == "windowDidLoad()", let controller = receiver as? NSWindowController {
                controller.windowDidLoad()
                return .void
            }
            if let controller = receiver as? NSViewController {
                switch selector {
                case "viewDidLoad()": controller.viewDidLoad()
                case "viewWillAppear()": controller.viewWillAppear()
                case "viewDidAppear()": controller.viewDidAppear()
                case "viewWillDisappear()": controller.viewWillDisappear()
                case "viewDidDisappear()": controller.viewDidDisappear()
                default: return nil
                }
                return .void
            }
            return nil
        }
    }
    """#
}
