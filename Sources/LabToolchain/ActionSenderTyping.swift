import SwiftSyntax

/// An `@IBAction` whose sender is typed `AnyObject` or `Any` (optional or not) and whose body
/// uses the sender's members (`sender.tag`, `sender.isOn`): Objective-C finds those at run
/// time, Swift on Linux reports "value of type 'AnyObject' has no member 'tag'". When the nibs
/// connect the action from one class only, the body's first line (the line of its `{`, so no
/// line moves) reads the sender as that class: `let sender: UISwitch = __labActionSender(sender, "toggled:");`.
enum ActionSenderTyping {
    static let untypedSenders: [String: String] = ["AnyObject": "", "Any": "", "AnyObject?": "?", "Any?": "?", "AnyObject!": "!", "Any!": "!"]

    /// The text to insert after the body's `{`, or nil when the method is left as written.
    /// `sender` gives the class the nibs connect the selector from, for the receiving class.
    static func declaration(for function: FunctionDeclSyntax, in receiver: String,
                            sender: (_ selector: String, _ receiver: String) -> String?) -> String? {
        let parameters = Array(function.signature.parameterClause.parameters)
        guard parameters.count == 1, let body = function.body,
              let optionality = untypedSenders[parameters[0].type.trimmedDescription] else { return nil }
        let label = parameters[0].firstName.text
        let name = (parameters[0].secondName ?? parameters[0].firstName).text
        let method = function.name.text
        let selector = label == "_" ? "\(method):" : "\(method)With\(label.prefix(1).uppercased() + label.dropFirst()):"
        guard name != "_", let type = sender(selector, receiver), usesMembers(of: name, in: body) else { return nil }
        let helper = optionality.isEmpty ? "__labActionSender" : "__labOptionalActionSender"
        return " let \(name): \(type)\(optionality) = \(helper)(\(name), \"\(selector)\");"
    }

    /// Whether `body` reaches a member of `name` directly: `name.tag`, `name?.tag`, `name!.tag`.
    static func usesMembers(of name: String, in body: CodeBlockSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            let name: String
            var found = false
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                var base = node.base
                while let inner = base?.as(OptionalChainingExprSyntax.self)?.expression ?? base?.as(ForceUnwrapExprSyntax.self)?.expression {
                    base = inner
                }
                if base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name { found = true }
                return found ? .skipChildren : .visitChildren
            }
            // A closure or nested function may declare its own `name`; the outer one is what matters.
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(name: name)
        finder.walk(body)
        return finder.found
    }

    /// The name of the class or extended type a member declaration belongs to.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let type = parent.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = parent.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }
}
