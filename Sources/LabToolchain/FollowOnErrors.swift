import SwiftParser
import SwiftSyntax

/// Which of swiftc's errors only follow from an iOS API the lab does not simulate, so the build
/// shows the lab's line about the API and not swiftc's words as if they were the learner's
/// mistakes. Once the build has a line "'SKScene' is part of iOS's SDK (SpriteKit); LifecycleLab
/// does not simulate it yet" (or "'WKWebView' is unavailable: LifecycleLab does not simulate…"):
/// 1. **Inside a type whose superclass the lab lacks** — the line is on the type's first
///    inherited type (`class GameScene: SKScene`) or on the type an extension extends — every
///    other error of the type's body follows from it: swiftc knows nothing the class inherits,
///    so `addChild` "cannot be found", `didMove(to:)` "does not override", and an override of a
///    member the lab does simulate (`touchesBegan(_:with:)`) would be named as unsimulated,
///    falsely. The lab's lines about other unsimulated APIs inside the body stay.
/// 2. **On a line that already has a lab line**, the errors an unresolved name makes ("cannot
///    call value of non-function type '[Any]'" after `[SKNode]()`, "'nil' requires a contextual type").
/// 3. **A member looked up on an unsimulated type** (`webView.loadHTMLString(…)` on a WebKit
///    view), and the errors inside that call's arguments; an initializer of an app class
///    descending from one (`GameScene(size:)`, whose SDK initializers swiftc does not know),
///    and such a class passed where its iOS superclass would do ("cannot convert value of type").
/// 4. **What is left of a statement those made untypeable**, in the same function or closure:
///    `scene.scaleMode = .resizeFill` "cannot infer contextual base" once `GameScene(size:)`
///    did not resolve (`untypedKinds`).
/// Every other error stays: it is the learner's to fix. How many were left out is said in one note.
enum FollowOnErrors {
    /// The errors an unresolved name or type makes on its line.
    static let unresolvedKinds = [
        "cannot call value of non-function type", "'nil' requires a contextual type", "requires a contextual type",
        "cannot infer contextual base", "cannot infer type of closure parameter", "cannot convert value of type",
        "generic parameter", "type of expression is ambiguous", "failed to produce diagnostic for expression",
        "reference to member", "cannot find '", "cannot find type '", "has no member '", "missing argument", "extra argument",
        "value of optional type", "unable to infer", "ambiguous use of", "no exact matches in call to",
    ]

    /// Errors that only an expression left without a type makes: in a function that already
    /// has a lab line or a left-out error, they follow from it (rule 4).
    static let untypedKinds = ["cannot infer contextual base in reference to member", "'nil' requires a contextual type",
                               "cannot call value of non-function type", "failed to produce diagnostic for expression",
                               "cannot infer type of closure parameter"]

    /// A lab line: the error says what the lab does not simulate.
    static func isLabLine(_ message: String) -> Bool {
        message.contains("LifecycleLab does not simulate")
    }

    /// The type names the lab's lines are about (`'SKScene' is part of…` → SKScene).
    static func unsimulatedTypes(in messages: [String]) -> Set<String> {
        var names: Set<String> = Set(FrameworkStubs.knownClasses.values.flatMap { $0.map(\.name) })
        for message in messages where isLabLine(message) {
            guard let name = UnsimulatedSDKDiagnostics.Context.quoted(message).first, !name.contains("."), !name.contains("(") else { continue }
            names.insert(name)
        }
        return names
    }

    /// Rule 1: the body of the class or extension whose first inherited (or extended) type holds `offset`.
    static func bodyOfTypeInheriting(at offset: Int, in tree: SourceFileSyntax) -> ClosedRange<Int>? {
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return nil }
        var node: Syntax? = Syntax(token)
        while let current = node {
            if let inherited = current.as(InheritedTypeSyntax.self),
               let clause = inherited.parent?.parent?.as(InheritanceClauseSyntax.self),
               clause.inheritedTypes.first?.id == inherited.id,
               let body = memberBlock(of: clause.parent) {
                return body.position.utf8Offset...body.endPosition.utf8Offset
            }
            if let extensionDecl = current.parent?.as(ExtensionDeclSyntax.self), extensionDecl.extendedType.id == current.id {
                let body = extensionDecl.memberBlock
                return body.position.utf8Offset...body.endPosition.utf8Offset
            }
            if current.is(MemberBlockSyntax.self) || current.is(CodeBlockSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }

    private static func memberBlock(of declaration: Syntax?) -> MemberBlockSyntax? {
        guard let declaration else { return nil }
        if let type = declaration.as(ClassDeclSyntax.self) { return type.memberBlock }
        if let type = declaration.as(StructDeclSyntax.self) { return type.memberBlock }
        if let type = declaration.as(EnumDeclSyntax.self) { return type.memberBlock }
        if let type = declaration.as(ActorDeclSyntax.self) { return type.memberBlock }
        if let type = declaration.as(ExtensionDeclSyntax.self) { return type.memberBlock }
        return nil
    }

    /// "3 more errors swiftc reported follow from the iOS APIs above…": nil when none were left out.
    static func summary(leftOut count: Int) -> Diagnostic? {
        guard count > 0 else { return nil }
        let text = count == 1
            ? tr("%d more error swiftc reported follows from the iOS APIs above that LifecycleLab does not simulate; it is not shown", count)
            : tr("%d more errors swiftc reported follow from the iOS APIs above that LifecycleLab does not simulate; they are not shown", count)
        return Diagnostic(file: nil, severity: .note, text: text)
    }
}
