import LabCore

/// A value while app code runs: what `AppValue` carries across the seam, plus what only the
/// interpreter needs (colours, rectangles, arrays, closures, type names, enum cases).
enum Value {
    case void
    case `nil`
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// An object the engine knows: the application, the delegate, windows, controllers, views, scenes.
    case object(ObjectRef)
    /// A `UIColor`, by name (`white`, `systemBackground`) or components.
    case color(String)
    case rect(Rect)
    case array([Value])
    case closure(Closure)
    /// A type used as a value base: `UIScreen` in `UIScreen.main`, `ViewController` in `ViewController()`.
    case type(String)
    /// An enum case written with a leading dot or read from UIKit (`.active`, `.invalid`).
    case enumCase(String)
    /// A system object the interpreter passes along but does not model (`UISceneSession`,
    /// `UIScene.ConnectionOptions`, `UIStoryboard`): its Swift type name and what it carries.
    case opaque(type: String, detail: String)

    init(_ value: AppValue) {
        switch value {
        case .void: self = .void
        case .nil: self = .nil
        case let .bool(b): self = .bool(b)
        case let .int(i): self = .int(i)
        case let .double(d): self = .double(d)
        case let .string(s): self = .string(s)
        case let .object(ref): self = .object(ref)
        case let .closure(ref): self = .opaque(type: "closure", detail: String(ref.id))
        }
    }

    /// The value as it crosses back to the engine.
    var appValue: AppValue {
        switch self {
        case .void: .void
        case .nil: .nil
        case let .bool(b): .bool(b)
        case let .int(i): .int(i)
        case let .double(d): .double(d)
        case let .string(s): .string(s)
        case let .object(ref): .object(ref)
        default: .void
        }
    }

    var isNil: Bool { if case .nil = self { true } else { false } }

    /// How `print` and string interpolation show the value.
    var printed: String {
        switch self {
        case .void: "()"
        case .nil: "nil"
        case let .bool(b): b ? "true" : "false"
        case let .int(i): String(i)
        case let .double(d): d == d.rounded() && abs(d) < 1e15 ? String(format1: d) : String(d)
        case let .string(s): s
        case let .object(ref): "<\(ref.className): 0x\(String(0x6000_0000_0000 + ref.id * 0x10, radix: 16))>"
        case let .color(name): "UIColor.\(name)"
        case let .rect(r): "(\(r.x), \(r.y), \(r.width), \(r.height))"
        case let .array(items): "[" + items.map(\.debugPrinted).joined(separator: ", ") + "]"
        case .closure: "(Function)"
        case let .type(name): name
        case let .enumCase(name): name
        case let .opaque(type, detail): detail.isEmpty ? "<\(type)>" : "<\(type): \(detail)>"
        }
    }

    /// Inside collections Swift quotes strings.
    var debugPrinted: String {
        if case let .string(s) = self { return "\"" + s + "\"" }
        return printed
    }

    /// The Swift type name, for messages.
    var typeName: String {
        switch self {
        case .void: "Void"
        case .nil: "Optional"
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case let .object(ref): ref.className
        case .color: "UIColor"
        case .rect: "CGRect"
        case .array: "Array"
        case .closure: "closure"
        case let .type(name): "\(name).Type"
        case .enumCase: "enum case"
        case let .opaque(type, _): type
        }
    }
}

private extension String {
    /// `1.0` for whole doubles, as Swift prints them.
    init(format1 value: Double) { self = String(Int(value)) + ".0" }
}

/// A closure the app made: its parameters, body and the scope it captured.
final class Closure {
    let parameters: [String]
    let body: [Statement]
    let captured: Scope
    let selfValue: Value?

    init(parameters: [String], body: [Statement], captured: Scope, selfValue: Value?) {
        self.parameters = parameters
        self.body = body
        self.captured = captured
        self.selfValue = selfValue
    }
}

/// Values travel inside `Interrupt` errors, which must be `Sendable`; the interpreter runs on
/// one thread, inside the device's single-threaded world, so no value is ever shared.
extension Value: @unchecked Sendable {}
