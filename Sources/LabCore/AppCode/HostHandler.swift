/// How `AppHost` answers one declared host call (LabWire's `HostCalls`): registered in the
/// area's file beside the `AppHost` methods it uses (`AppHost+Windows.swift`: `windowHandlers`),
/// found by the call's name when an app's `host` line arrives (LabRuntime), as WasmKit finds a
/// WASI function by its module and name.
public struct HostHandler: Sendable {
    public let name: String
    private let run: @Sendable (AppHost, WireReader) throws -> [WireValue]

    private init<Arguments, Answer>(declared call: HostCall<Arguments, Answer>, _ body: @escaping @Sendable (AppHost, Arguments) throws -> Answer) {
        name = call.name
        run = { host, wire in
            let answer = try body(host, call.decodeArguments(wire))
            var values: [WireValue] = []
            call.encodeAnswer(answer, &values)
            return values
        }
    }

    /// Answers the call whose arguments are `values`. Throws `ProcessEnded` when the process
    /// ended while the device answered (a crash, the watchdog).
    public func answer(_ values: [WireValue], from index: Int = 0, host: AppHost) throws(ProcessEnded) -> [WireValue] {
        do {
            return try run(host, WireReader(values, from: index))
        } catch {
            throw (error as? ProcessEnded) ?? ProcessEnded()
        }
    }

    public init<Answer>(_ call: HostCall<Void, Answer>, _ body: @escaping @Sendable (AppHost) throws -> Answer) {
        self.init(declared: call) { host, _ in try body(host) }
    }

    public init<A: WireCodable, Answer>(_ call: HostCall<A, Answer>, _ body: @escaping @Sendable (AppHost, A) throws -> Answer) {
        self.init(declared: call, body)
    }

    public init<A, B, Answer>(_ call: HostCall<(A, B), Answer>, _ body: @escaping @Sendable (AppHost, A, B) throws -> Answer) {
        self.init(declared: call) { host, arguments in try body(host, arguments.0, arguments.1) }
    }

    public init<A, B, C, Answer>(_ call: HostCall<(A, B, C), Answer>, _ body: @escaping @Sendable (AppHost, A, B, C) throws -> Answer) {
        self.init(declared: call) { host, arguments in try body(host, arguments.0, arguments.1, arguments.2) }
    }

    public init<A, B, C, D, Answer>(_ call: HostCall<(A, B, C, D), Answer>, _ body: @escaping @Sendable (AppHost, A, B, C, D) throws -> Answer) {
        self.init(declared: call) { host, arguments in try body(host, arguments.0, arguments.1, arguments.2, arguments.3) }
    }

    public init<A, B, C, D, E, Answer>(_ call: HostCall<(A, B, C, D, E), Answer>, _ body: @escaping @Sendable (AppHost, A, B, C, D, E) throws -> Answer) {
        self.init(declared: call) { host, arguments in try body(host, arguments.0, arguments.1, arguments.2, arguments.3, arguments.4) }
    }

    public init<A, B, C, D, E, F, Answer>(_ call: HostCall<(A, B, C, D, E, F), Answer>, _ body: @escaping @Sendable (AppHost, A, B, C, D, E, F) throws -> Answer) {
        self.init(declared: call) { host, arguments in try body(host, arguments.0, arguments.1, arguments.2, arguments.3, arguments.4, arguments.5) }
    }
}
