/// One call from app code to the device, declared once (in `HostCalls`) and used by both
/// sides: the simulated SDK calls it (`AppRuntime.shared.call(HostCalls.isKeyWindow, window)`),
/// LabCore's `AppHost` answers it (`HostHandler`). Its name is the `host` line's first field;
/// its arguments (a type or a tuple of types) and its answer are `WireCodable`, so a call that
/// does not match its handler does not compile.
public struct HostCall<Arguments, Answer>: Sendable {
    public let name: String
    public let encodeArguments: @Sendable (Arguments, inout [WireValue]) -> Void
    public let decodeArguments: @Sendable (WireReader) -> Arguments
    public let encodeAnswer: @Sendable (Answer, inout [WireValue]) -> Void
    public let decodeAnswer: @Sendable (WireReader) -> Answer

    public init(name: String, encodeArguments: @escaping @Sendable (Arguments, inout [WireValue]) -> Void,
                decodeArguments: @escaping @Sendable (WireReader) -> Arguments,
                encodeAnswer: @escaping @Sendable (Answer, inout [WireValue]) -> Void,
                decodeAnswer: @escaping @Sendable (WireReader) -> Answer) {
        self.name = name
        self.encodeArguments = encodeArguments
        self.decodeArguments = decodeArguments
        self.encodeAnswer = encodeAnswer
        self.decodeAnswer = decodeAnswer
    }

    /// The arguments as the `host` line's values.
    public func values(_ arguments: Arguments) -> [WireValue] {
        var values: [WireValue] = []
        encodeArguments(arguments, &values)
        return values
    }
}

/// Calls with an answer.
extension HostCall where Answer: WireCodable {
    init(_ name: String, encode: @escaping @Sendable (Arguments, inout [WireValue]) -> Void,
         decode: @escaping @Sendable (WireReader) -> Arguments) {
        self.init(name: name, encodeArguments: encode, decodeArguments: decode,
                  encodeAnswer: { answer, values in answer.encode(into: &values) }, decodeAnswer: { Answer(wire: $0) })
    }

    public init(_ name: String) where Arguments == Void {
        self.init(name, encode: { _, _ in }, decode: { _ in () })
    }

    public init(_ name: String) where Arguments: WireCodable {
        self.init(name, encode: { arguments, values in arguments.encode(into: &values) }, decode: { Arguments(wire: $0) })
    }

    public init<A: WireCodable, B: WireCodable>(_ name: String) where Arguments == (A, B) {
        self.init(name, encode: { arguments, values in arguments.0.encode(into: &values); arguments.1.encode(into: &values) }, decode: { wire in (A(wire: wire), B(wire: wire)) })
    }

    public init<A: WireCodable, B: WireCodable, C: WireCodable>(_ name: String) where Arguments == (A, B, C) {
        self.init(name, encode: { arguments, values in arguments.0.encode(into: &values); arguments.1.encode(into: &values); arguments.2.encode(into: &values) }, decode: { wire in (A(wire: wire), B(wire: wire), C(wire: wire)) })
    }

    public init<A: WireCodable, B: WireCodable, C: WireCodable, D: WireCodable>(_ name: String) where Arguments == (A, B, C, D) {
        self.init(name, encode: { arguments, values in arguments.0.encode(into: &values); arguments.1.encode(into: &values); arguments.2.encode(into: &values); arguments.3.encode(into: &values) }, decode: { wire in (A(wire: wire), B(wire: wire), C(wire: wire), D(wire: wire)) })
    }

    public init<A: WireCodable, B: WireCodable, C: WireCodable, D: WireCodable, E: WireCodable>(_ name: String) where Arguments == (A, B, C, D, E) {
        self.init(name, encode: { arguments, values in arguments.0.encode(into: &values); arguments.1.encode(into: &values); arguments.2.encode(into: &values); arguments.3.encode(into: &values); arguments.4.encode(into: &values) }, decode: { wire in (A(wire: wire), B(wire: wire), C(wire: wire), D(wire: wire), E(wire: wire)) })
    }

    public init<A: WireCodable, B: WireCodable, C: WireCodable, D: WireCodable, E: WireCodable, F: WireCodable>(_ name: String) where Arguments == (A, B, C, D, E, F) {
        self.init(name, encode: { arguments, values in arguments.0.encode(into: &values); arguments.1.encode(into: &values); arguments.2.encode(into: &values); arguments.3.encode(into: &values); arguments.4.encode(into: &values); arguments.5.encode(into: &values) }, decode: { wire in (A(wire: wire), B(wire: wire), C(wire: wire), D(wire: wire), E(wire: wire), F(wire: wire)) })
    }
}

/// Calls that answer nothing (the device's `reply` carries no value).
extension HostCall where Answer == Void {
    init(_ name: String, encode: @escaping @Sendable (Arguments, inout [WireValue]) -> Void,
         decode: @escaping @Sendable (WireReader) -> Arguments) {
        self.init(name: name, encodeArguments: encode, decodeArguments: decode,
                  encodeAnswer: { _, _ in }, decodeAnswer: { _ in () })
    }

    public init(_ name: String) where Arguments == Void {
        self.init(name, encode: { _, _ in }, decode: { _ in () })
    }

    public init(_ name: String) where Arguments: WireCodable {
        self.init(name, encode: { arguments, values in arguments.encode(into: &values) }, decode: { Arguments(wire: $0) })
    }

    public init<A: WireCodable, B: WireCodable>(_ name: String) where Arguments == (A, B) {
        self.init(name, encode: { arguments, values in arguments.0.encode(into: &values); arguments.1.encode(into: &values) }, decode: { wire in (A(wire: wire), B(wire: wire)) })
    }

    public init<A: WireCodable, B: WireCodable, C: WireCodable>(_ name: String) where Arguments == (A, B, C) {
        self.init(name, encode: { arguments, values in arguments.0.encode(into: &values); arguments.1.encode(into: &values); arguments.2.encode(into: &values) }, decode: { wire in (A(wire: wire), B(wire: wire), C(wire: wire)) })
    }

    public init<A: WireCodable, B: WireCodable, C: WireCodable, D: WireCodable>(_ name: String) where Arguments == (A, B, C, D) {
        self.init(name, encode: { arguments, values in arguments.0.encode(into: &values); arguments.1.encode(into: &values); arguments.2.encode(into: &values); arguments.3.encode(into: &values) }, decode: { wire in (A(wire: wire), B(wire: wire), C(wire: wire), D(wire: wire)) })
    }

    public init<A: WireCodable, B: WireCodable, C: WireCodable, D: WireCodable, E: WireCodable>(_ name: String) where Arguments == (A, B, C, D, E) {
        self.init(name, encode: { arguments, values in arguments.0.encode(into: &values); arguments.1.encode(into: &values); arguments.2.encode(into: &values); arguments.3.encode(into: &values); arguments.4.encode(into: &values) }, decode: { wire in (A(wire: wire), B(wire: wire), C(wire: wire), D(wire: wire), E(wire: wire)) })
    }

    public init<A: WireCodable, B: WireCodable, C: WireCodable, D: WireCodable, E: WireCodable, F: WireCodable>(_ name: String) where Arguments == (A, B, C, D, E, F) {
        self.init(name, encode: { arguments, values in arguments.0.encode(into: &values); arguments.1.encode(into: &values); arguments.2.encode(into: &values); arguments.3.encode(into: &values); arguments.4.encode(into: &values); arguments.5.encode(into: &values) }, decode: { wire in (A(wire: wire), B(wire: wire), C(wire: wire), D(wire: wire), E(wire: wire), F(wire: wire)) })
    }
}
