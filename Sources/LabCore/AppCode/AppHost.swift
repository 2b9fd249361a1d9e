/// What app code may do to the world while it runs: print, make windows and view
/// controllers, colour views, begin and end background tasks, spend virtual time, crash.
///
/// The engine hands one to every `AppCode` call. Calls that run more app code (showing a
/// window loads its root view: `loadView()`, `viewDidLoad()`) or spend time may find the
/// process ended — crashed, or killed by the watchdog — and then throw `ProcessEnded`; app
/// code stops and returns `.ended`. References that name no object of the right kind are
/// ignored (reads give nil).
public final class AppHost {
    unowned let device: Device
    /// The process the code runs in.
    public let process: AppProcess

    init(device: Device, process: AppProcess) {
        self.device = device
        self.process = process
    }

    // MARK: Facts

    public var iosVersion: Int { device.iosVersion }
    /// Virtual milliseconds since the device booted.
    public var now: Int { device.clock.now }
    /// `UIApplication.shared`.
    public var application: ObjectRef? { process.objects.application }
    public var delegate: ObjectRef? { process.objects.delegate }
    /// `UIApplication.shared.applicationState`, as the engine sees it.
    public var applicationState: AppState { process.state }
    /// `UIScreen.main.bounds`.
    public var screenBounds: Rect { UIScreen.main(iosVersion: device.iosVersion).bounds(in: process.interfaceOrientation) }
    /// The safe area's insets of a view that fills the screen: top, left, bottom, right.
    public var safeAreaInsets: [Double] { UIScreen.main(iosVersion: device.iosVersion).safeAreaInsets(in: process.interfaceOrientation) }
    /// `UIDevice.current.orientation`'s raw value.
    public var deviceOrientation: Int { device.orientation.rawUIKitValue }
    /// The app's interface orientation (`UIInterfaceOrientation`'s raw value).
    public var interfaceOrientation: Int { process.interfaceOrientation.rawUIKitValue }
    /// The interface's traits: the size classes (`UIUserInterfaceSizeClass` raw values) and
    /// the appearance (light: the device has no dark mode switch).
    public var traits: [Int] {
        let traits = InterfaceTraits(orientation: process.interfaceOrientation)
        return [traits.horizontal.rawUIKitValue, traits.vertical.rawUIKitValue, 1]
    }
    /// The frame `UIWindow()` gets: the screen's from iOS 9, zero before (version dial).
    public var windowFrameWithoutArgument: Rect {
        VersionDial.Era.windowWithoutFrame.contains(device.iosVersion) ? screenBounds : .zero
    }
    public var keyWindow: ObjectRef? { process.objects.keyWindow?.ref }
    /// The connected scene (scene-based lifecycle).
    public var scene: ObjectRef? { process.objects.scene?.ref }

    /// `UIApplication.shared.backgroundTimeRemaining` in seconds: huge in the foreground,
    /// the rest of the allowance while background tasks run.
    public var backgroundTimeRemaining: Double {
        device.backgroundTimeRemaining(for: process)
    }

    // MARK: Console, time, crashes

    /// The app's `print`: one console event per line.
    public func print(_ text: String) {
        device.record(.console(text: text), app: process.bundleIdentifier)
    }

    /// A warning of the lab's own about the app's process (its output cut, its sandbox): a fact
    /// LabShell words.
    public func advise(_ advice: Advice) {
        device.record(.advice(advice), app: process.bundleIdentifier)
    }

    /// Work that takes virtual time (a loop, a `sleep`). Throws when the watchdog kills the
    /// process before the time is spent.
    public func spend(milliseconds: Int) throws(ProcessEnded) {
        try device.spend(milliseconds: milliseconds, in: process)
    }

    /// The app faults (force-unwrapping nil, index out of range): records the crash, `reason`
    /// being the Swift runtime's own message, and ends the process. Throw the returned error.
    public func crash(reason: String, exceptionType: String = "EXC_BREAKPOINT (SIGTRAP)") -> ProcessEnded {
        device.crash(process, with: .fault(reason: reason, exceptionType: exceptionType))
        return ProcessEnded()
    }

    /// The system ended the process, or could not start it, for a cause the lab found itself.
    /// Throw the returned error.
    public func crash(_ fault: ProcessFault, exceptionType: String = "EXC_CRASH (SIGKILL)") -> ProcessEnded {
        device.crash(process, with: .processFault(fault: fault, exceptionType: exceptionType))
        return ProcessEnded()
    }

