/// What the user did to the device, as its `action` event names it. The name is also the
/// shell's command for it (LabShell's `Command(.home, …)` takes its name from here), what a
/// lesson's `command home` matches and the `name` of `--events`' action objects, so it is
/// written once, here (or, for an action only the shell records, beside its command).
public struct DeviceAction: Sendable, Hashable {
    public let name: String

    public init(_ name: String) { self.name = name }
}

extension DeviceAction {
    // Apps and the home screen
    public static let launch = DeviceAction("launch")
    public static let terminate = DeviceAction("terminate")
    public static let detach = DeviceAction("detach")
    public static let home = DeviceAction("home")
    public static let lock = DeviceAction("lock")
    public static let unlock = DeviceAction("unlock")
    public static let tap = DeviceAction("tap")
    public static let swipe = DeviceAction("swipe")
    public static let quickAction = DeviceAction("quick-action")
    public static let rotate = DeviceAction("rotate")
    public static let install = DeviceAction("install")
    public static let uninstall = DeviceAction("uninstall")
    // Calls and overlays
    public static let call = DeviceAction("call")
    public static let answer = DeviceAction("answer")
    public static let decline = DeviceAction("decline")
    public static let hangup = DeviceAction("hangup")
    public static let notificationCenter = DeviceAction("notification-center")
    public static let controlCenter = DeviceAction("control-center")
    public static let switcher = DeviceAction("switcher")
    public static let dismiss = DeviceAction("dismiss")
    public static let kill = DeviceAction("kill")
    // Notifications, background and location
    public static let push = DeviceAction("push")
    public static let tapNotification = DeviceAction("tap-notification")
    public static let fetch = DeviceAction("fetch")
    public static let bgtask = DeviceAction("bgtask")
    public static let location = DeviceAction("location")
    // Memory and time
    public static let memoryWarning = DeviceAction("memory-warning")
    public static let memoryPressure = DeviceAction("memory-pressure")
    public static let wait = DeviceAction("wait")
    // The Mac
    public static let activate = DeviceAction("activate")
    public static let hide = DeviceAction("hide")
    public static let closeWindow = DeviceAction("close-window")
    public static let quit = DeviceAction("quit")
    public static let reopen = DeviceAction("reopen")
    public static let forceQuit = DeviceAction("force-quit")
    public static let logout = DeviceAction("logout")
    public static let menu = DeviceAction("menu")
    public static let click = DeviceAction("click")
    public static let type = DeviceAction("type")
}
