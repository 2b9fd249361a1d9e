import SwiftSyntax

/// Member lookup on `AnyObject`: `delayObject.doubleValue`, where the function declared
/// `var delayObject: AnyObject`. With Objective-C, Swift finds the member among every class's
/// `@objc` members; Swift on Linux reports "value of type 'AnyObject' has no member". The build
/// reads such a use through UIKit's view of the object, `__LabAnyObject(delayObject).doubleValue`,
/// which answers the SDK classes' Objective-C properties as implicitly unwrapped optionals, as
/// the lookup does (nil when the object does not respond). Only a plain name declared in an
/// enclosing block with the type `AnyObject` is read so; parameters (action senders get their
/// class from the nibs: `ActionSenderTyping`) and properties are left as written.
enum AnyObjectMemberLookup {
    static let declaredTypes: Set<String> = ["AnyObject", "AnyObject!"]

    /// The compiled spelling of `reference` when it names such a variable, else nil.
    static func wrapped(_ reference: DeclReferenceExprSyntax) -> String? {
        guard reference.argumentNames == nil, isAnyObjectVariable(reference) else { return nil }
        return "__LabAnyObject(\(reference.baseName.text))"
    }

    /// Whether the nearest declaration of `reference`'s name, looking outwards through the
    /// enclosing blocks, is a local `var`/`let` typed `AnyObject`.
    static func isAnyObjectVariable(_ reference: DeclReferenceExprSyntax) -> Bool {
        let name = reference.baseName.text
        var child = Syntax(reference)
        var current = reference.parent
        while let node = current {
            if let items = node.as(CodeBlockItemListSyntax.self) {
                for item in items.reversed() where item.endPosition <= child.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return declaredTypes.contains(binding.typeAnnotation?.type.trimmedDescription ?? "")
                    }
                }
            }
            if let closure = node.as(ClosureExprSyntax.self), declares(closure, name) { return false }
            // Past the function's own blocks: a parameter, a property or a global, left as written.
            if node.is(FunctionDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self) || node.is(EnumDeclSyntax.self)
                || node.is(ExtensionDeclSyntax.self) || node.is(ProtocolDeclSyntax.self) || node.is(SourceFileSyntax.self)
                || node.is(InitializerDeclSyntax.self) || node.is(AccessorBlockSyntax.self) {
                return false
            }
            child = node
            current = node.parent
        }
        return false
    }

    /// Whether a closure's parameters name `name` (`{ delay in … }`, `{ (delay: Double) in … }`).
    private static func declares(_ closure: ClosureExprSyntax, _ name: String) -> Bool {
        guard let parameters = closure.signature?.parameterClause else { return false }
        if let shorthand = parameters.as(ClosureShorthandParameterListSyntax.self) {
            return shorthand.contains { $0.name.text == name }
        }
        if let clause = parameters.as(ClosureParameterClauseSyntax.self) {
            return clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
        }
        return false
    }
}
