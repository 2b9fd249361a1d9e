import LabWire

/// The SDK's side of a declared host call (LabWire's `HostCalls`): its arguments as their types,
/// its answer as its type. Outside LifecycleLab (no device), the answer is the type's empty value.
extension AppRuntime {
    @discardableResult
    func call<Arguments, Answer>(_ call: HostCall<Arguments, Answer>, arguments: Arguments) -> Answer {
        call.decodeAnswer(WireReader(host(call.name, call.values(arguments))))
    }

    @discardableResult
    func call<Answer>(_ call: HostCall<Void, Answer>) -> Answer { self.call(call, arguments: ()) }

    @discardableResult
    func call<A: WireCodable, Answer>(_ call: HostCall<A, Answer>, _ a: A) -> Answer { self.call(call, arguments: a) }

    @discardableResult
    func call<A, B, Answer>(_ call: HostCall<(A, B), Answer>, _ a: A, _ b: B) -> Answer { self.call(call, arguments: (a, b)) }

    @discardableResult
    func call<A, B, C, Answer>(_ call: HostCall<(A, B, C), Answer>, _ a: A, _ b: B, _ c: C) -> Answer { self.call(call, arguments: (a, b, c)) }

    @discardableResult
    func call<A, B, C, D, Answer>(_ call: HostCall<(A, B, C, D), Answer>, _ a: A, _ b: B, _ c: C, _ d: D) -> Answer { self.call(call, arguments: (a, b, c, d)) }

    @discardableResult
    func call<A, B, C, D, E, Answer>(_ call: HostCall<(A, B, C, D, E), Answer>, _ a: A, _ b: B, _ c: C, _ d: D, _ e: E) -> Answer { self.call(call, arguments: (a, b, c, d, e)) }

    @discardableResult
    func call<A, B, C, D, E, F, Answer>(_ call: HostCall<(A, B, C, D, E, F), Answer>, _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) -> Answer { self.call(call, arguments: (a, b, c, d, e, f)) }

    /// How the device names `object`; nil when the device does not know it.
    func ref(_ object: AnyObject?) -> ObjectRef? { value(object).object }

    /// The app's object for a device object (made on first sight).
    func object(_ ref: ObjectRef?) -> AnyObject? { ref.flatMap { object(.object($0)) } }

    func object<T>(_ ref: ObjectRef?, as type: T.Type) -> T? { object(ref) as? T }
}

/// The same for LifecycleLab's other SDK modules (UserNotifications, CoreLocation, …).
@_spi(LifecycleLab)
extension AppRuntimeBridge {
    @discardableResult
    public static func call<Arguments, Answer>(_ call: HostCall<Arguments, Answer>, arguments: Arguments) -> Answer {
        AppRuntime.shared.call(call, arguments: arguments)
    }

    @discardableResult
    public static func call<Answer>(_ call: HostCall<Void, Answer>) -> Answer { AppRuntime.shared.call(call, arguments: ()) }

    @discardableResult
    public static func call<A: WireCodable, Answer>(_ call: HostCall<A, Answer>, _ a: A) -> Answer { AppRuntime.shared.call(call, arguments: a) }

    @discardableResult
    public static func call<A, B, Answer>(_ call: HostCall<(A, B), Answer>, _ a: A, _ b: B) -> Answer { AppRuntime.shared.call(call, arguments: (a, b)) }

    @discardableResult
    public static func call<A, B, C, Answer>(_ call: HostCall<(A, B, C), Answer>, _ a: A, _ b: B, _ c: C) -> Answer { AppRuntime.shared.call(call, arguments: (a, b, c)) }

    @discardableResult
    public static func call<A, B, C, D, Answer>(_ call: HostCall<(A, B, C, D), Answer>, _ a: A, _ b: B, _ c: C, _ d: D) -> Answer { AppRuntime.shared.call(call, arguments: (a, b, c, d)) }

    @discardableResult
    public static func call<A, B, C, D, E, Answer>(_ call: HostCall<(A, B, C, D, E), Answer>, _ a: A, _ b: B, _ c: C, _ d: D, _ e: E) -> Answer { AppRuntime.shared.call(call, arguments: (a, b, c, d, e)) }

    @discardableResult
    public static func call<A, B, C, D, E, F, Answer>(_ call: HostCall<(A, B, C, D, E, F), Answer>, _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) -> Answer { AppRuntime.shared.call(call, arguments: (a, b, c, d, e, f)) }

    /// How the device names `object`, registering it first if it is new.
    public static func ref(_ object: AnyObject?) -> ObjectRef? { wire(object).object }

    public static func object(_ ref: ObjectRef?) -> AnyObject? { AppRuntime.shared.object(ref) }
}
