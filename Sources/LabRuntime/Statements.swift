import LabCore
import SwiftSyntax

/// Statements: declarations of locals, `if`, `guard`, loops, `return`, `break`, `continue`,
/// and expressions run for their effect.
extension Context {
    func execute(_ statements: [Statement], in scope: Scope) throws {
        for statement in statements {
            try execute(statement, in: scope)
        }
    }

    func execute(_ statement: Statement, in scope: Scope) throws {
        switch statement.item {
        case let .decl(decl):
            guard let variable = decl.as(VariableDeclSyntax.self) else {
                throw unsupported("local \(decl.kind.nameForMessage) declarations", decl)
            }
            try declare(variable, in: scope)
        case let .expr(expression):
            _ = try evaluate(expression, in: scope)
        case let .stmt(stmt):
            try execute(stmt, in: scope)
        }
    }

    private func declare(_ variable: VariableDeclSyntax, in scope: Scope) throws {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                throw unsupported("destructuring patterns", binding.pattern)
            }
            let value = try binding.initializer.map { try evaluate($0.value, in: scope) } ?? .nil
            scope.declare(name, value)
        }
    }

    private func execute(_ stmt: StmtSyntax, in scope: Scope) throws {
        if let expressionStatement = stmt.as(ExpressionStmtSyntax.self) {
            _ = try evaluate(expressionStatement.expression, in: scope)
        } else if let returnStatement = stmt.as(ReturnStmtSyntax.self) {
            throw Interrupt.returned(try returnStatement.expression.map { try evaluate($0, in: scope) } ?? .void)
        } else if let guardStatement = stmt.as(GuardStmtSyntax.self) {
            // Names a guard binds stay visible after it, so they go into the enclosing scope.
            if try !conditionsHold(guardStatement.conditions, binding: scope) {
                try execute(Array(guardStatement.body.statements), in: Scope(parent: scope))
                throw unsupported("a guard body that falls through", guardStatement)
            }
        } else if let forStatement = stmt.as(ForStmtSyntax.self) {
            try runFor(forStatement, in: scope)
        } else if let whileStatement = stmt.as(WhileStmtSyntax.self) {
            while true {
                let inner = Scope(parent: scope)
                guard try conditionsHold(whileStatement.conditions, binding: inner) else { break }
                if try !iterate(Array(whileStatement.body.statements), in: inner, node: whileStatement) { break }
            }
        } else if let repeatStatement = stmt.as(RepeatStmtSyntax.self) {
            repeat {
                if try !iterate(Array(repeatStatement.body.statements), in: Scope(parent: scope), node: repeatStatement) { break }
            } while try truth(evaluate(repeatStatement.condition, in: scope), repeatStatement.condition)
        } else if stmt.is(BreakStmtSyntax.self) {
            throw Interrupt.breakLoop
        } else if stmt.is(ContinueStmtSyntax.self) {
            throw Interrupt.continueLoop
        } else {
            throw unsupported("'\(stmt.firstToken(viewMode: .sourceAccurate)?.text ?? "this")' statements", stmt)
        }
    }

    private func runFor(_ loop: ForStmtSyntax, in scope: Scope) throws {
        guard let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                ?? (loop.pattern.is(WildcardPatternSyntax.self) ? "_" : nil) else {
            throw unsupported("this for-in pattern", loop.pattern)
        }
        let sequence: [Value]
        switch try evaluate(loop.sequence, in: scope) {
        case let .array(items): sequence = items
        case let .opaque("Range", detail):
            let bounds = detail.split(separator: ",").compactMap { Int($0) }
            sequence = bounds.count == 2 && bounds[0] < bounds[1] ? (bounds[0]..<bounds[1]).map(Value.int) : []
        default: throw unsupported("for-in over this kind of sequence", loop.sequence)
        }
        for element in sequence {
            let inner = Scope(parent: scope)
            inner.declare(name, element)
            if let condition = loop.whereClause?.condition, try !truth(evaluate(condition, in: inner), condition) { continue }
            if try !iterate(Array(loop.body.statements), in: inner, node: loop) { break }
        }
    }

    /// One loop iteration: costs 1 ms of virtual time; false when the body said `break`.
    private func iterate(_ body: [Statement], in scope: Scope, node: some SyntaxProtocol) throws -> Bool {
        try hosted { () throws(ProcessEnded) in try host.spend(milliseconds: 1) }
        do {
            try execute(body, in: scope)
        } catch Interrupt.breakLoop {
            return false
        } catch Interrupt.continueLoop {
            return true
        }
        return true
    }

    // MARK: Conditions

    /// `if`/`guard`/`while` conditions: booleans and `let x = optional` bindings, all must hold.
    func conditionsHold(_ conditions: ConditionElementListSyntax, binding scope: Scope) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case let .expression(expression):
                if try !truth(evaluate(expression, in: scope), expression) { return false }
            case let .optionalBinding(binding):
                let name: String
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    name = identifier.identifier.text
                } else if binding.pattern.is(WildcardPatternSyntax.self) {
                    name = "_" // `if let _ = …`: tests for nil, binds nothing
                } else {
                    throw unsupported("this optional-binding pattern", binding.pattern)
                }
                let value = try binding.initializer.map { try evaluate($0.value, in: scope) }
                    ?? scope.lookup(name) ?? .nil
                if value.isNil { return false }
                scope.declare(name, value)
            default:
                throw unsupported("this kind of condition", element)
            }
        }
        return true
    }

    func truth(_ value: Value, _ node: some SyntaxProtocol) throws -> Bool {
        guard case let .bool(b) = value else {
            throw unsupported("a condition of type \(value.typeName)", node)
        }
        return b
    }
}

extension SyntaxKind {
    /// `function`, `class`, … for messages.
    var nameForMessage: String {
        String(describing: self).replacingOccurrences(of: "Decl", with: "").lowercased()
    }
}
