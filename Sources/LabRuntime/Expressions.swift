import LabCore
import SwiftSyntax

/// Expressions: literals, names, operators, optionals, casts, closures, `if` and ternaries.
/// Member access and calls live in `Members.swift` and `Calls.swift`.
extension Context {
    func evaluate(_ expression: ExprSyntax, in scope: Scope) throws -> Value {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            guard let value = Int(literal.literal.text.replacingOccurrences(of: "_", with: "")) else {
                throw unsupported("this integer literal", literal)
            }
            return .int(value)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            return .double(Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) ?? 0)
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if expression.is(NilLiteralExprSyntax.self) { return .nil }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return .string(try text(of: literal, in: scope)) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return try lookup(reference, in: scope) }
        if let access = expression.as(MemberAccessExprSyntax.self) { return try member(access, in: scope) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return try self.call(call, in: scope) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return try evaluate(chained.expression, in: scope) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
            let value = try evaluate(unwrap.expression, in: scope)
            if value.isNil { throw fault("Unexpectedly found nil while unwrapping an Optional value", unwrap) }
            return value
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) { return try evaluate(infix, in: scope) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let operand = try evaluate(prefix.expression, in: scope)
            switch (prefix.operator.text, operand) {
            case let ("!", .bool(b)): return .bool(!b)
            case let ("-", .int(i)): return .int(-i)
            case let ("-", .double(d)): return .double(-d)
            default: throw unsupported("prefix '\(prefix.operator.text)' on \(operand.typeName)", prefix)
            }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try evaluate(only.expression, in: scope)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .array(try array.elements.map { try evaluate($0.expression, in: scope) })
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { return try element(subscriptCall, in: scope) }
        if let closure = expression.as(ClosureExprSyntax.self) { return .closure(make(closure, in: scope)) }
        if let cast = expression.as(AsExprSyntax.self) { return try evaluate(cast, in: scope) }
        if let test = expression.as(IsExprSyntax.self) {
            return .bool(conforms(try evaluate(test.expression, in: scope), to: test.type.trimmedDescription))
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            let condition = try truth(evaluate(ternary.condition, in: scope), ternary.condition)
            return try evaluate(condition ? ternary.thenExpression : ternary.elseExpression, in: scope)
        }
        if let ifExpression = expression.as(IfExprSyntax.self) { return try run(ifExpression, in: scope) }
        if expression.is(SuperExprSyntax.self) { throw unsupported("'super' outside a method call", expression) }
        throw unsupported(describe(expression), expression)
    }

    /// `if` / `else if` / `else`; bindings live in the branch's scope.
    private func run(_ ifExpression: IfExprSyntax, in scope: Scope) throws -> Value {
        let inner = Scope(parent: scope)
        if try conditionsHold(ifExpression.conditions, binding: inner) {
            try execute(Array(ifExpression.body.statements), in: inner)
        } else if let elseBody = ifExpression.elseBody {
            switch elseBody {
            case let .ifExpr(next): return try run(next, in: scope)
            case let .codeBlock(block): try execute(Array(block.statements), in: Scope(parent: scope))
            }
        }
        return .void
    }

    /// A string literal with its interpolations filled in.
    private func text(of literal: StringLiteralExprSyntax, in scope: Scope) throws -> String {
        var result = ""
        for segment in literal.segments {
            switch segment {
            case let .stringSegment(piece):
                result += Context.unescape(piece.content.text)
            case let .expressionSegment(interpolation):
                for argument in interpolation.expressions {
                    result += try evaluate(argument.expression, in: scope).printed
                }
            }
        }
        return result
    }

    static func unescape(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        var out = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "0": out.append("\0")
                default: out.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// A bare name: a local, `self`, a property of `self`, or a type.
    private func lookup(_ reference: DeclReferenceExprSyntax, in scope: Scope) throws -> Value {
        let name = reference.baseName.text
        if let value = scope.lookup(name) { return value }
        if name == "self", let selfValue { return selfValue }
        if case let .object(ref)? = selfValue, let value = try property(name, of: ref, node: reference) { return value }
        if let first = name.first, first.isUppercase { return .type(name) }
        throw unsupported("the name '\(name)' (not a local, a property of \(className), or a type it knows)", reference)
    }

    private func make(_ closure: ClosureExprSyntax, in scope: Scope) -> Closure {
        var names: [String] = []
        switch closure.signature?.parameterClause {
        case let .simpleInput(list)?: names = list.map(\.name.text)
        case let .parameterClause(clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        return Closure(parameters: names, body: Array(closure.statements), captured: scope, selfValue: selfValue)
    }

    private func element(_ subscriptCall: SubscriptCallExprSyntax, in scope: Scope) throws -> Value {
        let base = try evaluate(subscriptCall.calledExpression, in: scope)
        guard case let .array(items) = base, subscriptCall.arguments.count == 1,
              let indexExpression = subscriptCall.arguments.first?.expression else {
            throw unsupported("subscripts on \(base.typeName)", subscriptCall)
        }
        guard case let .int(index) = try evaluate(indexExpression, in: scope) else {
            throw unsupported("a non-integer index", indexExpression)
        }
        guard items.indices.contains(index) else { throw fault("Index out of range", subscriptCall) }
        return items[index]
    }

    private func evaluate(_ cast: AsExprSyntax, in scope: Scope) throws -> Value {
        let value = try evaluate(cast.expression, in: scope)
        let target = cast.type.trimmedDescription
        switch cast.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark?: return conforms(value, to: target) ? value : .nil
        case .exclamationMark?:
            guard conforms(value, to: target) else {
                throw fault("Could not cast value of type '\(value.typeName)' to '\(target)'", cast)
            }
            return value
        default: return value
        }
    }

    /// Whether `as? Target` succeeds: the value's class, an app superclass or its UIKit base names it.
    func conforms(_ value: Value, to target: String) -> Bool {
        switch value {
        case .nil: return false
        case let .object(ref):
            let names = [ref.className] + table.lineage(of: ref.className).compactMap(\.superclass)
            return names.contains(target) || UIKitClasses.isAncestor(target, of: table.uikitBase(of: ref.className))
        case let .opaque(type, _): return type == target
        case .string: return target == "String"
        case .int: return target == "Int"
        case .double: return target == "Double"
        case .bool: return target == "Bool"
        default: return value.typeName == target
        }
    }

    /// A short name for an expression, for "cannot run … yet": `'switch' expressions` for a
    /// construct that starts with a keyword, else the expression's first line.
    func describe(_ expression: ExprSyntax) -> String {
        if let first = expression.firstToken(viewMode: .sourceAccurate), case .keyword = first.tokenKind {
            return "'\(first.text)' expressions"
        }
        let firstLine = expression.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        return "'\(firstLine.count > 40 ? firstLine.prefix(40) + "…" : firstLine)'"
    }
}
