import LabCore
import LabWire

/// Values between the seam's `AppValue` and the wire's tokens.
extension WireValue {
    init(_ value: AppValue) {
        switch value {
        case .void: self = .void
        case .nil: self = .null
        case let .bool(flag): self = .bool(flag)
        case let .int(number): self = .int(number)
        case let .double(number): self = .double(number)
        case let .string(text): self = .string(text)
        case let .object(ref): self = .object(id: ref.id, className: ref.className)
        case let .closure(ref): self = .closure(ref.id)
        }
    }

    init(_ ref: ObjectRef?) {
        self = ref.map { .object(id: $0.id, className: $0.className) } ?? .null
    }

    var appValue: AppValue {
        switch self {
        case .void: .void
        case .null: .nil
        case let .bool(flag): .bool(flag)
        case let .int(number): .int(number)
        case let .double(number): .double(number)
        case let .string(text): .string(text)
        case let .object(id, className): .object(ObjectRef(id: id, className: className))
        case let .closure(id): .closure(ClosureRef(id: id))
        }
    }

    var objectRef: ObjectRef? {
        if case let .object(id, className) = self { ObjectRef(id: id, className: className) } else { nil }
    }
}
