import BundleFormats
import LabCore
import SwiftParser
import SwiftSyntax

/// swiftc's errors about an iOS API the simulated SDK lacks, said as what they are. Compiled
/// against LifecycleLab's SDK, `override func encodeRestorableState(with:)` "does not override
/// any method", `UIColor.systemMint` is "no member" and `SKSpriteNode` "cannot be found":
/// words a learner reads as their own typo. When the name is iOS's (`IOSSDKNames`), the error
/// becomes "'UIColor.systemMint' is part of iOS's SDK (UIKit); LifecycleLab does not simulate
/// it yet"; a name iOS does not have keeps swiftc's words (it is a typo), with the nearest
/// member when swiftc suggests none. Errors that follow from a rewritten one inside the same
/// call ("'nil' requires a contextual type") and notes pointing into the SDK are dropped.
enum UnsimulatedSDKDiagnostics {
    static let catalog = IOSSDKNames.catalog

    /// Modules whose names a file sees when it imports the key (UIKit brings Foundation and
    /// Core Graphics; Foundation brings Security's keychain and Core Foundation).
    static let implied: [String: [String]] = [
        "UIKit": ["Foundation", "CoreGraphics", "QuartzCore", "CoreImage", "CoreText", "Security"],
        "Foundation": ["Security", "Dispatch"],
        "SwiftUI": ["UIKit", "Foundation", "CoreGraphics", "QuartzCore", "Combine", "Observation"],
        "MapKit": ["CoreLocation", "UIKit", "Foundation", "CoreGraphics"],
        "AVKit": ["AVFoundation", "UIKit"], "AVFoundation": ["AVFAudio", "CoreMedia", "QuartzCore"],
        "PhotosUI": ["Photos", "UIKit"], "ContactsUI": ["Contacts", "UIKit"], "EventKitUI": ["EventKit", "UIKit"],
        "SpriteKit": ["UIKit"], "SceneKit": ["UIKit"], "GameplayKit": ["SpriteKit", "SceneKit"], "ARKit": ["SceneKit", "SpriteKit"],
        "CoreData": ["Foundation"], "CoreServices": ["MobileCoreServices"], "MobileCoreServices": ["CoreServices"],
    ]

    /// The lab's own modules: a name of theirs may be simulated and just not imported.
    static let simulatedModules: Set<String> = Set(FrameworkStubs.simulated + ["Foundation", "CoreGraphics", "QuartzCore", "Dispatch"])

    /// Errors a rewritten call's arguments produce only because the call did not resolve.
    static let followOnErrors = ["'nil' requires a contextual type", "cannot infer contextual base in reference to member",
                                 "requires a contextual type", "cannot infer type of closure parameter",
                                 "reference to member", "cannot convert value of type"]

