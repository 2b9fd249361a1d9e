/// A type that crosses the wire as a run of value tokens: a host call's arguments and answer.
/// Decoding never fails: a missing or mistyped token reads as the type's empty value (0, false,
/// "", nil), as a proxy read nothing before; the simulated SDK always sends what it declares.
public protocol WireCodable: SendableMetatype {
    func encode(into values: inout [WireValue])
    init(wire: WireReader)
}

/// Reads a message's values in order, for `WireCodable` types.
public final class WireReader {
    private let values: [WireValue]
    private var index: Int

    public init(_ values: [WireValue], from index: Int = 0) {
        self.values = values
        self.index = index
    }

    /// The next value, taken; `.void` past the end.
    public func next() -> WireValue {
        guard index < values.count else { return .void }
        defer { index += 1 }
        return values[index]
    }

    /// The next value, not taken.
    public func peek() -> WireValue { index < values.count ? values[index] : .void }

    /// How many values are left.
    public var remaining: Int { max(0, values.count - index) }
}

extension WireValue: WireCodable {
    public func encode(into values: inout [WireValue]) { values.append(self) }
    public init(wire: WireReader) { self = wire.next() }
}

extension Bool: WireCodable {
    public func encode(into values: inout [WireValue]) { values.append(.bool(self)) }
    public init(wire: WireReader) { self = wire.next().bool ?? false }
}

extension Int: WireCodable {
    public func encode(into values: inout [WireValue]) { values.append(.int(self)) }
    public init(wire: WireReader) { self = wire.next().int ?? 0 }
}

extension Double: WireCodable {
    public func encode(into values: inout [WireValue]) { values.append(.double(self)) }
    public init(wire: WireReader) { self = wire.next().double ?? 0 }
}

extension String: WireCodable {
    public func encode(into values: inout [WireValue]) { values.append(.string(self)) }
    public init(wire: WireReader) { self = wire.next().string ?? "" }
}

extension ObjectRef: WireCodable {
    public func encode(into values: inout [WireValue]) { values.append(.object(self)) }
    /// An object the app did not name reads as id 0, which names no object of the device.
    public init(wire: WireReader) { self = wire.next().object ?? ObjectRef(id: 0, className: "") }
}

extension ClosureRef: WireCodable {
    public func encode(into values: inout [WireValue]) { values.append(.closure(self)) }
    public init(wire: WireReader) { self = wire.next().closure ?? ClosureRef(id: 0) }
}

/// `n`, or the value's tokens (no `WireCodable` type begins with `n`).
extension Optional: WireCodable where Wrapped: WireCodable {
    public func encode(into values: inout [WireValue]) {
        if let self { self.encode(into: &values) } else { values.append(.null) }
    }

    public init(wire: WireReader) {
        switch wire.peek() {
        case .null, .void:
            _ = wire.next()
            self = nil
        default:
            self = Wrapped(wire: wire)
        }
    }
}

/// The count, then the elements.
extension Array: WireCodable where Element: WireCodable {
    public func encode(into values: inout [WireValue]) {
        values.append(.int(count))
        for element in self { element.encode(into: &values) }
    }

    public init(wire: WireReader) {
        let count = Swift.min(Swift.max(0, wire.next().int ?? 0), wire.remaining)
        self = (0..<count).map { _ in Element(wire: wire) }
    }
}

/// An enum that crosses as its raw value (declared once, in LabWire, with its wire values).
public protocol WireEnum: WireCodable, RawRepresentable where RawValue: WireCodable {
    /// What an unknown raw value reads as.
    static var unknown: Self { get }
}

extension WireEnum {
    public func encode(into values: inout [WireValue]) { rawValue.encode(into: &values) }
    public init(wire: WireReader) { self = Self(rawValue: RawValue(wire: wire)) ?? .unknown }
}
