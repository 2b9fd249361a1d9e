@_exported import Foundation
import LabWire
#if canImport(Glibc)
import Glibc
#endif

/// The app side of the device link: the objects the device knows by id, the closures handed
/// to the system, and the synchronous, re-entrant message loop on file descriptors 3 (from
/// the device) and 4 (to it).
///
/// App code runs only inside a device message: the device asks (`perform`, `new`, `get`,
/// `set`, `call`), the app answers with `return`; app code that needs the system (a window
/// shown, a view loaded) sends `host` and, while it waits for the `reply`, serves any message
/// the device sends meanwhile (a `viewDidLoad()` run inside `makeKeyAndVisible()`).
final class AppRuntime {
    static let shared = AppRuntime()

    /// Nil when the executable runs outside LifecycleLab (no device on fd 3).
    let channel: WireChannel?
    /// The app's Swift module (`Empty_Window`), to find its classes by name.
    let module: String
    private var objects: [Int: AnyObject] = [:]
    /// Windows, held weakly: UIKit keeps no window alive (a window only app code keeps, in a
    /// property, stays); one whose last reference goes is released (`windowReleased`).
    private var windows: [Int: WeakWindow] = [:]
    private var ids: [ObjectIdentifier: Int] = [:]
    private var closures: [Int: ([WireValue]) -> WireValue] = [:]
    private var nextClosure = 1
    /// The device id the object being made takes instead of asking the device for one
    /// (objects the device creates: storyboard controllers, the delegate), with its class:
    /// objects its initialiser makes on the way (a navigation bar) do not take it.
    var adopting: (id: Int, className: String)?

    private init() {
        let environment = ProcessInfo.processInfo.environment
        module = environment["LAB_APP_MODULE"] ?? ""
        channel = fcntl(3, F_GETFD) >= 0 && fcntl(4, F_GETFD) >= 0 ? WireChannel(input: 3, output: 4) : nil
    }

    // MARK: Objects

    /// Registers a new UIKit object: adopts the id the device chose, or asks the device
    /// with `make` (a `host` call answering the new object).
    func attach(_ object: AnyObject, make: () -> WireValue) {
        if let (id, className) = adopting, AppRuntime.className(of: object) == className {
            adopting = nil
            register(object, id: id)
        } else if let id = make().objectID {
            register(object, id: id)
        }
    }

    func register(_ object: AnyObject, id: Int) {
        if let window = object as? UIWindow {
            windows[id] = WeakWindow(window)
        } else {
            objects[id] = object
        }
        ids[ObjectIdentifier(object)] = id
    }

    /// A window's last reference went (its `deinit`): the device takes it off the screen.
    func windowReleased(_ window: UIWindow) {
        guard let id = ids.removeValue(forKey: ObjectIdentifier(window)) else { return }
        windows[id] = nil
        call(HostCalls.releaseWindow, ObjectRef(id: id, className: AppRuntime.className(of: window)))
    }

    func id(of object: AnyObject) -> Int? { ids[ObjectIdentifier(object)] }

    /// The wire form of an object the device knows; nil otherwise.
    func value(_ object: AnyObject?) -> WireValue {
        guard let object, let id = id(of: object) else { return .null }
        return .object(ObjectRef(id: id, className: AppRuntime.className(of: object)))
    }

    /// The app-side object for a device object, made on first sight (views from a nib,
    /// the window UIKit made for a storyboard).
    func object(_ value: WireValue) -> AnyObject? {
        guard case let .object(ref) = value else { return nil }
        let id = ref.id, className = ref.className
        if let known = objects[id] { return known }
        if let window = windows[id] { return window.window }
        return make(className, id: id)
    }

    /// Makes an instance of `className` for the device object `id`. UIKit's own classes take
    /// the id as they initialise; plain app classes (a delegate) are registered after.
    private func make(_ className: String, id: Int) -> AnyObject? {
        adopting = (id, className.split(separator: ".").last.map(String.init) ?? className)
        defer { adopting = nil }
        guard let made = ClassLookup.instantiate(className, module: module, archiveID: id) else { return nil }
        if objects[id] == nil { register(made, id: id) }
        return made
    }

    func object<T>(_ value: WireValue, as type: T.Type) -> T? { object(value) as? T }

    static func className(of object: AnyObject) -> String {
        String(describing: type(of: object))
    }

    // MARK: Closures

