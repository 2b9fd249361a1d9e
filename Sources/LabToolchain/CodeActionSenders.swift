import BundleFormats
import LabCore
import SwiftSyntax
import SwiftParser

/// Which class sends the actions app code connects itself: `button.addTarget(self, action:
/// #selector(tapped(_:)), for: .touchUpInside)` is sent by `button`'s class, as the property or
/// local it names declares it (`let button = UIButton(type: .system)`, `@IBOutlet var button:
/// UIButton!`); `UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))` and
/// `UIBarButtonItem(…, target: self, action: #selector(…))` by the class they make. Only targets
/// that are `self` count: the receiver is the enclosing class. A sender whose type cannot be read
/// from the source is left out (the method then stays as written).
enum CodeActionSenders {
    /// receiver → selector → sending class, added to `senders` with its agreement rule.
    static func read(_ sources: [SourceFile], into senders: inout InterfaceBuilderActionSenders, parsed: ParsedSources = ParsedSources()) {
        for source in sources where source.text.contains("#selector") {
            let finder = Finder(tree: parsed.tree(of: source))
            finder.walk(finder.tree)
            for found in finder.found { senders.add(sender: found.sender, of: found.selector, receivedBy: found.receiver) }
        }
    }

    /// `tapped(_:)` → `tapped:`; `tapped(sender:)` → `tappedWithSender:`; a bare `tapped` is
    /// read as the one-parameter form; other arities are not actions this reads.
    static func selector(_ argument: String) -> String? {
        var text = argument.filter { !$0.isWhitespace }
        for prefix in ["getter:", "setter:"] where text.hasPrefix(prefix) { return nil }
        if let open = text.firstIndex(of: "(") {
            let head = text[..<open]
            let name = head.split(separator: ".").last.map(String.init) ?? String(head)
            let labels = text[text.index(after: open)...].dropLast().split(separator: ":", omittingEmptySubsequences: true)
            guard labels.count == 1 else { return nil }
            return labels[0] == "_" ? name + ":" : name + "With" + labels[0].prefix(1).uppercased() + labels[0].dropFirst() + ":"
        }
        text = text.split(separator: ".").last.map(String.init) ?? text
        return text + ":"
    }

    private final class Finder: SyntaxVisitor {
        let tree: SourceFileSyntax
        var found: [(receiver: String, selector: String, sender: String)] = []
        init(tree: SourceFileSyntax) {
            self.tree = tree
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let arguments = Array(node.arguments)
            guard let target = arguments.first(where: { $0.label?.text == "target" || ($0.label == nil && arguments.first == $0) }),
                  target.expression.trimmedDescription == "self",
                  let action = arguments.first(where: { $0.label?.text == "action" }),
                  let macro = action.expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
                  let selector = CodeActionSenders.selector(macro.arguments.first?.expression.trimmedDescription ?? ""),
                  let receiver = ActionSenderTyping.enclosingTypeName(of: node) ?? Self.enclosingClass(of: node) else { return .visitChildren }
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addTarget" {
                // `control.addTarget(self, action:, for:)`: the control's declared class.
                if let base = member.base, let type = type(of: base, near: node) { found.append((receiver, selector, type)) }
            } else if let called = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      called.hasSuffix("GestureRecognizer") || called == "UIBarButtonItem" {
                found.append((receiver, selector, called))
            }
            return .visitChildren
        }

        /// The class of `self.name` or `name`: a local of the enclosing function declared before,
        /// or a property of the enclosing type.
        private func type(of expression: ExprSyntax, near node: some SyntaxProtocol) -> String? {
            let name: String
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text
            } else if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
                name = member.declName.baseName.text
            } else {
                return nil
            }
            var current = node.parent
            while let parent = current {
                if let block = parent.as(CodeBlockSyntax.self) {
                    for item in block.statements {
                        if let variable = item.item.as(VariableDeclSyntax.self), let type = Self.declaredType(of: name, in: variable) { return type }
                    }
                }
                if let members = parent.as(MemberBlockSyntax.self) {
                    for member in members.members {
                        if let variable = member.decl.as(VariableDeclSyntax.self), let type = Self.declaredType(of: name, in: variable) { return type }
                    }
                    return nil
                }
                current = parent.parent
            }
            return nil
        }

        /// `var name: T`, `var name: T!`, `let name = T(…)`, `let name = T.init(…)`, `lazy var name: T = …`.
        static func declaredType(of name: String, in variable: VariableDeclSyntax) -> String? {
            for binding in variable.bindings {
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
                if var type = binding.typeAnnotation?.type.trimmedDescription {
                    while type.hasSuffix("!") || type.hasSuffix("?") { type.removeLast() }
                    return type.first?.isUppercase == true && type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) ? type : nil
                }
                if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
                    var called = call.calledExpression.trimmedDescription
                    if called.hasSuffix(".init") { called.removeLast(".init".count) }
                    return called.first?.isUppercase == true && called.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? called : nil
                }
            }
            return nil
        }

        static func enclosingClass(of node: some SyntaxProtocol) -> String? {
            var current = node.parent
            while let parent = current {
                if let type = parent.as(ClassDeclSyntax.self) { return type.name.text }
                if let type = parent.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
                current = parent.parent
            }
            return nil
        }
    }
}