    static func rewrite(_ diagnostics: [Diagnostic], sources: [SourceFile], program: AppProgram) -> [Diagnostic] {
        var context = Context(sources: sources, program: program)
        // First what each error is about, then which errors only follow from a rewritten one:
        // swiftc does not always print a call's errors in the order of the source.
        var rewritten = diagnostics
        var silenced: [(file: String, range: ClosedRange<Int>)] = []
        var offsets: [Int?] = Array(repeating: nil, count: diagnostics.count)
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.severity == .error {
            guard let file = diagnostic.file, let line = diagnostic.line, let column = diagnostic.column else { continue }
            offsets[index] = context.offset(file: file, line: line, column: column)
            if let found = context.unsimulated(diagnostic.message, file: file, offset: offsets[index]) {
                rewritten[index].reword(found.message)
                if let range = found.silencing { silenced.append((file, range)) }
            } else if let explained = extensionOverride(diagnostic.message) {
                rewritten[index].reword(explained)
            } else if let suggestion = context.nearestMember(diagnostic.message) {
                rewritten[index].reword(tr("%@; did you mean '%@'?", diagnostic.message, suggestion))
            } else if let unavailable = unavailableLine(diagnostic.message) {
                rewritten[index].reword(unavailable)
            }
        }
        let followsOn = context.followOnErrors(diagnostics, rewritten: rewritten, offsets: offsets, silenced: &silenced)
        var result: [Diagnostic] = []
        var dropNotes = false
        var leftOut = 0
        for (index, diagnostic) in rewritten.enumerated() {
            if diagnostic.severity == .note {
                if !dropNotes, let hidden = LabInternalNames.reword(diagnostic) { result.append(hidden) }
                continue
            }
            let original = diagnostics[index]
            // swiftc's advice beside an override in an extension ("use 'public' instead") does not apply.
            if original.severity == .warning, original.message.hasPrefix("non-'@objc'"),
               original.message.contains("declared in extension cannot be overridden") {
                dropNotes = true
                continue
            }
            // (`.leading` for an attribute: the SDK's own signature gave it another type.)
            let inRewrittenCall = followOnErrors.contains(where: original.message.hasPrefix)
                || (original.message.hasPrefix("type '") && original.message.contains("' has no member '") && diagnostic.message == original.message)
            if followsOn.contains(index) || (inRewrittenCall && offsets[index].map { offset in
                silenced.contains { $0.file == original.file && $0.range.contains(offset) }
            } ?? false) {
                if diagnostic.severity == .error { leftOut += 1 }
                dropNotes = true
                continue
            }
            // The notes of a rewritten error point into the simulated SDK ("'init(named:)' declared
            // here"), as do those of an unavailable class ("explicitly marked unavailable here").
            dropNotes = diagnostic.message != original.message || FollowOnErrors.isLabLine(diagnostic.message)
            guard let hidden = LabInternalNames.reword(diagnostic) else {
                dropNotes = true
                continue
            }
            if hidden.message != diagnostic.message { dropNotes = true }
            result.append(hidden)
        }
        if let summary = FollowOnErrors.summary(leftOut: leftOut) { result.append(summary) }
        return result
    }

    /// swiftc's "instance method 'awakeFromNib()' declared in 'UIViewController' cannot be
    /// overridden from extension" is true only on Linux: iOS's SDK members are Objective-C
    /// (`@objc dynamic`), which an extension may override. Said as the lab's limit.
    static func extensionOverride(_ message: String) -> BuildText? {
        guard message.hasSuffix("cannot be overridden from extension"), let declared = message.range(of: " declared in '") else { return nil }
        let member = message[..<declared.lowerBound].trimmingCharacters(in: .whitespaces)
        let owner = message[declared.upperBound...].prefix { $0 != "'" }
        return tr("%@ declared in '%@' is an Objective-C member on iOS, which an extension may override; LifecycleLab does not simulate overriding it from an extension yet (Swift on Linux has no Objective-C runtime): put the override in the declaration of an app class (the class itself, or a subclass)", member, owner)
    }

    /// swiftc's "'AVAudioEngine' is unavailable: LifecycleLab does not simulate AVFoundation
    /// (AVAudioEngine) yet", the SDK's own `@available(*, unavailable, message:)`, as a sentence
    /// of the lab's (the same English, worded in the learner's language).
    static func unavailableLine(_ message: String) -> BuildText? {
        let marker = "' is unavailable: LifecycleLab does not simulate "
        guard message.hasPrefix("'"), message.hasSuffix(" yet"), let range = message.range(of: marker) else { return nil }
        let name = message[message.index(after: message.startIndex)..<range.lowerBound]
        let what = message[range.upperBound...].dropLast(" yet".count)
        return tr("'%@' is unavailable: LifecycleLab does not simulate %@ yet", name, what)
    }

    /// "'UIColor.systemMint' is part of iOS's SDK (UIKit); LifecycleLab does not simulate it yet".
    static func message(_ name: String, module: String) -> BuildText {
        tr("'%@' is part of iOS's SDK (%@); LifecycleLab does not simulate it yet", name, module)
    }

