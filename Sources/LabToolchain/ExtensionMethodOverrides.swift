import SwiftSyntax

/// A subclass's override of a method declared in an extension (`extension UIImageView { @objc
/// func prefersPreloading() -> Bool { true } }`, then `override func prefersPreloading()` in a
/// subclass): Objective-C dispatches it through the class's method table, while Swift without the
/// Objective-C runtime refuses it ("non-@objc instance method … is declared in extension … and
/// cannot be overridden"). The build gives the same dispatch, each edit on its own line
/// (`SourceRewriter`):
/// - the extension's method becomes `__labExtension_NAME`, and a method of the original name,
///   added on the extension's closing line, calls the object's override when its class has one
///   (it adopts `__LabOverrides_TYPE_SELECTOR`, a protocol declared after that brace) and the
///   extension's method otherwise;
/// - each overriding method becomes `__labOverriding_NAME`: the first overriding class in a chain
///   adopts the protocol and loses `override`, a subclass of it keeps `override` (it overrides a
///   method of the class's own now);
/// - `super.NAME(…)` in an override calls the next one up, `super.__labOverriding_NAME(…)` or
///   `super.__labExtension_NAME(…)`.
/// Static methods and methods with generic or variadic parameters are left as written.
struct ExtensionMethodOverrides: Sendable {
    struct Method: Hashable, Sendable {
        var type: String
        var selector: String
    }

    /// Extension methods a subclass overrides, by extended type and selector.
    private(set) var overridden: Set<Method> = []
    /// Overriding methods by class and selector: the extended type whose method they override, and
    /// whether a superclass between them overrides it first.
    private(set) var overriders: [Method: (base: String, nested: Bool)] = [:]
    /// The module's type aliases (`typealias PlatformImageView = UIImageView`), which an extension may name.
    private(set) var aliases: [String: String] = [:]

    var isEmpty: Bool { overridden.isEmpty }

    /// The overrides among `trees`' code that swiftc reads. `sdkSuperclass` names an SDK class's
    /// superclass (the chain of an app class goes on through UIKit's: `UIImageView`, `UIView`…).
    static func plan(_ trees: [SourceFileSyntax], canImport: @escaping (String) -> Bool,
                     sdkSuperclass: (String) -> String?) -> ExtensionMethodOverrides {
        let scan = Scan(canImport: canImport)
        for tree in trees { scan.walk(tree) }
        var plan = ExtensionMethodOverrides()
        plan.aliases = scan.aliases
        let extensionMethods = Dictionary(scan.extensionMethods.map { (plan.resolved($0.key), $0.value) }, uniquingKeysWith: { $0.union($1) })
        let extensionSelectors = Set(extensionMethods.values.flatMap { $0 })
        for (name, declared) in scan.classes {
            for selector in declared.overrides where extensionSelectors.contains(selector) {
                var nested = false
                var current = declared.superclass.map(plan.resolved)
                var visited: Set<String> = [name]
                while let ancestor = current, visited.insert(ancestor).inserted {
                    if extensionMethods[ancestor]?.contains(selector) == true {
                        plan.overridden.insert(Method(type: ancestor, selector: selector))
                        plan.overriders[Method(type: name, selector: selector)] = (ancestor, nested)
                        break
                    }
                    if let app = scan.classes[ancestor] {
                        if app.overrides.contains(selector) { nested = true }
                        current = app.superclass.map(plan.resolved)
                    } else {
                        current = sdkSuperclass(ancestor)
                    }
                }
            }
        }
        return plan
    }

    /// The type `name` stands for, through the module's type aliases.
    func resolved(_ name: String) -> String {
        var current = name
        var visited: Set<String> = []
        while visited.insert(current).inserted, let target = aliases[current] { current = target }
        return current
    }

