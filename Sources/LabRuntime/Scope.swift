import SwiftSyntax

typealias Statement = CodeBlockItemSyntax

/// Local variables of one block, chained to the enclosing block's.
final class Scope {
    private var values: [String: Value] = [:]
    let parent: Scope?

    init(parent: Scope?) { self.parent = parent }

    func declare(_ name: String, _ value: Value) { values[name] = value }

    func lookup(_ name: String) -> Value? {
        values[name] ?? parent?.lookup(name)
    }

    /// Assigns to the nearest declaration; false when no block declares `name`.
    func assign(_ name: String, _ value: Value) -> Bool {
        if values[name] != nil { values[name] = value; return true }
        return parent?.assign(name, value) ?? false
    }
}

/// Why running stopped early: a `return`, `break` or `continue`, the process ending, or code
/// the interpreter cannot run.
enum Interrupt: Error {
    case returned(Value)
    case breakLoop
    case continueLoop
    /// The process crashed or was killed while the code ran.
    case ended
    /// A construct outside the subset LabRuntime runs, with where it is.
    case unsupported(String, at: SourceLocation)
    /// A member a UIKit class does not have, or that LabRuntime does not model: the class,
    /// the member, the closest member it knows, and where.
    case unknownMember(String, of: String, suggestion: String?, at: SourceLocation)
}
