import LabCore
import SwiftSyntax

/// One running piece of app code: the interpreter, the host it acts through, and `self`.
struct Context {
    let interpreter: Interpreter
    let host: AppHost
    let selfValue: Value?
    /// The class whose method is running (for `super` and unqualified method calls).
    let className: String

    var table: ClassTable { interpreter.table }

    /// Stops with "cannot run X yet", naming where.
    func unsupported(_ construct: String, _ node: some SyntaxProtocol) -> Interrupt {
        .unsupported(construct, at: table.location(of: node))
    }

    /// An unknown member of a UIKit object: a typo, or API the interpreter does not model.
    func unknownMember(_ name: String, of className: String, _ node: some SyntaxProtocol) -> Interrupt {
        var candidates = UIKitClasses.knownMembers(of: table.uikitBase(of: className))
        for model in table.lineage(of: className) {
            candidates += model.stored.map(\.name) + model.computed.keys.sorted() + model.methods.values.map(\.decl.name.text).sorted()
        }
        let suggestion = NameMatch.closest(to: name, among: candidates).flatMap { $0 == name ? nil : $0 }
        return .unknownMember(name, of: className, suggestion: suggestion, at: table.location(of: node))
    }

    /// A fault in app code: the simulated app crashes with Swift's message and where it happened.
    func fault(_ message: String, _ node: some SyntaxProtocol) -> Interrupt {
        let place = table.location(of: node)
        _ = host.crash(reason: "\(place.file):\(place.line): Fatal error: \(message)")
        return .ended
    }

    /// Runs a host call that may end the process.
    func hosted<T>(_ body: () throws(ProcessEnded) -> T) throws(Interrupt) -> T {
        do { return try body() } catch { throw .ended }
    }

    // MARK: Methods

    /// Runs an app method by selector on an app object, with `self` bound to it.
    func callMethod(selector: String, on receiver: ObjectRef, arguments: [Value], startingAt owner: String? = nil) throws -> Value {
        guard let (method, ownerClass) = table.method(selector, in: owner ?? receiver.className) else { return .void }
        let context = Context(interpreter: interpreter, host: host, selfValue: .object(receiver), className: ownerClass)
        return try context.run(method.decl, arguments: arguments)
    }

    /// Binds parameters and runs a function body; `return` ends it with its value.
    func run(_ function: FunctionDeclSyntax, arguments: [Value]) throws -> Value {
        interpreter.depth += 1
        defer { interpreter.depth -= 1 }
        if interpreter.depth > Interpreter.maximumDepth {
            let place = table.location(of: function)
            _ = host.crash(reason: "\(place.file):\(place.line): stack overflow in \(function.name.text) "
                + "(more than \(Interpreter.maximumDepth) nested calls)", exceptionType: "EXC_BAD_ACCESS (SIGSEGV)")
            throw Interrupt.ended
        }
        let scope = Scope(parent: nil)
        for (index, parameter) in function.signature.parameterClause.parameters.enumerated() {
            let name = (parameter.secondName ?? parameter.firstName).text
            if index < arguments.count {
                scope.declare(name, arguments[index])
            } else if let defaultValue = parameter.defaultValue?.value {
                scope.declare(name, try evaluate(defaultValue, in: scope))
            } else {
                scope.declare(name, .nil)
            }
        }
        guard let body = function.body else { return .void }
        do {
            try execute(Array(body.statements), in: scope)
        } catch let Interrupt.returned(value) {
            return value
        }
        return .void
    }

    /// Calls a closure value with arguments.
    func invoke(_ closure: Closure, arguments: [Value]) throws -> Value {
        let scope = Scope(parent: closure.captured)
        for (index, name) in closure.parameters.enumerated() {
            scope.declare(name, index < arguments.count ? arguments[index] : .nil)
        }
        let context = Context(interpreter: interpreter, host: host, selfValue: closure.selfValue ?? selfValue, className: className)
        do {
            // A single-expression closure returns its expression's value.
            if closure.body.count == 1, case let .expr(expression) = closure.body[0].item {
                return try context.evaluate(expression, in: scope)
            }
            try context.execute(closure.body, in: scope)
        } catch let Interrupt.returned(value) {
            return value
        }
        return .void
    }

    // MARK: Instance state

    func storedProperty(_ name: String, of ref: ObjectRef) -> Value? {
        interpreter.instances[ref.id]?[name]
    }

    /// Writes a stored property; false when the app object has none of that name.
    func setStoredProperty(_ name: String, of ref: ObjectRef, to value: Value) -> Bool {
        guard interpreter.instances[ref.id]?[name] != nil else { return false }
        interpreter.instances[ref.id]?[name] = value
        return true
    }
}