    /// `name(label:_:)`.
    static func selector(of function: FunctionDeclSyntax) -> String {
        function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// The protocol an overriding class adopts.
    static func protocolName(_ method: Method) -> String {
        "__LabOverrides_" + String((method.type + "_" + method.selector).map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// Whether the build can forward `function`'s call: an instance method without generic or
    /// variadic parameters.
    static func isForwardable(_ function: FunctionDeclSyntax) -> Bool {
        function.genericParameterClause == nil && function.genericWhereClause == nil
            && !function.modifiers.contains { ["static", "class"].contains($0.name.text) }
            && !function.signature.parameterClause.parameters.contains { $0.ellipsis != nil }
    }

    /// The class or extension whose member `node` is (through `#if` blocks), nil for a local function.
    static func container(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let parent = current {
            if parent.is(ClassDeclSyntax.self) || parent.is(ExtensionDeclSyntax.self) { return parent }
            if parent.is(DeclSyntax.self) && !parent.is(IfConfigDeclSyntax.self) { return nil }
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// The type name an extension or class declaration gives, without generic arguments.
    static func typeName(_ node: Syntax) -> String? {
        if let type = node.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = node.as(ExtensionDeclSyntax.self) {
            return String(type.extendedType.trimmedDescription.prefix { $0 != "<" })
        }
        return nil
    }

    /// The added members of one overridden extension method: the dispatching method (placed
    /// before the extension's closing brace) and the protocol (after it).
    static func dispatch(for function: FunctionDeclSyntax, in type: String) -> (method: String, protocolDeclaration: String) {
        let name = function.name.text
        let proto = protocolName(Method(type: type, selector: selector(of: function)))
        let parameters = function.signature.parameterClause.parameters.map { parameter -> String in
            let second = parameter.secondName.map { " " + $0.text } ?? ""
            return "\(parameter.firstName.text)\(second): \(parameter.type.trimmedDescription)"
        }.joined(separator: ", ")
        let arguments = function.signature.parameterClause.parameters.map { parameter -> String in
            let local = (parameter.secondName ?? parameter.firstName).text
            let reference = parameter.type.trimmedDescription.hasPrefix("inout ") ? "&" : ""
            return (parameter.firstName.text == "_" ? "" : parameter.firstName.text + ": ") + reference + local
        }.joined(separator: ", ")
        let effects = function.signature.effectSpecifiers.map { " " + $0.trimmedDescription } ?? ""
        let returns = function.signature.returnClause.map { " " + $0.trimmedDescription } ?? ""
        var call = ""
        if effects.contains("throws") { call += "try " }
        if effects.contains("async") { call += "await " }
        let access = function.modifiers.map(\.name.text).filter { ["public", "open", "internal", "fileprivate", "private"].contains($0) }
        let modifiers = access.map { $0 + " " }.joined()
        let method = "\(modifiers)func \(name)(\(parameters))\(effects)\(returns) { if let __labOverride = self as? \(proto) { "
            + "return \(call)__labOverride.__labOverriding_\(name)(\(arguments)) }; return \(call)__labExtension_\(name)(\(arguments)) }"
        let protocolDeclaration = "protocol \(proto): AnyObject { func __labOverriding_\(name)(\(parameters))\(effects)\(returns) }"
        return (method, protocolDeclaration)
    }

    /// What the scan finds: extension methods by extended type, classes with their superclass
    /// and the selectors they override.
    private final class Scan: SyntaxVisitor {
        var extensionMethods: [String: Set<String>] = [:]
        var classes: [String: (superclass: String?, overrides: Set<String>)] = [:]
        var aliases: [String: String] = [:]
        let canImport: (String) -> Bool

        init(canImport: @escaping (String) -> Bool) {
            self.canImport = canImport
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            guard SimulatorConditions.isActive(node, canImport: canImport) else { return .skipChildren }
            let superclass = node.inheritanceClause?.inheritedTypes.first.map { String($0.type.trimmedDescription.prefix { $0 != "<" }) }
            if classes[node.name.text] == nil { classes[node.name.text] = (superclass, []) }
            return .visitChildren
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.genericParameterClause == nil, SimulatorConditions.isActive(node, canImport: canImport) {
                aliases[node.name.text] = String(node.initializer.value.trimmedDescription.prefix { $0 != "<" })
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard ExtensionMethodOverrides.isForwardable(node), let container = ExtensionMethodOverrides.container(of: node),
                  let type = ExtensionMethodOverrides.typeName(container),
                  SimulatorConditions.isActive(node, canImport: canImport) else { return .skipChildren }
            let selector = ExtensionMethodOverrides.selector(of: node)
            if container.is(ExtensionDeclSyntax.self) {
                extensionMethods[type, default: []].insert(selector)
            } else if node.modifiers.contains(where: { $0.name.text == "override" }) {
                classes[type]?.overrides.insert(selector)
            }
            return .skipChildren
        }
    }
}