    /// The sources, parsed when an error needs their syntax.
    struct Context {
        var sources: [SourceFile]
        var program: AppProgram
        private var trees: [String: (SourceFileSyntax, SourceLocationConverter)] = [:]

        init(sources: [SourceFile], program: AppProgram) {
            self.sources = sources
            self.program = program
        }

        mutating func tree(_ file: String) -> (SourceFileSyntax, SourceLocationConverter)? {
            if let parsed = trees[file] { return parsed }
            guard let source = sources.first(where: { $0.path == file }), SwiftNesting.tooDeep(source.text) == nil else { return nil }
            let tree = Parser.parse(source: source.text)
            let parsed = (tree, SourceLocationConverter(fileName: file, tree: tree))
            trees[file] = parsed
            return parsed
        }

        mutating func offset(file: String, line: Int, column: Int) -> Int? {
            guard let (_, converter) = tree(file) else { return nil }
            return converter.position(ofLine: line, column: column).utf8Offset
        }

        /// What the error is about, when it is an iOS name the SDK lacks.
        mutating func unsimulated(_ message: String, file: String, offset: Int?) -> (message: BuildText, silencing: ClosedRange<Int>?)? {
            let message = Self.withoutAliases(message)
            let quoted = Self.quoted(message)
            if message.hasPrefix("cannot find '") || message.hasPrefix("cannot find type '") || message.hasPrefix("unknown attribute '"),
               let name = quoted.first {
                guard let found = topLevel(name, file: file) else { return nil }
                return (found, offset.flatMap { calledArguments(file: file, calleeAt: $0) })
            }
            if (message.hasPrefix("value of type '") || message.hasPrefix("type '")) && message.contains("' has no member '"),
               quoted.count >= 2 {
                let type = Self.plainType(quoted[0])
                guard let owner = ownerInCatalog(of: quoted[1], startingAt: type) else { return nil }
                return (UnsimulatedSDKDiagnostics.message("\(owner).\(quoted[1])", module: catalog.module(of: quoted[1], in: owner)),
                        offset.flatMap { calledArguments(file: file, calleeAt: $0) })
            }
            guard let offset else { return nil }
            if message.hasSuffix("does not override any method from its superclass")
                || message.hasSuffix("does not override any property from its superclass")
                || message.hasPrefix("initializer does not override a designated initializer") {
                return overridden(file: file, offset: offset).map { ($0, nil) }
            }
            if Self.callErrors.contains(where: message.hasPrefix) || message.contains("' initializer is inaccessible due to '") {
                // Initializer errors point at the type's name; argument errors at the argument.
                let atCallee = message.contains("initializer") || message.hasPrefix("missing argument")
                    || message.hasPrefix("no exact matches")
                return call(file: file, offset: offset, atCallee: atCallee)
            }
            return nil
        }

