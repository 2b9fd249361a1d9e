import LabCore
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// The app's classes as the interpreter needs them: stored properties with their
/// initialisers, computed properties, and method bodies by selector. Extensions merge in.
struct ClassTable {
    struct Method {
        let decl: FunctionDeclSyntax
        let selector: String
    }

    /// A class: shared, not copied, on every lookup (method lookups run for every callback).
    final class ClassModel {
        let name: String
        var superclass: String?
        var stored: [(name: String, initializer: ExprSyntax?)] = []
        var computed: [String: AccessorBlockSyntax] = [:]
        var methods: [String: Method] = [:]

        init(name: String) { self.name = name }
    }

    private(set) var classes: [String: ClassModel] = [:]
    /// Where each syntax tree came from, for locations in messages.
    private(set) var converters: [SyntaxIdentifier: SourceLocationConverter] = [:]

    init(sources: [SourceFile]) {
        for file in sources {
            let parsed = Parser.parse(source: file.text)
            // Fold `a + b * c` and `x = y` into trees by operator precedence.
            let folded = (try? OperatorTable.standardOperators.foldAll(parsed)) ?? Syntax(parsed)
            guard let tree = folded.as(SourceFileSyntax.self) else { continue }
            converters[tree.id] = SourceLocationConverter(fileName: file.path, tree: tree)
            for item in tree.statements {
                if let decl = item.item.as(ClassDeclSyntax.self) {
                    add(members: decl.memberBlock, to: decl.name.text, inheritance: decl.inheritanceClause)
                } else if let decl = item.item.as(ExtensionDeclSyntax.self) {
                    add(members: decl.memberBlock, to: decl.extendedType.trimmedDescription, inheritance: nil)
                }
            }
        }
    }

    func model(_ name: String) -> ClassModel? { classes[name] }

    /// The method for `selector` in `className` or the nearest app superclass that has it.
    func method(_ selector: String, in className: String) -> (Method, owner: String)? {
        var current: String? = className
        var steps = 0
        // Walks the chain without building it; `steps` stops a cycle the parser let through.
        while let name = current, let model = classes[name], steps < 64 {
            if let method = model.methods[selector] { return (method, name) }
            current = model.superclass
            steps += 1
        }
        return nil
    }

    /// The chain of app classes from `className` up, ending at the first class the app does not declare.
    func lineage(of className: String) -> [ClassModel] {
        var chain: [ClassModel] = []
        var current: String? = className
        var visited: Set<String> = []
        while let name = current, visited.insert(name).inserted, let model = classes[name] {
            chain.append(model)
            current = model.superclass
        }
        return chain
    }

    /// The UIKit class at the top of an app class's lineage (`UIViewController` for `ViewController`).
    func uikitBase(of className: String) -> String {
        lineage(of: className).last?.superclass ?? className
    }

    /// File, line and column of a node.
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        let root = node.root
        guard let converter = converters[root.id] else {
            return SourceLocation(line: 0, column: 0, offset: 0, file: "?")
        }
        return converter.location(for: node.positionAfterSkippingLeadingTrivia)
    }

    private mutating func add(members: MemberBlockSyntax, to className: String, inheritance: InheritanceClauseSyntax?) {
        let model = classes[className] ?? ClassModel(name: className)
        if let first = inheritance?.inheritedTypes.first?.type.trimmedDescription, model.superclass == nil,
           !first.hasSuffix("Delegate"), !first.hasSuffix("Protocol") {
            model.superclass = first
        }
        for member in members.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let selector = ClassTable.selector(of: function)
                model.methods[selector] = Method(decl: function, selector: selector)
            } else if let variable = member.decl.as(VariableDeclSyntax.self),
                      !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let accessors = binding.accessorBlock {
                        model.computed[name] = accessors
                    } else {
                        model.stored.append((name, binding.initializer?.value))
                    }
                }
            }
        }
        classes[className] = model
    }

    /// `#selector` spelling: `application(_:didFinishLaunchingWithOptions:)`.
    static func selector(of function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
        return function.name.text + "(" + labels.joined() + ")"
    }
}
