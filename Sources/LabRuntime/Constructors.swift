import LabCore
import SwiftSyntax

/// `TypeName(…)`: UIKit windows, view controllers and views through the host; colours,
/// rectangles, storyboards and scene configurations as values; the app's own classes.
extension Context {
    func construct(_ typeName: String, _ arguments: [Argument], _ node: FunctionCallExprSyntax) throws -> Value {
        let labels = arguments.map { $0.label ?? "_" }
        let base = table.model(typeName) != nil ? table.uikitBase(of: typeName) : typeName
        func argument(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }

        if base == "UIWindow" {
            switch labels {
            case []: return .object(host.makeWindow(frame: nil))
            case ["frame"]:
                guard case let .rect(frame)? = argument("frame") else { break }
                return .object(host.makeWindow(frame: frame))
            case ["windowScene"]:
                guard let scene = argument("windowScene")?.objectRef else { break }
                return .object(host.makeWindow(scene: scene))
            default: break
            }
            throw unsupported("UIWindow(\(labels.map { $0 + ":" }.joined()))", node)
        }
        if UIKitClasses.isViewController(base) {
            guard labels.isEmpty || labels == ["nibName", "bundle"] else {
                throw unsupported("\(typeName)(\(labels.map { $0 + ":" }.joined()))", node)
            }
            let nibName: String? = if case let .string(name)? = argument("nibName") { name } else { nil }
            return .object(try hosted { () throws(ProcessEnded) in try host.makeViewController(className: typeName, nibName: nibName) })
        }
        if UIKitClasses.isView(base) {
            return .object(host.makeView(className: typeName))
        }
        switch (typeName, labels) {
        case ("UIColor", ["red", "green", "blue", "alpha"]):
            let parts = ["red", "green", "blue"].map { argument($0).flatMap(Context.seconds) ?? 0 }
            return .color("rgb(\(parts.map(Context.short).joined(separator: ", ")))")
        case ("UIColor", ["white", "alpha"]):
            return .color("white(\(Context.short(argument("white").flatMap(Context.seconds) ?? 0)))")
        case ("CGRect", ["x", "y", "width", "height"]):
            let parts = ["x", "y", "width", "height"].map { argument($0).flatMap(Context.seconds) ?? 0 }
            return .rect(Rect(x: parts[0], y: parts[1], width: parts[2], height: parts[3]))
        case ("UIStoryboard", ["name", "bundle"]):
            guard case let .string(name)? = argument("name") else { break }
            return .opaque(type: "UIStoryboard", detail: name)
        case ("UISceneConfiguration", _):
            return .opaque(type: "UISceneConfiguration", detail: argument("name")?.printed ?? "")
        case ("String", ["_"]), ("String", ["describing"]):
            return .string(arguments[0].value.printed)
        case ("Int", ["_"]):
            switch arguments[0].value {
            case let .int(i): return .int(i)
            case let .double(d): return .int(Int(d))
            case let .string(s): return Int(s).map(Value.int) ?? .nil
            default: break
            }
        case ("Double", ["_"]):
            switch arguments[0].value {
            case let .int(i): return .double(Double(i))
            case let .double(d): return .double(d)
            case let .string(s): return Double(s).map(Value.double) ?? .nil
            default: break
            }
        default:
            break
        }
        if table.model(typeName) != nil && labels.isEmpty {
            return .object(try makeAppObject(typeName))
        }
        throw unsupported("\(typeName)(\(labels.map { $0 + ":" }.joined()))", node)
    }

    /// An instance of one of the app's own plain classes (not a UIKit subclass).
    private func makeAppObject(_ className: String) throws -> ObjectRef {
        let ref = ObjectRef(id: interpreter.nextAppObjectID, className: className)
        interpreter.nextAppObjectID += 1
        switch interpreter.instantiate(ref, host: host) {
        case .ended: throw Interrupt.ended
        case .returned: return ref
        }
    }

    static func short(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