        /// The errors that only follow from an API the lab does not simulate (`FollowOnErrors`'
        /// rules), by index; the arguments of a member call on an unsimulated type join `silenced`.
        mutating func followOnErrors(_ diagnostics: [Diagnostic], rewritten: [Diagnostic], offsets: [Int?],
                                     silenced: inout [(file: String, range: ClosedRange<Int>)]) -> Set<Int> {
            let errors = rewritten.indices.filter { rewritten[$0].severity == .error }
            let labLines = errors.filter { FollowOnErrors.isLabLine(rewritten[$0].message) }
            guard !labLines.isEmpty else { return [] }
            let unsimulated = FollowOnErrors.unsimulatedTypes(in: labLines.map { rewritten[$0].message })
            var bodies: [(file: String, range: ClosedRange<Int>)] = []
            var lines: Set<String> = []
            for index in labLines {
                guard let file = rewritten[index].file, let line = rewritten[index].line else { continue }
                lines.insert("\(file):\(line)")
                if let offset = offsets[index], let (tree, _) = tree(file),
                   let body = FollowOnErrors.bodyOfTypeInheriting(at: offset, in: tree) {
                    bodies.append((file, body))
                }
            }
            var result: Set<Int> = []
            for index in errors {
                guard let file = diagnostics[index].file, let line = diagnostics[index].line else { continue }
                let original = diagnostics[index].message
                let inBody = offsets[index].map { offset in bodies.contains { $0.file == file && $0.range.contains(offset) } } ?? false
                if FollowOnErrors.isLabLine(rewritten[index].message) {
                    // Inside such a body, a line about what the class inherits — an override, or
                    // `super.touchesBegan(…)` on the unsimulated superclass — names the member's SDK
                    // owner, which may be simulated (`UIResponder.touchesBegan(_:with:)`): the
                    // superclass's line says it all.
                    let inherited = Self.isOverrideError(original) || memberLookup(original).map { descends(from: unsimulated, $0) } == true
                    if inBody && rewritten[index].message != original && inherited { result.insert(index) }
                    continue
                }
                if inBody || (lines.contains("\(file):\(line)") && FollowOnErrors.unresolvedKinds.contains(where: original.contains)) {
                    result.insert(index)
                    continue
                }
                if let type = memberLookup(original), descends(from: unsimulated, type) {
                    result.insert(index)
                    if let offset = offsets[index], let arguments = calledArguments(file: file, calleeAt: offset) {
                        silenced.append((file, arguments))
                    }
                    continue
                }
                // An app class whose superclass the lab lacks, passed where its iOS superclass would do
                // ("cannot convert value of type 'SearchContainerVC' to expected argument type 'UIViewController'").
                if original.hasPrefix("cannot convert value of type '"), let type = Self.quoted(original).first,
                   descends(from: unsimulated, Self.plainType(type)) {
                    result.insert(index)
                    continue
                }
                // An initializer of an app class whose superclass the lab lacks (`GameScene(size:)`).
                if let offset = offsets[index], Self.callErrors.contains(where: original.hasPrefix),
                   let type = calledType(file: file, offset: offset), descends(from: unsimulated, type) {
                    result.insert(index)
                }
            }
            // What is left of a statement the dropped errors made untypeable (`scene.scaleMode = .resizeFill`).
            let scopes = (labLines + result).compactMap { index -> (String, ClosedRange<Int>)? in
                guard let file = rewritten[index].file, let offset = offsets[index] else { return nil }
                return functionBody(file: file, offset: offset).map { (file, $0) }
            }
            for index in errors where !result.contains(index) && !FollowOnErrors.isLabLine(rewritten[index].message) {
                guard let file = diagnostics[index].file, let offset = offsets[index],
                      FollowOnErrors.untypedKinds.contains(where: diagnostics[index].message.hasPrefix) else { continue }
                if scopes.contains(where: { $0.0 == file && $0.1.contains(offset) }) { result.insert(index) }
            }
            return result
        }

        static let callErrors = ["no exact matches in call to", "extra argument", "extra arguments at positions", "missing argument",
                                 "incorrect argument label", "argument passed to call that takes no arguments", "missing arguments for parameters"]

        /// The type named by the callee of the call at `offset` (`GameScene` in `GameScene(size: s)`).
        mutating func calledType(file: String, offset: Int) -> String? {
            guard let (tree, _) = tree(file), let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return nil }
            var node: Syntax? = Syntax(token)
            while let current = node {
                if let call = current.as(FunctionCallExprSyntax.self) {
                    return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                }
                if current.is(CodeBlockItemSyntax.self) { return nil }
                node = current.parent
            }
            return nil
        }