    /// The process ended by itself (`exit(_:)`): iOS shows it as a quit the user did not ask for.
    public func exited(status: Int) {
        device.end(process, because: .exited(status: status))
    }

    /// App code stopped answering (it ran for longer than the real-time bound without a word
    /// to the system): the watchdog kills it. Inside timed work (a launch, entering the
    /// background) the clock moves to that deadline; elsewhere to 10 s later (**choice**: iOS
    /// kills a hung main thread after several seconds; Apple gives no single figure).
    public func unresponsive() -> ProcessEnded {
        let limit = process.deadline?.limit ?? .unresponsive
        let at = process.deadline?.at ?? device.clock.now + Watchdog.Limit.unresponsive.milliseconds
        device.clock.advance(by: max(0, at - device.clock.now))
        device.crash(process, with: .watchdog(limit))
        return ProcessEnded()
    }

    /// An uncaught Objective-C exception (`NSInvalidArgumentException`, …). Throw the returned error.
    public func raise(exception name: String, reason: String) -> ProcessEnded {
        device.crash(process, with: .uncaughtException(name: name, reason: reason))
        return ProcessEnded()
    }

    // MARK: Windows

    /// `UIWindow(frame:)`, or `UIWindow()` when `frame` is nil (screen-sized from iOS 9,
    /// zero-sized before).
    /// `className`: the app's own window class (a UIWindow subclass), or UIWindow.
    public func makeWindow(frame: Rect?, className: String = "UIWindow") -> ObjectRef {
        device.makeWindow(in: process, frame: frame, scene: nil, className: className).ref
    }

    /// `UIWindow(windowScene:)`.
    public func makeWindow(scene: ObjectRef, className: String = "UIWindow") -> ObjectRef {
        device.makeWindow(in: process, frame: screenBounds, scene: scene, className: className).ref
    }

    public func rootViewController(of window: ObjectRef) -> ObjectRef? {
        process.objects.window(window)?.rootViewController?.ref
    }

    /// `window.rootViewController = controller`. The controller's view loads when the window
    /// shows (**choice**, docs/lifecycle.md), not here.
    public func setRootViewController(_ controller: ObjectRef?, of window: ObjectRef) {
        guard let window = process.objects.window(window) else { return }
        window.rootViewController = controller.flatMap(process.objects.viewController)
    }

    /// `window.makeKeyAndVisible()`: the window becomes key and visible and its root view
    /// controller's view loads (`loadView()`, `viewDidLoad()`).
    /// The app's last reference to a window went: UIKit keeps no window alive, so it is
    /// released, with its root view controller, and leaves the screen.
    public func releaseWindow(_ window: ObjectRef) {
        guard let window = process.objects.window(window) else { return }
        process.objects.remove(window)
        device.record(.system(.windowReleased(windowClass: window.className, wasVisible: !window.isHidden)), app: process.bundleIdentifier)
    }

    public func makeKeyAndVisible(_ window: ObjectRef) throws(ProcessEnded) {
        guard let window = process.objects.window(window) else { return }
        try device.makeKeyAndVisible(window, in: process)
    }

    /// `window.isHidden = hidden`, or any view's.
    public func setHidden(_ hidden: Bool, of window: ObjectRef) {
        process.objects.window(window)?.isHidden = hidden
        // A view's own `isHidden` (a window is a view too): what lessons read as hidden.
        process.objects.view(window)?.isHidden = hidden
    }

    // MARK: View controllers and views

    /// `ClassName()` or `ClassName(nibName:bundle:)` for a view controller class: a new
    /// controller whose view loads later, from the named nib, or from a nib named after the
    /// class when there is one.
    public func makeViewController(className: String, nibName: String?) throws(ProcessEnded) -> ObjectRef {
        try device.makeViewController(in: process, className: className, nibName: nibName).ref
    }

    /// `UIStoryboard(name:bundle:).instantiateInitialViewController()` (identifier nil) or
    /// `instantiateViewController(withIdentifier:)`.
    public func instantiateViewController(storyboard: String, identifier: String?) throws(ProcessEnded) -> ObjectRef {
        try device.instantiateFromStoryboard(storyboard, identifier: identifier, in: process).ref
    }

