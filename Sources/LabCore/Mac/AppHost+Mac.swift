/// What a Mac app's code asks of the system through the simulated AppKit.
extension AppHost {
    public func macShowWindow(_ window: ObjectRef, title: String, delegate: ObjectRef?) {
        device.macShowWindow(window, title: title, delegate: delegate, in: process)
    }

    public func macUpdateWindow(_ window: ObjectRef, title: String, delegate: ObjectRef?) {
        device.macUpdateWindow(window, title: title, delegate: delegate, in: process)
    }

    public func macCloseWindow(_ window: ObjectRef) { device.macCloseWindowFromCode(window, in: process) }

    /// `viewDidLoad()`, `viewWillAppear()`…: offered to the controller (and logged) as the system calls it.
    public func macControllerCallback(_ selector: String, of controller: ObjectRef) throws(ProcessEnded) {
        try device.offer(selector, to: controller, arguments: [], in: process)
    }

    public func macTerminate() { device.macTerminateFromCode(process) }
    public func macReplyToTerminate(_ shouldTerminate: Bool) { device.macReplyToTerminate(process, shouldTerminate) }
    public func macHide() { device.macHideFromCode(process) }
    public func macUnhide() { device.macUnhideFromCode(process) }
    public func macActivate() { device.macActivateFromCode(process) }
    public var macState: MacAppState { device.macState(of: process.app) }

    /// A storyboard scene AppKit makes in code (`NSStoryboard`).
    public func macStoryboardScene(_ storyboard: String, identifier: String?) throws(ProcessEnded) -> [String] {
        try device.macStoryboardScene(storyboard, identifier: identifier, in: process)
    }

    public func macNibExists(_ name: String) -> Bool { AppBundle.matchingCase(name, among: process.app.bundle.nibs.keys) != nil }

    /// `NSNib.instantiate(withOwner:topLevelObjects:)`.
    public func macInstantiateNib(_ name: String, owner: ObjectRef?) throws(ProcessEnded) -> [ObjectRef] {
        let nib = try device.macNib(named: name, in: process)
        return try device.instantiateMacNib(nib, named: name, owner: owner, isMainNib: false, in: process)
    }
}
