import LabCore
import SwiftSyntax

/// Infix operators: assignment (plain and compound), arithmetic, comparison, logic, `??`, ranges.
extension Context {
    func evaluate(_ infix: InfixOperatorExprSyntax, in scope: Scope) throws -> Value {
        if infix.operator.is(AssignmentExprSyntax.self) {
            try assign(try evaluate(infix.rightOperand, in: scope), to: infix.leftOperand, in: scope)
            return .void
        }
        guard let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw unsupported(describe(ExprSyntax(infix)), infix)
        }
        switch symbol {
        case "&&":
            return .bool(try truth(evaluate(infix.leftOperand, in: scope), infix.leftOperand)
                && truth(evaluate(infix.rightOperand, in: scope), infix.rightOperand))
        case "||":
            return .bool(try truth(evaluate(infix.leftOperand, in: scope), infix.leftOperand)
                || truth(evaluate(infix.rightOperand, in: scope), infix.rightOperand))
        case "??":
            let left = try evaluate(infix.leftOperand, in: scope)
            return left.isNil ? try evaluate(infix.rightOperand, in: scope) : left
        case "+=", "-=", "*=", "/=":
            let current = try evaluate(infix.leftOperand, in: scope)
            let result = try arithmetic(String(symbol.dropLast()), current, try evaluate(infix.rightOperand, in: scope), infix)
            try assign(result, to: infix.leftOperand, in: scope)
            return .void
        default:
            let left = try evaluate(infix.leftOperand, in: scope)
            let right = try evaluate(infix.rightOperand, in: scope)
            return try binary(symbol, left, right, infix)
        }
    }

    private func binary(_ symbol: String, _ left: Value, _ right: Value, _ node: InfixOperatorExprSyntax) throws -> Value {
        switch symbol {
        case "==": return .bool(equal(left, right))
        case "!=": return .bool(!equal(left, right))
        case "<", ">", "<=", ">=":
            guard let order = compare(left, right) else { throw unsupported("'\(symbol)' on \(left.typeName)", node) }
            switch symbol {
            case "<": return .bool(order < 0)
            case ">": return .bool(order > 0)
            case "<=": return .bool(order <= 0)
            default: return .bool(order >= 0)
            }
        case "...", "..<":
            guard case let .int(low) = left, case let .int(high) = right else {
                throw unsupported("ranges of \(left.typeName)", node)
            }
            let end = symbol == "..." ? high + 1 : high
            if end < low { throw fault("Range requires lowerBound <= upperBound", node) }
            return .opaque(type: "Range", detail: "\(low),\(end)")
        default:
            return try arithmetic(symbol, left, right, node)
        }
    }

    private func arithmetic(_ symbol: String, _ left: Value, _ right: Value, _ node: InfixOperatorExprSyntax) throws -> Value {
        switch (left, right) {
        case let (.int(a), .int(b)):
            switch symbol {
            case "+", "-", "*":
                let (result, overflow) = symbol == "+" ? a.addingReportingOverflow(b)
                    : symbol == "-" ? a.subtractingReportingOverflow(b) : a.multipliedReportingOverflow(by: b)
                if overflow { throw fault("arithmetic overflow", node) }
                return .int(result)
            case "/", "%":
                if b == 0 { throw fault("Division by zero", node) }
                return .int(symbol == "/" ? a / b : a % b)
            default: break
            }
        default: break
        }
        if let a = number(left), let b = number(right) {
            switch symbol {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            default: break
            }
        }
        if symbol == "+", case let .string(a) = left, case let .string(b) = right { return .string(a + b) }
        if symbol == "+", case let .array(a) = left, case let .array(b) = right { return .array(a + b) }
        throw unsupported("'\(symbol)' on \(left.typeName) and \(right.typeName)", node)
    }

    private func number(_ value: Value) -> Double? {
        switch value {
        case let .int(i): Double(i)
        case let .double(d): d
        default: nil
        }
    }

    func equal(_ left: Value, _ right: Value) -> Bool {
        switch (left, right) {
        case (.nil, .nil), (.void, .void): true
        case let (.bool(a), .bool(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.object(a), .object(b)): a == b
        case let (.color(a), .color(b)), let (.enumCase(a), .enumCase(b)),
             let (.color(a), .enumCase(b)), let (.enumCase(a), .color(b)): a == b
        case let (.array(a), .array(b)): a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        default:
            if let a = number(left), let b = number(right) { a == b } else { false }
        }
    }

    private func compare(_ left: Value, _ right: Value) -> Int? {
        if let a = number(left), let b = number(right) { return a < b ? -1 : a > b ? 1 : 0 }
        if case let .string(a) = left, case let .string(b) = right { return a < b ? -1 : a > b ? 1 : 0 }
        return nil
    }
}
