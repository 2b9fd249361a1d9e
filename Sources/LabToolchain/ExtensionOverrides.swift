import LabCore
import SwiftParser
import SwiftSyntax

/// Moves the overriding members of an app class's extensions into the class's own body, before
/// the per-file rewrite. On iOS an extension may override the SDK's Objective-C members
/// (`override func numberOfSections(in:)` in `extension MenuViewController: SomeDelegate`, as
/// course apps write table-view data-source methods); Swift on Linux has no Objective-C runtime
/// and refuses such an override, while the same member in the class body compiles and is
/// dispatched as iOS dispatches it.
///
/// A member moves when the extension is at a file's top level, extends a class declared once at
/// a top level of the same module (any of its files) by its plain name, and has no `where`
/// clause. The members go before the class's closing brace, and `#sourceLocation` lines keep
/// swiftc's messages at each member's own file, line and column; its old place is blanked (line breaks kept), so every other line stays where it
/// was. An override in an extension of an SDK class (`extension UIView`) stays, and swiftc's
/// error is said as the lab's limit (`UnsimulatedSDKDiagnostics.extensionOverride`).
enum ExtensionOverrides {
    private struct ClassBody {
        var file: Int
        /// The class's closing brace: its UTF-8 offset, line and column.
        var brace: Int
        var line: Int
        var column: Int
    }

    private struct Member {
        var file: Int
        var start: Int
        var end: Int
        var line: Int
        var column: Int
    }

    static func move(_ files: [SourceFile], parsed: ParsedSources) -> [SourceFile] {
        var trees: [SourceFileSyntax] = []
        var classes: [String: ClassBody] = [:]
        var declaredTwice: Set<String> = []
        for (index, file) in files.enumerated() {
            let tree = parsed.tree(of: file)
            trees.append(tree)
            let converter = SourceLocationConverter(fileName: file.path, tree: tree)
            for item in tree.statements {
                guard let declared = item.item.as(ClassDeclSyntax.self) else { continue }
                let name = declared.name.text
                let brace = declared.memberBlock.rightBrace
                let location = brace.startLocation(converter: converter)
                if classes[name] != nil { declaredTwice.insert(name) }
                classes[name] = ClassBody(file: index, brace: brace.positionAfterSkippingLeadingTrivia.utf8Offset,
                                          line: location.line, column: location.column)
            }
        }
        for name in declaredTwice { classes[name] = nil }

        var moved: [String: [Member]] = [:]
        for (index, file) in files.enumerated() {
            let tree = trees[index]
            let converter = SourceLocationConverter(fileName: file.path, tree: tree)
            for item in tree.statements {
                guard let extended = item.item.as(ExtensionDeclSyntax.self), extended.genericWhereClause == nil,
                      let type = extended.extendedType.as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil,
                      classes[type.name.text] != nil else { continue }
                for member in extended.memberBlock.members where overrides(member.decl) {
                    let location = member.decl.startLocation(converter: converter)
                    moved[type.name.text, default: []].append(Member(
                        file: index, start: member.decl.positionAfterSkippingLeadingTrivia.utf8Offset,
                        end: member.decl.endPositionBeforeTrailingTrivia.utf8Offset, line: location.line, column: location.column))
                }
            }
        }
        guard !moved.isEmpty else { return files }

        // Each file's edits (offset, length, replacement), applied from the end.
        var edits: [Int: [(start: Int, end: Int, text: [UInt8])]] = [:]
        let bytes = files.map { Array($0.text.utf8) }
        for (name, members) in moved.sorted(by: { $0.key < $1.key }) {
            let body = classes[name]!
            var inserted = "\n"
            for member in members {
                let text = bytes[member.file][member.start..<member.end]
                inserted += "#sourceLocation(file: \(literal(files[member.file].path)), line: \(member.line))\n"
                inserted += String(repeating: " ", count: member.column - 1) + String(decoding: text, as: UTF8.self) + "\n"
                // The old place keeps its line breaks: the lines after it stay where they were.
                edits[member.file, default: []].append((member.start, member.end, text.map { $0 == 0x0A || $0 == 0x0D ? $0 : 0x20 }))
            }
            edits[body.file, default: []].append((body.brace, body.brace, Array(inserted.utf8)))
            // The class file's own lines resume after the brace, at the brace's line and the
            // column after it. (Not before the brace: members the rewriter adds there start
            // with `;`, which may not follow a `#sourceLocation` line.)
            let resumed = "\n#sourceLocation(file: \(literal(files[body.file].path)), line: \(body.line))\n" + String(repeating: " ", count: body.column)
            edits[body.file, default: []].append((body.brace + 1, body.brace + 1, Array(resumed.utf8)))
        }
        return files.enumerated().map { index, file in
            guard let fileEdits = edits[index] else { return file }
            var text = bytes[index]
            for edit in fileEdits.sorted(by: { $0.start > $1.start }) { text.replaceSubrange(edit.start..<edit.end, with: edit.text) }
            return SourceFile(path: file.path, text: String(decoding: text, as: UTF8.self))
        }
    }

    /// A member declared `override` (a method, property, subscript or initializer).
    private static func overrides(_ decl: DeclSyntax) -> Bool {
        let modifiers: DeclModifierListSyntax
        if let function = decl.as(FunctionDeclSyntax.self) { modifiers = function.modifiers }
        else if let variable = decl.as(VariableDeclSyntax.self) { modifiers = variable.modifiers }
        else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) { modifiers = subscriptDecl.modifiers }
        else if let initializer = decl.as(InitializerDeclSyntax.self) { modifiers = initializer.modifiers }
        else { return false }
        return modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }

    /// A Swift string literal of `path`.
    private static func literal(_ path: String) -> String {
        "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
