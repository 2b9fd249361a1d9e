import SwiftSyntax

/// `#if` conditions as a build for the iOS Simulator sees them: `os(iOS)`,
/// `targetEnvironment(simulator)`, `arch(x86_64)`/`arch(arm64)` and `canImport` of a simulated SDK
/// module are true; other operating systems, environments and modules are false. Anything else
/// (`swift(>=5.9)`, a custom flag) is unknown, and an unknown clause counts as active.
enum SimulatorConditions {
    /// The value of one condition, or nil when it cannot be told here.
    static func evaluate(_ expression: ExprSyntax, canImport: (String) -> Bool) -> Bool? {
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return evaluate(inner.expression, canImport: canImport)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression, canImport: canImport).map { !$0 }
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch call.calledExpression.trimmedDescription {
            case "os": return argument == "iOS"
            case "targetEnvironment": return argument == "simulator"
            case "canImport":
                // The iOS Simulator's SDK has no AppKit (nor Cocoa), whatever the lab's Mac has;
                // a framework the lab does not simulate answers as absent too (`SDKModules.answersCanImport`).
                let module = argument.split(separator: ".").first.map(String.init) ?? argument
                return SDKModules.answersCanImport(module) && canImport(module)
            case "arch": return argument == "x86_64" || argument == "arm64"
            default: return nil
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return evaluate(sequence: Array(sequence.elements), canImport: canImport)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let name = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return combine(evaluate(infix.leftOperand, canImport: canImport), name, evaluate(infix.rightOperand, canImport: canImport))
        }
        return nil
    }

    /// Whether `node` is in code the compiler reads: every `#if` around it takes the clause
    /// it is in. A clause after one that is certainly true is not taken, nor one whose own
    /// condition is certainly false; where it cannot be told, the clause counts as taken.
    static func isActive(_ node: some SyntaxProtocol, canImport: (String) -> Bool) -> Bool {
        var current: Syntax? = Syntax(node)
        while let syntax = current {
            if let clause = syntax.as(IfConfigClauseSyntax.self), let block = clause.parent?.parent?.as(IfConfigDeclSyntax.self) {
                let earlier = block.clauses.prefix { $0.id != clause.id }
                if earlier.contains(where: { $0.condition.map { evaluate($0, canImport: canImport) == true } ?? true }) { return false }
                if let condition = clause.condition, evaluate(condition, canImport: canImport) == false { return false }
            }
            current = syntax.parent
        }
        return true
    }

    /// `a && b || c` before operator folding: `&&` binds tighter than `||`.
    private static func evaluate(sequence elements: [ExprSyntax], canImport: (String) -> Bool) -> Bool? {
        var terms: [[ExprSyntax]] = [[]]
        for element in elements {
            if let name = element.as(BinaryOperatorExprSyntax.self)?.operator.text, name == "||" {
                terms.append([])
            } else {
                terms[terms.count - 1].append(element)
            }
        }
        var result: Bool? = false
        for term in terms {
            var conjunction: Bool? = true
            for element in term where element.as(BinaryOperatorExprSyntax.self) == nil {
                conjunction = combine(conjunction, "&&", evaluate(element, canImport: canImport))
            }
            result = combine(result, "||", conjunction)
        }
        return result
    }

    private static func combine(_ left: Bool?, _ name: String, _ right: Bool?) -> Bool? {
        switch name {
        case "&&":
            if left == false || right == false { return false }
            return left == true && right == true ? true : nil
        case "||":
            if left == true || right == true { return true }
            return left == false && right == false ? false : nil
        default:
            return nil
        }
    }
}