    func hand(_ closure: @escaping ([WireValue]) -> WireValue) -> WireValue {
        let id = nextClosure
        nextClosure += 1
        closures[id] = closure
        return .closure(ClosureRef(id: id))
    }

    // MARK: Talking to the device

    /// Asks the device; serves what it sends meanwhile. Outside LifecycleLab, answers nothing.
    @discardableResult
    func host(_ name: String, _ arguments: [WireValue] = []) -> [WireValue] {
        guard let channel else { return [] }
        fflush(stdout)
        channel.send(WireMessage("host", values: arguments, prefix: [name]))
        while let message = channel.receive() {
            if message.verb == "reply" {
                LabClock.set(Int(message.fields.first ?? "") ?? 0)
                return message.values(from: 1)
            }
            serve(message)
        }
        exit(0)
    }

    /// Says hello, then serves the device until it goes away. Never returns.
    func run(principal: String?, delegate: String?) -> Never {
        guard let channel else {
            FileHandle.standardError.write(Data("This app runs inside LifecycleLab: `lab` launches it on its simulated device.\n".utf8))
            exit(1)
        }
        // Each line is in the pipe before the next message to the device: standard output
        // is line-buffered (one write for a `print`, not one for its text and one for its
        // newline) and flushed before every message; standard error is unbuffered.
        setvbuf(stdout, nil, _IOLBF, 0)
        setvbuf(stderr, nil, _IONBF, 0)
        LabClock.installSleepHook()
        MainThreadExecutor.install()
        channel.send(WireMessage("hello", [module, principal ?? "", delegate ?? ""]))
        while let message = channel.receive() { serve(message) }
        exit(0)
    }

    /// How many device messages are being served, one inside another (a `viewDidLoad()` served
    /// while `makeKeyAndVisible()` waits for its reply is the second).
    private var serving = 0

    private func serve(_ message: WireMessage) {
        serving += 1
        defer { serving -= 1 }
        LabClock.set(Int(message.fields.first ?? "") ?? 0)
        let result: WireValue
        switch message.verb {
        case "new":
            // `new t id class`: the id is a plain number (the device's object id), not a value token.
            let id = message.fields.count > 1 ? Int(message.fields[1]) ?? message.value(1).int ?? 0 : 0
            let made = make(message.fields.count > 2 ? message.fields[2] : "", id: id)
            result = made != nil ? .void : .null
        case "perform":
            let receiver = message.value(1)
            let selector = message.fields.count > 2 ? message.fields[2] : ""
            result = Selectors.perform(selector, on: object(receiver), arguments: message.values(from: 3))
        case "get":
            result = Properties.get(message.fields.count > 2 ? message.fields[2] : "", of: object(message.value(1)))
        case "set":
            result = Properties.set(message.fields.count > 2 ? message.fields[2] : "", of: object(message.value(1)),
                                    to: message.value(3))
        case "call":
            let closure = closures[message.value(1).closureID ?? -1]
            result = closure?(message.values(from: 2)) ?? .void
        case "turn":
            // The launch is over: its turn ends, and from now on each outermost call is a turn.
            RunLoopTurn.isHeld = false
            result = .void
        default:
            result = .void
        }
        // The outermost call has returned: the run loop's turn ends (nested calls end none).
        if serving == 1, message.verb == "turn" || (!RunLoopTurn.isHeld && (message.verb == "perform" || message.verb == "call")) {
            RunLoopTurn.end()
        }
        persistDefaults()
        fflush(stdout)
        channel?.send(WireMessage("return", values: [result]))
    }
}

extension AppRuntime {
    /// On iOS a separate daemon (cfprefsd) keeps UserDefaults, so what an app set survives
    /// its process being stopped and killed at any moment. Here the app's own Foundation
    /// writes them: after every message from the device, before the answer, so the device
    /// can stop or kill the process as soon as it has the answer. Writing only what changed,
    /// this costs nothing when nothing did (a tenth of a microsecond). `sync` asks for the
    /// same before the device ends an app that is not stopped, for what other threads set
    /// between messages.
    func persistDefaults() {
        UserDefaults.standard.synchronize()
    }
}

/// A window the runtime knows without keeping it.
private struct WeakWindow {
    weak var window: UIWindow?
    init(_ window: UIWindow) { self.window = window }
}

extension WireValue {
    var closureID: Int? { closure?.id }
}