    /// `controller.view`: loads the view first if needed (`loadView()`, `viewDidLoad()`).
    public func view(of controller: ObjectRef) throws(ProcessEnded) -> ObjectRef? {
        guard let controller = process.objects.viewController(controller) else { return nil }
        return try device.loadViewIfNeeded(controller, in: process).ref
    }

    /// `controller.view = view` (inside the app's own `loadView()`).
    public func setView(_ view: ObjectRef, of controller: ObjectRef) {
        guard let controller = process.objects.viewController(controller),
              let view = process.objects.view(view) else { return }
        controller.view = view
        controller.viewSource = .appLoadView
    }

    /// `ClassName(frame:)` for a view class (`UIView`, `UILabel`, …).
    public func makeView(className: String) -> ObjectRef {
        device.makeView(in: process, className: className).ref
    }

    public func addSubview(_ view: ObjectRef, to parent: ObjectRef) {
        guard let view = process.objects.view(view), let parent = process.objects.view(parent) else { return }
        process.objects.superview(of: view)?.removeSubview(view)
        parent.addSubview(view)
    }

    /// `insertSubview(_:at:)` and the calls that reorder subviews (`bringSubviewToFront`,
    /// `insertSubview(_:belowSubview:)`, …): `view` goes to `index` of `parent`'s subviews.
    public func insertSubview(_ view: ObjectRef, into parent: ObjectRef, at index: Int) {
        guard let view = process.objects.view(view), let parent = process.objects.view(parent) else { return }
        process.objects.superview(of: view)?.removeSubview(view)
        parent.insertSubview(view, at: index)
    }

    /// The frames app code gave its views during a run-loop turn, told at its end.
    public func setFrames(_ frames: [(view: ObjectRef, frame: Rect)]) {
        for (ref, frame) in frames { process.objects.view(ref)?.frame = frame }
    }

    /// `view.removeFromSuperview()`.
    public func removeFromSuperview(_ view: ObjectRef) {
        guard let view = process.objects.view(view) else { return }
        process.objects.superview(of: view)?.removeSubview(view)
    }

    /// `view.backgroundColor = …`, as a colour name (`red`, `systemBackground`); nil clears it.
    public func setBackgroundColor(_ color: String?, of view: ObjectRef) {
        guard let target = process.objects.view(view) else { return }
        target.backgroundColor = color
        process.objects.window(view)?.backgroundColor = color
    }

    /// What a view drew when UIKit displayed it.
    public func setDrawing(_ drawing: Drawing, of view: ObjectRef) {
        process.objects.view(view)?.drawing = drawing
    }

    /// A label's or button's text.
    public func setText(_ text: String?, of view: ObjectRef) {
        process.objects.view(view)?.text = text
    }

    /// A new cell from the storyboard prototype `identifier` of a collection view, or nil.
    public func makeCell(fromPrototype identifier: String, of collectionView: ObjectRef) throws(ProcessEnded) -> ObjectRef? {
        try device.makeCell(fromPrototype: identifier, of: collectionView, in: process)
    }

    /// `register(UINib(nibName:bundle:), forCellReuseIdentifier:)` then a dequeue: the cell
    /// the nib holds, unarchived with its outlets connected.
    public func makeCell(fromNib name: String, for list: ObjectRef) throws(ProcessEnded) -> ObjectRef? {
        try device.makeCell(fromNib: name, in: process)
    }

    /// `UINib.instantiate(withOwner:options:)` / `Bundle.loadNibNamed(_:owner:options:)`:
    /// the nib's top-level objects, made anew, with File's Owner's outlets set on `owner`.
    public func loadNib(named name: String, owner: ObjectRef?) throws(ProcessEnded) -> [ObjectRef] {
        try device.loadNib(named: name, owner: owner, in: process)
    }

    // MARK: Background tasks

    /// `beginBackgroundTask(withName:expirationHandler:)`: returns the task identifier.
    public func beginBackgroundTask(name: String?, expirationHandler: ClosureRef?) -> Int {
        device.beginBackgroundTask(in: process, name: name, expirationHandler: expirationHandler)
    }

    /// `endBackgroundTask(_:)`. A background app with no task left is suspended shortly after.
    public func endBackgroundTask(_ identifier: Int) {
        device.endBackgroundTask(identifier, in: process)
    }
}
