import SwiftSyntax

/// Member lookup on `AnyObject`: `delayObject.doubleValue`, `serverKey.isEqual(pinnedKey)`. With
/// Objective-C, Swift finds the member among every class's `@objc` members; Swift on Linux
/// reports "value of type 'AnyObject' has no member". The build reads such a use through UIKit's
/// view of the object, `__LabAnyObject(serverKey).isEqual(pinnedKey)`, which answers the SDK
/// classes' Objective-C properties and methods as the lookup does (nil when the object does not
/// respond). A plain name is read so when its nearest declaration gives it the type `AnyObject`:
/// a local `var`/`let` declared `AnyObject` or initialised `… as AnyObject`; a loop variable over
/// `[AnyObject]` (`for key in keys as [AnyObject]`, `for key: AnyObject in …`, or a local declared
/// `[AnyObject]`); a closure's or a function's parameter declared `AnyObject`. An `@IBAction`'s or
/// `@objc` method's parameters are left as written (action senders get their class from the
/// nibs: `ActionSenderTyping`), and so are properties.
enum AnyObjectMemberLookup {
    static let declaredTypes: Set<String> = ["AnyObject", "AnyObject!"]
    static let sequenceTypes: Set<String> = ["[AnyObject]", "[AnyObject]!", "Array<AnyObject>"]

    /// The compiled spelling of `reference` when it names such a variable, else nil.
    static func wrapped(_ reference: DeclReferenceExprSyntax) -> String? {
        guard reference.argumentNames == nil, isAnyObjectVariable(reference) else { return nil }
        return "__LabAnyObject(\(reference.baseName.text))"
    }

    /// Whether the nearest declaration of `reference`'s name, looking outwards, gives it the
    /// type `AnyObject`.
    static func isAnyObjectVariable(_ reference: DeclReferenceExprSyntax) -> Bool {
        declaration(of: reference.baseName.text, from: Syntax(reference)).map { declaredTypes.contains($0) } ?? false
    }

    /// The type the nearest declaration of `name` visible from `start` gives it, as written
    /// (`AnyObject`, `[AnyObject]`); nil when it is not a local, a loop variable or a parameter
    /// whose type the source says (a property, a global, an inferred type).
    static func declaration(of name: String, from start: Syntax) -> String? {
        var child = start
        var current = start.parent
        while let node = current {
            if let items = node.as(CodeBlockItemListSyntax.self) {
                for item in items.reversed() where item.endPosition <= child.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let type = binding.typeAnnotation?.type.trimmedDescription { return type }
                        return binding.initializer.flatMap { castType(of: $0.value) }
                    }
                }
            }
            if let loop = node.as(ForStmtSyntax.self), child.id == loop.body.id || child.id == loop.whereClause?.id,
               loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return loopVariableType(loop)
            }
            if let closure = node.as(ClosureExprSyntax.self), case let (true, type) = parameter(name, of: closure) {
                return type
            }
            // A parameter; past a nested function that has none of that name, the enclosing
            // function's locals it captures.
            if let function = node.as(FunctionDeclSyntax.self),
               let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                let objc = function.attributes.contains { $0.as(AttributeSyntax.self).map { ["IBAction", "objc"].contains($0.attributeName.trimmedDescription) } ?? false }
                return objc ? nil : parameter.type.trimmedDescription
            }
            if let initializer = node.as(InitializerDeclSyntax.self),
               let parameter = initializer.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return parameter.type.trimmedDescription
            }
            // Past the function's own blocks: a property or a global, left as written.
            if node.is(MemberBlockSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self) || node.is(EnumDeclSyntax.self)
                || node.is(ExtensionDeclSyntax.self) || node.is(ProtocolDeclSyntax.self) || node.is(SourceFileSyntax.self)
                || node.is(AccessorBlockSyntax.self) {
                return nil
            }
            child = node
            current = node.parent
        }
        return nil
    }

    /// `AnyObject` when a `for` loop's variable is one: declared so, or the sequence is an array
    /// of `AnyObject` (cast so, or a name declared so).
    static func loopVariableType(_ loop: ForStmtSyntax) -> String? {
        if let type = loop.typeAnnotation?.type.trimmedDescription { return type }
        let sequence = loop.sequence
        if let cast = castType(of: sequence) { return sequenceTypes.contains(cast) ? "AnyObject" : nil }
        if let reference = sequence.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
           let type = declaration(of: reference.baseName.text, from: Syntax(loop)), sequenceTypes.contains(type) {
            return "AnyObject"
        }
        return nil
    }

    /// The type `expression` is cast to with `as` or `as!` when that cast is the whole
    /// expression (`keys as [AnyObject]`), folded or not.
    static func castType(of expression: ExprSyntax) -> String? {
        if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark?.text != "?" {
            return cast.type.trimmedDescription
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self),
                  cast.questionOrExclamationMark?.text != "?", let type = elements[2].as(TypeExprSyntax.self) else { return nil }
            return type.type.trimmedDescription
        }
        return nil
    }

    /// Whether a closure's parameters name `name` (`{ delay in … }`, `{ (delay: Double) in … }`),
    /// and the type it declares for it (nil when the closure does not say).
    private static func parameter(_ name: String, of closure: ClosureExprSyntax) -> (declared: Bool, type: String?) {
        guard let parameters = closure.signature?.parameterClause else { return (false, nil) }
        if let shorthand = parameters.as(ClosureShorthandParameterListSyntax.self) {
            return (shorthand.contains { $0.name.text == name }, nil)
        }
        if let clause = parameters.as(ClosureParameterClauseSyntax.self),
           let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
            return (true, parameter.type?.trimmedDescription)
        }
        return (false, nil)
    }
}