        /// The body of the innermost function, initializer, accessor or closure holding `offset`.
        mutating func functionBody(file: String, offset: Int) -> ClosedRange<Int>? {
            guard let (tree, _) = tree(file), let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return nil }
            var node: Syntax? = Syntax(token)
            while let current = node {
                let body: Syntax? = current.as(FunctionDeclSyntax.self)?.body.map(Syntax.init)
                    ?? current.as(InitializerDeclSyntax.self)?.body.map(Syntax.init)
                    ?? current.as(AccessorDeclSyntax.self)?.body.map(Syntax.init)
                    ?? (current.is(ClosureExprSyntax.self) ? current : nil)
                if let body { return body.position.utf8Offset...body.endPosition.utf8Offset }
                node = current.parent
            }
            return nil
        }

        /// The type of "value of type 'T' has no member 'm'" (or "type 'T' has no member"), else nil.
        func memberLookup(_ message: String) -> String? {
            guard message.hasPrefix("value of type '") || message.hasPrefix("type '"),
                  Self.withoutAliases(message).contains("' has no member '"), let type = Self.quoted(message).first else { return nil }
            return Self.plainType(type)
        }

        static func isOverrideError(_ message: String) -> Bool {
            message.hasSuffix("does not override any method from its superclass")
                || message.hasSuffix("does not override any property from its superclass")
                || message.hasPrefix("initializer does not override a designated initializer")
        }

        /// `type` is one of `names`, or an app class descending from one.
        func descends(from names: Set<String>, _ type: String) -> Bool {
            var current: String? = String(type.prefix { $0 != "<" })
            var visited: Set<String> = []
            while let name = current, visited.insert(name).inserted {
                if names.contains(name) { return true }
                current = program.declaredClass(named: name)?.superclass.map { String($0.prefix { $0 != "<" }) }
            }
            return false
        }

        /// A type, function or constant: "not simulated" when its module is imported (or the
        /// lab has nothing of it); otherwise swiftc's error stands, naming the module to import.
        mutating func topLevel(_ name: String, file: String) -> BuildText? {
            let modules = catalog.modules(declaring: name)
            guard let module = modules.first else { return nil }
            let visible = importedModules(file)
            if modules.contains(where: visible.contains) || !modules.contains(where: simulatedModules.contains) {
                return UnsimulatedSDKDiagnostics.message(name, module: module)
            }
            return tr("cannot find '%@' in scope; '%@' is part of iOS's %@: add 'import %@'", name, name, module, module)
        }

        /// The modules a file imports, with those they bring.
        mutating func importedModules(_ file: String) -> Set<String> {
            guard let (tree, _) = tree(file) else { return [] }
            var modules: Set<String> = []
            var pending = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
            while let next = pending.popLast() {
                guard modules.insert(next).inserted else { continue }
                pending += implied[next] ?? []
            }
            return modules
        }

        /// The catalog type that lists `member` for `type`, a lab type or an app class (its
        /// superclasses followed to the SDK's).
        func ownerInCatalog(of member: String, startingAt type: String) -> String? {
            for sdkType in sdkLineage(of: type) {
                if let owner = catalog.owner(of: member, in: sdkType) { return owner }
            }
            return nil
        }

        /// `type` if the catalog has it, else the SDK class an app class descends from.
        func sdkLineage(of type: String) -> [String] {
            var current = String(type.prefix { $0 != "<" })
            var visited: Set<String> = []
            while catalog.types[current] == nil, visited.insert(current).inserted {
                guard let parent = program.declaredClass(named: current)?.superclass else { return [] }
                // `UITableViewDiffableDataSource<Int, String>` is the catalog's `UITableViewDiffableDataSource`.
                current = String(parent.prefix { $0 != "<" })
            }
            return catalog.types[current] == nil ? [] : [current]
        }

        /// The overriding declaration at `offset`: its class's SDK ancestor lists the selector.
        mutating func overridden(file: String, offset: Int) -> BuildText? {
            guard let (tree, _) = tree(file), let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return nil }
            var node: Syntax? = Syntax(token)
            var member: String?
            while let current = node {
                if member == nil {
                    if let function = current.as(FunctionDeclSyntax.self) {
                        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                        member = function.name.text + "(" + labels + ")"
                    } else if let variable = current.as(VariableDeclSyntax.self) {
                        member = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    } else if let initializer = current.as(InitializerDeclSyntax.self) {
                        member = "init(" + initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
                    }
                }
                if let member {
                    var typeName: String?
                    if let declaration = current.as(ClassDeclSyntax.self) {
                        typeName = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
                    } else if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                        typeName = extensionDecl.extendedType.trimmedDescription
                    }
                    if let typeName {
                        guard let owner = ownerInCatalog(of: member, startingAt: typeName) else { return nil }
                        return UnsimulatedSDKDiagnostics.message("\(owner).\(member)", module: catalog.module(of: member, in: owner))
                    }
                }
                node = current.parent
            }
            return nil
        }

        /// The arguments of the call whose callee holds `offset` (`SecItemDelete(…)`,
        /// `SKAction.move(…)`, `view.setNeedsDisplay(…)`).
        mutating func calledArguments(file: String, calleeAt offset: Int) -> ClosedRange<Int>? {
            guard let (tree, _) = tree(file), let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return nil }
            var node = Syntax(token)
            while let parent = node.parent {
                if let call = parent.as(FunctionCallExprSyntax.self) {
                    guard call.calledExpression.id == node.id, let paren = call.leftParen else { return nil }
                    return paren.position.utf8Offset...call.endPosition.utf8Offset
                }
                guard parent.is(MemberAccessExprSyntax.self) || parent.is(DeclReferenceExprSyntax.self)
                        || parent.is(DeclNameArgumentsSyntax.self) else { return nil }
                node = parent
            }
            return nil
        }

        /// The call at `offset` (the innermost whose callee does not hold it): an initializer
        /// or method whose argument labels are one of iOS's selectors.
        mutating func call(file: String, offset: Int, atCallee: Bool) -> (message: BuildText, silencing: ClosedRange<Int>?)? {
            guard let (tree, _) = tree(file), let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return nil }
            var node: Syntax? = Syntax(token)
            while let current = node {
                if let call = current.as(FunctionCallExprSyntax.self),
                   atCallee || !call.calledExpression.range.contains(AbsolutePosition(utf8Offset: offset))
                    || call.calledExpression.endPosition.utf8Offset == offset {
                    let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
                    let arguments = call.leftParen.map { $0.position.utf8Offset...call.endPosition.utf8Offset }
                    guard let found = callee(call.calledExpression, labels: labels) else { return nil }
                    return (found, arguments)
                }
                node = current.parent
            }
            return nil
        }

        /// `UIImage(named:in:with:)` → UIImage's initializer; `UIColor.init(…)`; `x.draw(in:…)`
        /// → a method of that name in the catalog (of the type when the receiver names one).
        func callee(_ expression: ExprSyntax, labels: String) -> BuildText? {
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                let written = reference.baseName.text
                // An app class's initializer is its SDK superclass's (`MyWindow()` is UIWindow's `init()`).
                let name = sdkLineage(of: written).first ?? written
                if catalog.types[name] != nil {
                    guard let selector = initializer(of: name, labels: labels) else { return nil }
                    return UnsimulatedSDKDiagnostics.message("\(name).\(selector)", module: catalog.types[name]!.module)
                }
                if let module = catalog.globals[name]?.first { return UnsimulatedSDKDiagnostics.message(name, module: module) }
                return nil
            }
            // `delegate?.tableView?(…)`: an optional requirement, called through optional chaining.
            if let chained = expression.as(OptionalChainingExprSyntax.self) { return callee(chained.expression, labels: labels) }
            guard let access = expression.as(MemberAccessExprSyntax.self) else { return nil }
            let selector = access.declName.baseName.text + "(\(labels))"
            if let base = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, catalog.types[base] != nil {
                guard let owner = catalog.owner(of: selector, in: base) else { return nil }
                return UnsimulatedSDKDiagnostics.message("\(base).\(selector)", module: catalog.module(of: selector, in: owner))
            }
            if let baseName = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, baseName == "super" || baseName == "self" {
                return nil
            }
            // An instance's method: the receiver's type is not in the syntax; the first type
            // that lists the selector names it, UIKit's first.
            for module in catalog.modules {
                for (name, entry) in catalog.types.sorted(by: { $0.key < $1.key }) where entry.module == module && entry.members.contains(selector) {
                    return UnsimulatedSDKDiagnostics.message("\(name).\(selector)", module: module)
                }
            }
            return nil
        }

        /// The listed initializer of `type` the call's labels name: the same labels, or the
        /// labels in order with defaulted ones left out (`UIPageViewController(transitionStyle:navigationOrientation:)`).
        func initializer(of type: String, labels: String) -> String? {
            let written = labels.split(separator: ":").map(String.init)
            let initializers = catalog.members(of: type).filter { $0.hasPrefix("init(") }
            if initializers.contains("init(\(labels))") { return "init(\(labels))" }
            guard !written.isEmpty else { return nil }
            return initializers.first { listed in
                var remaining = listed.dropFirst(5).dropLast().split(separator: ":").map(String.init)[...]
                for label in written {
                    guard let index = remaining.firstIndex(of: label) else { return false }
                    remaining = remaining[(index + 1)...]
                }
                return true
            }
        }

        /// For "value of type 'T' has no member 'Y'" with no suggestion: the member of T (as
        /// iOS lists it, or the app's class declares it) nearest to Y, one slip per three letters.
        func nearestMember(_ message: String) -> String? {
            guard message.contains("' has no member '"), !message.contains("did you mean") else { return nil }
            let quoted = Self.quoted(message)
            guard quoted.count >= 2 else { return nil }
            let type = Self.plainType(quoted[0])
            var candidates: [String] = []
            var current: String? = type
            var visited: Set<String> = []
            while let name = current, visited.insert(name).inserted {
                if let declared = program.declaredClass(named: name) {
                    candidates += declared.methods + declared.properties
                    current = declared.superclass
                } else {
                    candidates += catalog.members(of: name)
                    current = nil
                }
            }
            let typed = quoted[1]
            // `$name` is a property wrapper's projection, not a spelling of `name`.
            guard !typed.hasPrefix("$") else { return nil }
            let bases = Array(Set(candidates.map(SDKNameCatalog.baseName))).sorted()
            let allowed = max(1, min(3, typed.count / 4))
            let scored = bases.map { ($0, NameMatch.editDistance(typed.lowercased(), $0.lowercased())) }
            guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= allowed, best.0 != typed else { return nil }
            return best.0
        }

        /// The 'quoted' parts of a message; a type swiftc names with its alias ("'Notification.Name'
        /// (aka 'NSNotification.Name')") by the aliased type, as the list has it.
        static func quoted(_ message: String) -> [String] {
            let parts = withoutAliases(message).split(separator: "'", omittingEmptySubsequences: false)
            return stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
        }

        /// "type 'Notification.Name' (aka 'NSNotification.Name') has no member…" → "type
        /// 'NSNotification.Name' has no member…".
        static func withoutAliases(_ message: String) -> String {
            var text = message
            while let aka = text.range(of: "' (aka '"), let start = text[..<aka.lowerBound].lastIndex(of: "'"),
                  let end = text[aka.upperBound...].range(of: "')") {
                text.replaceSubrange(start..<end.upperBound, with: "'" + text[aka.upperBound..<end.lowerBound] + "'")
            }
            return text
        }

        /// `UIKit.UIImage?` → `UIImage`.
        static func plainType(_ type: String) -> String {
            var name = type.hasPrefix("any ") ? String(type.dropFirst(4)) : type
            while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
            if let dot = name.firstIndex(of: "."), catalog.modules.contains(String(name[..<dot])) {
                name = String(name[name.index(after: dot)...])
            }
            return name
        }
    }
}
