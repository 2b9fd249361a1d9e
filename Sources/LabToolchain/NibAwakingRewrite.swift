import SwiftSyntax

/// `override func awakeFromNib()` in an app class derived straight from `NSObject` (a
/// controller object in a xib): on iOS and the Mac, NSObject declares `awakeFromNib()` (the nib
/// loading category), which Swift on Linux's NSObject lacks. The build makes the method the
/// class's own — `override` goes, `super.awakeFromNib()` (NSObject's, which does nothing) becomes
/// `_ = ()` — and the class adopts UIKit's `__LabNibAwaking`, through which the nib loader sends
/// it, as Objective-C would. Nothing moves to another line.
extension SourceRewriter {
    /// The edits for `node`, or nil when it declares no `override func awakeFromNib()`.
    static func nibAwakingEdits(in node: ClassDeclSyntax) -> [Edit]? {
        let method = node.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first {
            $0.name.text == "awakeFromNib" && $0.signature.parameterClause.parameters.isEmpty
        }
        guard let method, let override = method.modifiers.first(where: { $0.name.text == "override" }) else { return nil }
        var edits = [Edit(start: override.positionAfterSkippingLeadingTrivia.utf8Offset,
                          end: override.endPosition.utf8Offset, replacement: "")]
        final class SuperCalls: SyntaxVisitor {
            var found: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "awakeFromNib",
                   member.base?.is(SuperExprSyntax.self) == true, node.arguments.isEmpty {
                    found.append(node)
                }
                return .visitChildren
            }
        }
        let calls = SuperCalls(viewMode: .sourceAccurate)
        if let body = method.body { calls.walk(body) }
        for call in calls.found {
            edits.append(Edit(start: call.positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: call.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "_ = ()"))
        }
        return edits
    }
}
