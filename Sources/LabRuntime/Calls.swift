import LabCore
import SwiftSyntax

/// Calls: the app's own methods and closures, `super`, Swift's global functions (`print`,
/// `sleep`, `fatalError`), and the UIKit initialisers and methods the world models.
extension Context {
    /// One evaluated argument with its label (nil for `_` and trailing closures).
    struct Argument {
        let label: String?
        let value: Value
    }

    func call(_ call: FunctionCallExprSyntax, in scope: Scope) throws -> Value {
        var arguments = try call.arguments.map { Argument(label: $0.label?.text, value: try evaluate($0.expression, in: scope)) }
        if let trailing = call.trailingClosure {
            arguments.append(Argument(label: nil, value: try evaluate(ExprSyntax(trailing), in: scope)))
        }
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if case let .closure(closure)? = scope.lookup(name) { return try invoke(closure, arguments: arguments.map(\.value)) }
            if let result = try globalFunction(name, arguments, call) { return result }
            if name.first?.isUppercase == true { return try construct(name, arguments, call) }
            if case let .object(ref)? = selfValue, let selector = appSelector(name, arguments, in: ref.className) {
                return try callMethod(selector: selector, on: ref, arguments: arguments.map(\.value))
            }
            throw unsupported("a call to '\(name)'", reference)
        }
        guard let access = callee.as(MemberAccessExprSyntax.self), let baseExpression = access.base else {
            throw unsupported(describe(callee), callee)
        }
        let name = access.declName.baseName.text
        if baseExpression.is(SuperExprSyntax.self) { return try callSuper(name, arguments) }
        let base = try evaluate(baseExpression, in: scope)
        return try callMember(name, on: base, arguments, baseExpression: baseExpression, in: scope, node: call)
    }

    /// `super.viewDidLoad()`: the app superclass's method when it has one; UIKit's own
    /// implementations of the lifecycle methods do nothing observable.
    private func callSuper(_ name: String, _ arguments: [Argument]) throws -> Value {
        guard case let .object(ref)? = selfValue, let parent = table.model(className)?.superclass,
              let selector = appSelector(name, arguments, in: parent) else { return .void }
        return try callMethod(selector: selector, on: ref, arguments: arguments.map(\.value), startingAt: parent)
    }

    /// The selector of the app method `name` that these arguments call, looking up the class chain.
    func appSelector(_ name: String, _ arguments: [Argument], in className: String) -> String? {
        let exact = name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
        if table.method(exact, in: className) != nil { return exact }
        // A trailing closure carries no label: match by name and argument count.
        for model in table.lineage(of: className) {
            if let match = model.methods.values.first(where: {
                $0.decl.name.text == name && $0.decl.signature.parameterClause.parameters.count == arguments.count
            }) { return match.selector }
        }
        return nil
    }

    private func callMember(_ name: String, on base: Value, _ arguments: [Argument], baseExpression: ExprSyntax,
                            in scope: Scope, node: FunctionCallExprSyntax) throws -> Value {
        let values = arguments.map(\.value)
        switch base {
        case .nil:
            return .nil // optional chaining on nil
        case let .object(ref):
            if let selector = appSelector(name, arguments, in: ref.className) {
                return try callMethod(selector: selector, on: ref, arguments: values)
            }
            if let result = try uikitMethod(name, on: ref, arguments, node: node) { return result }
        case let .opaque("UIStoryboard", storyboard):
            let identifier: String?
            switch (name, values.first) {
            case ("instantiateInitialViewController", _): identifier = nil
            case let ("instantiateViewController", .string(id)?): identifier = id
            default: throw unsupported("UIStoryboard.\(name)", node)
            }
            return .object(try hosted { () throws(ProcessEnded) in
                try host.instantiateViewController(storyboard: storyboard, identifier: identifier)
            })
        case .type("Thread") where name == "sleep":
            guard let seconds = values.first.flatMap(Context.seconds) else { break }
            try hosted { () throws(ProcessEnded) in try host.spend(milliseconds: Int(seconds * 1000)) }
            return .void
        case let .string(text):
            switch (name, values.first) {
            case ("uppercased", nil): return .string(text.uppercased())
            case ("lowercased", nil): return .string(text.lowercased())
            case let ("hasPrefix", .string(prefix)?): return .bool(text.hasPrefix(prefix))
            case let ("hasSuffix", .string(suffix)?): return .bool(text.hasSuffix(suffix))
            case let ("contains", .string(part)?): return .bool(text.contains(part))
            default: break
            }
        case let .array(items):
            switch (name, values.first) {
            case let ("append", element?):
                try assign(.array(items + [element]), to: baseExpression, in: scope)
                return .void
            case ("removeAll", nil):
                try assign(.array([]), to: baseExpression, in: scope)
                return .void
            case let ("contains", element?): return .bool(items.contains { equal($0, element) })
            default: break
            }
        case let .closure(closure) where name == "callAsFunction":
            return try invoke(closure, arguments: values)
        default:
            break
        }
        if case let .object(ref) = base { throw unknownMember(name, of: ref.className, node) }
        throw unsupported("calling '.\(name)(…)' on \(base.typeName)", node)
    }

    /// The UIKit methods the world models, on an object of the app.
    private func uikitMethod(_ name: String, on ref: ObjectRef, _ arguments: [Argument], node: FunctionCallExprSyntax) throws -> Value? {
        switch name {
        case "makeKeyAndVisible":
            try hosted { () throws(ProcessEnded) in try host.makeKeyAndVisible(ref) }
            return .void
        case "addSubview":
            guard let view = arguments.first?.value.objectRef else { return nil }
            host.addSubview(view, to: ref)
            return .void
        case "loadViewIfNeeded":
            _ = try hosted { () throws(ProcessEnded) in try host.view(of: ref) }
            return .void
        case "beginBackgroundTask":
            let taskName = arguments.first { $0.label == "withName" }.flatMap { if case let .string(s) = $0.value { s } else { nil } }
            var handler: ClosureRef?
            if case let .closure(closure)? = arguments.last?.value {
                let reference = ClosureRef(id: interpreter.handedClosures.count + 1)
                interpreter.handedClosures[reference.id] = closure
                handler = reference
            }
            return .int(host.beginBackgroundTask(name: taskName, expirationHandler: handler))
        case "endBackgroundTask":
            if case let .int(identifier)? = arguments.first?.value { host.endBackgroundTask(identifier) }
            return .void
        default:
            return nil
        }
    }

    /// Swift's and Foundation's free functions.
    private func globalFunction(_ name: String, _ arguments: [Argument], _ node: FunctionCallExprSyntax) throws -> Value? {
        switch name {
        case "print", "debugPrint":
            let items = arguments.filter { $0.label == nil }.map { name == "print" ? $0.value.printed : $0.value.debugPrinted }
            let separator = arguments.first { $0.label == "separator" }.map(\.value.printed) ?? " "
            host.print(items.joined(separator: separator))
            return .void
        case "NSLog":
            host.print(Context.format(arguments.map(\.value)))
            return .void
        case "sleep", "usleep":
            guard case let .int(amount)? = arguments.first?.value else { return nil }
            let milliseconds = name == "sleep" ? amount * 1000 : amount / 1000
            try hosted { () throws(ProcessEnded) in try host.spend(milliseconds: milliseconds) }
            return .int(0)
        case "fatalError":
            throw fault(arguments.first?.value.printed ?? "", node)
        case "precondition", "assert":
            if case .bool(false)? = arguments.first?.value {
                throw fault(name == "assert" ? "Assertion failed" : "Precondition failed", node)
            }
            return .void
        case "min", "max":
            guard arguments.count == 2 else { return nil }
            let (a, b) = (arguments[0].value, arguments[1].value)
            let aFirst = (try? evaluateOrder(a, b)) ?? true
            return name == "min" ? (aFirst ? a : b) : (aFirst ? b : a)
        case "abs":
            switch arguments.first?.value {
            case let .int(i)?: return .int(abs(i))
            case let .double(d)?: return .double(abs(d))
            default: return nil
            }
        default:
            return nil
        }
    }

    private func evaluateOrder(_ a: Value, _ b: Value) throws -> Bool {
        switch (a, b) {
        case let (.int(x), .int(y)): x <= y
        case let (.double(x), .double(y)): x <= y
        case let (.string(x), .string(y)): x <= y
        default: true
        }
    }

    static func seconds(_ value: Value) -> Double? {
        switch value {
        case let .int(i): Double(i)
        case let .double(d): d
        default: nil
        }
    }

    /// `NSLog("%@ has %d", a, b)`: each `%@`, `%d`, `%ld`, `%f`, `%i` takes the next argument.
    static func format(_ values: [Value]) -> String {
        guard case let .string(format)? = values.first else { return values.map(\.printed).joined(separator: " ") }
        var rest = values.dropFirst().makeIterator()
        var out = ""
        var index = format.startIndex
        while index < format.endIndex {
            if format[index] == "%", let end = format[index...].dropFirst().firstIndex(where: { "@dfi%".contains($0) }) {
                out += format[end] == "%" ? "%" : (rest.next()?.printed ?? "")
                index = format.index(after: end)
            } else {
                out.append(format[index])
                index = format.index(after: index)
            }
        }
        return out
    }
}
