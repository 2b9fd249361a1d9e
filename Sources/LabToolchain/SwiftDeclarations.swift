import BundleFormats
import LabCore
import SwiftSyntax

/// Records what a Swift file declares, as the Objective-C runtime would know it after the app
/// is compiled: classes with their superclass, conformances, methods in `#selector` spelling
/// (`application(_:didFinishLaunchingWithOptions:)`), properties and attributes; extensions of
/// the app's classes; imports; and calls to `UIApplicationMain` in top-level code.
final class SwiftDeclarations: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    private(set) var classes: [DeclaredClass] = []
    /// Extensions, merged into the app's classes once every file is read.
    private(set) var extensions: [DeclaredClass] = []
    private(set) var imports: [(module: String, line: Int, column: Int)] = []
    /// `UIApplicationMain(argc, argv, principal, delegate)` calls: principal and delegate names.
    private(set) var mainCalls: [(principal: String?, delegate: String?, line: Int)] = []
    /// Top-level statements that are not declarations (allowed only in main.swift).
    private(set) var topLevelStatements: [(line: Int, column: Int)] = []
    /// `@main`-style attributes, for the "only one entry point" check. `definesMain`: the type
    /// (a class, struct or enum) declares its own `static func main()`, which then runs instead
    /// of UIKit's (the one `UIApplicationDelegate` gives an `@main` delegate).
    private(set) var entryAttributes: [(className: String, attribute: String, line: Int, column: Int, definesMain: Bool)] = []
    private var typeNames: [String] = []
    /// Every method with its class and place, for the near-miss check.
    private(set) var methodPlaces: [NearMissCheck.Place] = []

    init(file: String, tree: SourceFileSyntax) {
        self.file = file
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
        for item in tree.statements where !item.item.is(DeclSyntax.self) {
            let location = converter.location(for: item.positionAfterSkippingLeadingTrivia)
            topLevelStatements.append((location.line, location.column))
        }
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        // `#if canImport(RealmSwift)` / `#if os(macOS)`: swiftc never reads an import there.
        guard SimulatorConditions.isActive(node, canImport: SDKModules.exists) else { return .skipChildren }
        if let component = node.path.first {
            let location = converter.location(for: component.positionAfterSkippingLeadingTrivia)
            imports.append((component.name.text, location.line, location.column))
        }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = (typeNames + [node.name.text]).joined(separator: ".")
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        // A private class cannot be named from the generated class table.
        let access = node.modifiers.map(\.name.text).filter { $0 == "private" || $0 == "fileprivate" }
        let attributes = attributeNames(node.attributes) + access
        let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        var declared = DeclaredClass(name: name, superclass: inherited.first, conformances: Array(inherited.dropFirst()),
                                     attributes: attributes, file: file, line: line)
        collectMembers(node.memberBlock, into: &declared)
        classes.append(declared)
        recordEntryAttributes(node.attributes, typeName: name, members: node.memberBlock)
        typeNames.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        recordEntryAttributes(node.attributes, typeName: (typeNames + [node.name.text]).joined(separator: "."), members: node.memberBlock)
        return push(node.name.text)
    }
    override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        recordEntryAttributes(node.attributes, typeName: (typeNames + [node.name.text]).joined(separator: "."), members: node.memberBlock)
        return push(node.name.text)
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }

    /// `@main` (or `@UIApplicationMain`) on a type, and whether the type brings its own
    /// `static func main()`.
    private func recordEntryAttributes(_ attributes: AttributeListSyntax, typeName: String, members: MemberBlockSyntax) {
        let definesMain = members.members.contains { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "main",
                  function.signature.parameterClause.parameters.isEmpty else { return false }
            return function.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        }
        for attribute in attributes.compactMap({ $0.as(AttributeSyntax.self) })
        where SwiftFrontEnd.entryAttributes.contains(attribute.attributeName.trimmedDescription) {
            let location = converter.location(for: attribute.positionAfterSkippingLeadingTrivia)
            entryAttributes.append((typeName, attribute.attributeName.trimmedDescription, location.line, location.column, definesMain))
        }
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        var declared = DeclaredClass(name: node.extendedType.trimmedDescription, superclass: nil,
                                     conformances: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
                                     file: file, line: line)
        collectMembers(node.memberBlock, into: &declared)
        extensions.append(declared)
        typeNames.append(declared.name)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        guard callee == "UIApplicationMain" || callee == "NSApplicationMain" else { return .visitChildren }
        let arguments = Array(node.arguments)
        let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        mainCalls.append((arguments.count > 2 ? Self.className(in: arguments[2].expression) : nil,
                          arguments.count > 3 ? Self.className(in: arguments[3].expression) : nil, line))
        return .visitChildren
    }

    private func push(_ name: String) -> SyntaxVisitorContinueKind {
        typeNames.append(name)
        return .visitChildren
    }

    /// Methods, initializers and properties declared directly in a type's body.
    private func collectMembers(_ block: MemberBlockSyntax, into declared: inout DeclaredClass) {
        for member in block.members {
            let decl = member.decl
            if let function = decl.as(FunctionDeclSyntax.self) {
                let selector = Self.selector(function.name.text, function.signature.parameterClause)
                declared.methods.append(selector)
                let place = converter.location(for: function.name.positionAfterSkippingLeadingTrivia)
                methodPlaces.append(NearMissCheck.Place(className: declared.name, selector: selector, file: file, line: place.line, column: place.column))
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                declared.methods.append(Self.selector("init", initializer.signature.parameterClause))
            } else if decl.is(DeinitializerDeclSyntax.self) {
                declared.methods.append("deinit")
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                        declared.properties.append(identifier.identifier.text)
                    }
                }
            }
        }
    }

    private func attributeNames(_ list: AttributeListSyntax) -> [String] {
        list.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    }

    /// `viewWillAppear(_:)`, `application(_:didFinishLaunchingWithOptions:)`, `init(coder:)`.
    static func selector(_ name: String, _ parameters: FunctionParameterClauseSyntax) -> String {
        name + "(" + parameters.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// The class an argument of `UIApplicationMain` names: `nil`, `"MyApp"`,
    /// `NSStringFromClass(AppDelegate.self)` or `AppDelegate.self`.
    static func className(in expression: ExprSyntax) -> String? {
        if expression.is(NilLiteralExprSyntax.self) { return nil }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let first = call.arguments.first {
            return className(in: first.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self" {
            return member.base?.trimmedDescription
        }
        return expression.trimmedDescription
    }
}
