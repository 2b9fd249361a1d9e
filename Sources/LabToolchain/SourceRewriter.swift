import BundleFormats
import LabCore
import SwiftParser
import SwiftSyntax

/// Rewrites an app's Swift, line for line, into what swiftc on Linux compiles as Xcode would
/// compile it for the iOS Simulator. Every edit stays on its line, so swiftc's diagnostics
/// point at the learner's own lines and columns (nearly: a `#selector` grows a few columns).
///
/// - `@UIApplicationMain` becomes `@main` (swiftc 6.3 on Linux crashes on the old attribute),
///   with Swift 6's deprecation warning.
/// - Objective-C attributes (`@objc`, `@IBOutlet`, `@IBAction`, `@objcMembers`, `@NSManaged`…)
///   and the `dynamic` and `optional` modifiers are blanked: Linux Swift has no Objective-C
///   runtime. The build records outlets and actions from the original source first.
/// - `@NSManaged` properties and to-many accessors read and write the object's managed values.
/// - `delegate?.tableView?(…)` (an optional protocol method) calls the method: every UIKit
///   protocol method has a default.
/// - `#selector(name(_:))` becomes `Selector("name(_:)")` (UIKit's `Selector`: a file that
///   imports only Foundation imports UIKit too, as Foundation brings Objective-C's on iOS),
///   `#keyPath(a.b)` becomes `"a.b"`.
/// - An `@IBAction` whose `AnyObject` sender's members it uses reads the sender as the class
///   the nibs connect it from (`ActionSenderTyping`).
/// - A member of a local variable declared `AnyObject` (`delayObject.doubleValue`) is looked up
///   as Objective-C looks it up, among the SDK classes' properties (`AnyObjectMemberLookup`).
/// - `import UIKit.UIGestureRecognizerSubclass` (a submodule) imports the whole module.
/// - `Timer.scheduledTimer(…)`, `Timer(timeInterval:…)`, `Timer()`, `RunLoop.main.add(timer, forMode:)`,
///   `DispatchQueue.main.asyncAfter(deadline:…)` and, in a file that imports Combine,
///   `Timer.publish(every:on:in:)` go through `__LabTimers`, whose timers fire on the device's
///   virtual clock; a file that imports only Foundation imports UIKit too, for them.
/// - `import Foundation` / `import UIKit` also import FoundationNetworking (URLSession) in a
///   file that names one of its types, WebKit in a file that names `UIWebView`, and the SDK's
///   DarwinFoundation in a file that names what iOS's Foundation brings beyond Linux's
///   (`darwinFoundationNames`).
/// - `URLSession.shared` and `URLSession(configuration: c, …)` meet the device's offline network
///   (`__LabOfflineNetwork` in DarwinFoundation).
/// - `override func responds(to:)` in a class directly under NSObject is the class's own method
///   (Linux's NSObject has none to override).
/// - `#if` conditions see the iOS Simulator: `os(iOS)`, `targetEnvironment(simulator)` and
///   `canImport` of a simulated SDK module are true; `os(macOS)`, `os(Linux)`… and `canImport`
///   of a framework the lab does not simulate (`SDKModules.answersCanImport`) are false.
/// - A subclass's override of a method an extension declares is dispatched by the build
///   (`ExtensionMethodOverrides`); a Swift root class's `@objc` methods answer selectors.
/// - A top-level `<` over two NSNumbers gives way to swift-corelibs-foundation's own.
struct SourceRewriter {
    static let blankedAttributes: Set<String> = [
        "objc", "objcMembers", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
        "NSManaged", "GKInspectable", "nonobjc", "NSCopying",
    ]
    static let blankedModifiers: Set<String> = ["dynamic", "optional"]

    /// The rewritten text, and warnings about the original. `isResponder` says which of the
    /// app's classes derive from UIResponder: their `@IBOutlet`s get a setter the nib loader calls.
    /// `actionSender` gives the class the nibs connect an action from (`ActionSenderTyping`).
    /// Names of the SDK's Security module a file may use after importing only Foundation or UIKit.
    static let securityNames = ["kSec", "SecItem", "errSec", "SecCopyErrorMessageString", "CFString", "CFDictionary",
                                "SecTrust", "SecPolicy", "SecCertificate", "SecKey", "CFOptionFlags", "CFError", "CFTypeID",
                                "CFGetTypeID", "CFBooleanGetTypeID", "CFStringConvert", "CFStringEncoding", "kCFStringEncoding", "kCFBundle",
                                "CFTypeRef", "kCFBoolean", "CFData", "OSStatus", "NSErrorPointer", "CFURL", "CFIndex",
                                "CFRunLoop", "kCFRunLoop", "CFAllocator", "kCFAllocator", "CFMutableData"]

    static func rewrite(_ file: SourceFile, canImport: @escaping (String) -> Bool,
                        isResponder: @escaping (String) -> Bool = { _ in false },
                        actionSender: @escaping (_ selector: String, _ receiver: String) -> String? = { _, _ in nil },
                        plainObject: @escaping (String) -> PlainObjectClass? = { _ in nil },
                        parsed: ParsedSources = ParsedSources(),
                        overrides: ExtensionMethodOverrides = ExtensionMethodOverrides(),
                        uikitExporters: Set<String> = []) -> (text: String, warnings: [Diagnostic]) {
        // Too deep for SwiftParser's stack: left as it is, for swiftc (a process of its own) to judge.
        if SwiftNesting.tooDeep(file.text) != nil { return (file.text, []) }
        let tree = parsed.tree(of: file)
        let finder = EditFinder(canImport: canImport, converter: SourceLocationConverter(fileName: file.path, tree: tree))
        finder.isResponder = isResponder
        finder.actionSender = actionSender
        finder.plainObject = plainObject
        finder.overrides = overrides
        finder.uikitExporters = uikitExporters
        finder.usesNetworking = networkingNames.contains { file.text.contains($0) }
        finder.importsCombine = file.text.contains("import Combine")
        finder.walk(tree)
        // `import Alamofire` alone: a CocoaPods framework's module brings UIKit (and so Foundation).
        if let end = finder.exporterImportEnd, !finder.namesUIKit {
            let networking = finder.usesNetworking && finder.foundationImportEnd == nil ? "; import FoundationNetworking" : ""
            finder.edits.append(Edit(start: end, end: end, replacement: "; import UIKit" + networking))
        }
        // `__LabTimers` lives in the simulated UIKit, and so does the protocol a plain NSObject
        // class's added methods name: a file that imports only Foundation imports it too.
        if finder.usesVirtualTimers || finder.needsUIKit, !finder.importsUIKit, let end = finder.foundationImportEnd ?? finder.realmImportEnd {
            finder.edits.append(Edit(start: end, end: end, replacement: "; import UIKit"))
        }
        // On iOS, Foundation (and so UIKit) brings the Keychain's names and Core Foundation's
        // (`kSecClass`, `SecItemAdd`, `CFDictionary`); the simulated SDK keeps them in its Security.
        if !finder.importsSecurity, securityNames.contains(where: file.text.contains),
           let end = finder.foundationImportEnd ?? finder.uikitImportEnd {
            finder.edits.append(Edit(start: end, end: end, replacement: "; import Security"))
        }
        // What iOS's Foundation brings that swift-corelibs-foundation lacks or declares
        // unavailable (server trust, `NetService`, Darwin's socket lengths and locks), and the
        // offline network URLSession's requests meet, are the simulated SDK's DarwinFoundation.
        if finder.usesOfflineNetwork || darwinFoundationNames.contains(where: file.text.contains),
           let end = finder.foundationImportEnd ?? finder.uikitImportEnd {
            finder.edits.append(Edit(start: end, end: end, replacement: "; import DarwinFoundation"))
        }
        // UIKit's deprecated `UIWebView` lives in the simulated WebKit, beside `WKWebView`.
        if !finder.importsWebKit, file.text.contains("UIWebView"), let end = finder.uikitImportEnd ?? finder.foundationImportEnd {
            finder.edits.append(Edit(start: end, end: end, replacement: "; import WebKit"))
        }
        var bytes = Array(file.text.utf8)
        for edit in finder.edits.sorted(by: { $0.start > $1.start }) {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        }
        let warnings = finder.deprecatedMain.map { location, name in
            SwiftFrontEnd.sourceDiagnostic(file, line: location.line, column: location.column,
                                           "'\(name)' is deprecated; this is an error in the Swift 6 language mode",
                                           severity: .warning)
        } + finder.deprecatedMain.map { location, _ in
            Diagnostic(file: file.path, line: location.line, column: location.column, severity: .note,
                       text: tr("use @main instead (LifecycleLab compiles it as @main)"))
        }
        return (String(decoding: bytes, as: UTF8.self), warnings)
    }

    /// What swift-corelibs-foundation keeps in FoundationNetworking (`URLSessionDataTask` and
    /// `HTTPURLResponse` contain these names too). Only files that name one import it: it
    /// loads libcurl and its own libraries, a third of an app process's start.
    static let networkingNames = ["URLSession", "URLRequest", "URLResponse", "HTTPCookie", "URLCache", "URLProtocol",
                                  "URLCredential", "URLAuthenticationChallenge", "URLProtectionSpace"]

    /// Names of the simulated SDK's DarwinFoundation a file may use after importing only
    /// Foundation or UIKit, as iOS's Foundation brings them.
    static let darwinFoundationNames = ["NSURLAuthenticationMethodServerTrust", "NSURLAuthenticationMethodClientCertificate",
                                        "NSURLSessionDownloadTaskResumeData", "serverTrust", "URLCredential(trust", "NetService",
                                        "streamTask", "sin_len", "sin6_len", "sa_len", "os_unfair_lock", "checkPromisedItemIsReachable",
                                        "getBoundStreams", "instancesRespond", "autoreleasepool", "networkUnavailableReason",
                                        "allowsConstrainedNetworkAccess", "allowsExpensiveNetworkAccess"]

    /// An app class outside UIKit's responders whose chain of app classes reaches NSObject:
    /// key-value coding reaches its `@objc` properties (`KeyValueCoding` in the simulated SDK).
    enum PlainObjectClass: Equatable {
        case directlyUnderNSObject, underAnAppClass
    }

    /// RealmSwift's NSObject-based model classes, as an app's class names its superclass: they
    /// answer key-value coding, so an app's subclass's `@objc dynamic` properties are reached by name.
    static let realmObjectClasses: Set<String> = ["Object", "EmbeddedObject", "RealmSwift.Object", "RealmSwift.EmbeddedObject"]

    struct Edit {
        var start: Int
        var end: Int
        var replacement: String
    }

    private final class EditFinder: SyntaxVisitor {
        var edits: [Edit] = []
        var deprecatedMain: [(SourceLocation, String)] = []
        var isResponder: (String) -> Bool = { _ in false }
        var actionSender: (_ selector: String, _ receiver: String) -> String? = { _, _ in nil }
        var plainObject: (String) -> PlainObjectClass? = { _ in nil }
        /// Overrides of extension methods the build dispatches itself (`ExtensionMethodOverrides`).
        var overrides = ExtensionMethodOverrides()
        /// The project's libraries whose import brings UIKit (CocoaPods frameworks), and where
        /// the first import of one ends; whether the file imports UIKit (or AppKit) by name.
        var uikitExporters: Set<String> = []
        var exporterImportEnd: Int?
        var namesUIKit = false
        /// A plain NSObject class got methods that name UIKit's `__LabObjectMembers`, or a
        /// `#selector` became UIKit's `Selector`.
        var needsUIKit = false
        /// Whether the file names a FoundationNetworking type.
        var usesNetworking = false
        /// Whether a session's configuration or `URLSession.shared` now goes through
        /// DarwinFoundation's offline network.
        var usesOfflineNetwork = false
        /// Whether an `import Foundation` or `import UIKit` came before, after which the file
        /// can import DarwinFoundation (imports come first in a file).
        var importsFoundation: Bool { foundationImportEnd != nil || uikitImportEnd != nil }
        /// The file imports Combine, whose `Timer.publish(every:on:in:)` runs on the virtual clock.
        var importsCombine = false
        /// Whether a timer call became a `__LabTimers` call; whether the file imports UIKit, and
        /// where its `import Foundation` ends.
        var usesVirtualTimers = false
        var importsUIKit = false
        var foundationImportEnd: Int?
        /// Where a file's `import UIKit` ends, and whether it imports Security itself.
        var uikitImportEnd: Int?
        var importsSecurity = false
        /// Whether the file imports WebKit itself (where `UIWebView` is).
        var importsWebKit = false
        /// Where a file's `import RealmSwift` ends (a model file may import nothing else).
        var realmImportEnd: Int?
        let canImport: (String) -> Bool
        let converter: SourceLocationConverter

        init(canImport: @escaping (String) -> Bool, converter: SourceLocationConverter) {
            self.canImport = canImport
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        func blank(_ node: some SyntaxProtocol) {
            let text = node.trimmedDescription
            let spaces = String(text.map { $0 == "\n" || $0 == "\r" ? $0 : " " })
            edits.append(Edit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: spaces))
        }

        func replace(_ node: some SyntaxProtocol, with text: String) {
            if text.hasPrefix("__LabTimers") { usesVirtualTimers = true }
            edits.append(Edit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text))
        }

        /// Without Objective-C's key-value coding and `performSelector`, a nib cannot set an
        /// outlet or send an action by name: each class with `@IBOutlet`s gets
        /// `__labSetOutlet(_:_:)`, each with `@IBInspectable` or `@objc` properties
        /// `__labSetValue(_:forKey:)`, and each with `@IBAction` or `@objc` methods
        /// `__labPerformAction(_:_:)` (no parameter or one) and `__labPerform(_:_:)` (more),
        /// added on the line of its closing brace so no line moves.
        /// Their parameters have names of the lab's own, which no app property or method shares.
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            // A plain class's methods name UIKit's protocol: only where UIKit is (or, for a file
            // importing only Foundation, will be) imported.
            // A Swift root class with `@objc` methods (a display link's or timer's target proxy)
            // answers selectors as iOS's Swift classes do: as a plain NSObject class.
            let swiftRoot = (importsUIKit || foundationImportEnd != nil) && Self.isSwiftRootWithObjCMethods(node)
            let plain = (importsUIKit || foundationImportEnd != nil || realmImportEnd != nil ? plainObject(node.name.text) : nil)
                ?? (swiftRoot ? .directlyUnderNSObject : nil)
            blankRespondsOverride(in: node)
            adoptOverrideProtocols(node)
            guard isResponder(node.name.text) || plain != nil else {
                addNibOutlets(toPlainObject: node)
                return .visitChildren
            }
            // A public class's generated members are public too: an override must be as visible
            // as its class (a pod's public view), and so must a public protocol's witnesses.
            let access = node.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
            var outlets: [String] = []
            var actions: [String] = []
            var callbacks: [String] = []
            var keyValues: [String] = []
            var keyReads: [String] = []
            for member in node.memberBlock.members {
                // `@IBInspectable` and `@objc` properties are what key-value coding reaches: a
                // nib's runtime attributes set them by name.
                if let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "var",
                   Self.has(variable.attributes, "IBInspectable") || Self.has(variable.attributes, "objc"),
                   !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                   let binding = variable.bindings.first,
                   let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    keyValues.append("case \"\(name)\": if let __labNew = __labKeyValue(__labValue, type(of: self.\(name))) { self.\(name) = __labNew }; return true")
                    keyReads.append("case \"\(name)\": return (true, self.\(name))")
                }
                if let variable = member.decl.as(VariableDeclSyntax.self), Self.has(variable.attributes, "IBOutlet"),
                   let binding = variable.bindings.first,
                   let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                   var type = binding.typeAnnotation?.type.trimmedDescription {
                    while type.hasSuffix("!") || type.hasSuffix("?") { type.removeLast() }
                    if type.hasPrefix("["), type.hasSuffix("]") {
                        // An outlet collection: the nib adds its objects one by one, in order.
                        let element = String(type.dropFirst().dropLast())
                        outlets.append("case \"\(name)[]\": if let __labObject = __labValue as? \(element) { self.\(name) = ((self.\(name) as [\(element)]?) ?? []) + [__labObject] }; return true")
                        continue
                    }
                    outlets.append(Self.outletCase(name, type))
                } else if let function = member.decl.as(FunctionDeclSyntax.self),
                          Self.has(function.attributes, "IBAction") || Self.has(function.attributes, "objc"),
                          let call = Self.actionCall(function) {
                    actions.append(call)
                } else if let function = member.decl.as(FunctionDeclSyntax.self),
                          Self.has(function.attributes, "IBAction") || Self.has(function.attributes, "objc"),
                          let call = Self.callbackCall(function) {
                    callbacks.append(call)
                }
            }
            var added = ""
            if plain == nil, !outlets.isEmpty {
                added += "; \(access)override func __labSetOutlet(_ __labName: String, _ __labValue: AnyObject?) -> Bool { switch __labName { "
                    + outlets.joined(separator: " ") + " default: return super.__labSetOutlet(__labName, __labValue) } }"
            }
            if plain == nil, !actions.isEmpty {
                added += "; \(access)override func __labPerformAction(_ __labSelector: String, _ __labSender: AnyObject?) -> Bool { switch __labSelector { "
                    + actions.joined(separator: " ") + " default: return super.__labPerformAction(__labSelector, __labSender) } }"
            }
            if plain == nil, !callbacks.isEmpty {
                added += "; \(access)override func __labPerform(_ __labSelector: String, _ __labArguments: [Any?]) -> Bool { switch __labSelector { "
                    + callbacks.joined(separator: " ") + " default: return super.__labPerform(__labSelector, __labArguments) } }"
            }
            if let plain {
                // A plain NSObject class: the first app class under NSObject declares the four
                // methods (and conforms to `__LabObjectMembers` after its brace), its subclasses
                // override them; a nib sets its outlets as a responder's.
                let root = plain == .directlyUnderNSObject
                let modifier = root ? "" : "override "
                needsUIKit = true
                // Declarations on one line need a `;` between them, but not right after `{`.
                added += (node.memberBlock.members.isEmpty ? " " : "; ") + "\(access)\(modifier)func __labSetValue(_ __labValue: Any?, forKey __labKey: String) -> Bool { switch __labKey { "
                    + keyValues.joined(separator: " ") + (root ? " default: return false } }" : " default: return super.__labSetValue(__labValue, forKey: __labKey) } }")
                added += "; \(access)\(modifier)func __labGetValue(forKey __labKey: String) -> (found: Bool, value: Any?) { switch __labKey { "
                    + keyReads.joined(separator: " ") + (root ? " default: return (false, nil) } }" : " default: return super.__labGetValue(forKey: __labKey) } }")
                added += "; \(access)\(modifier)func __labPerformAction(_ __labSelector: String, _ __labSender: AnyObject?) -> Bool { switch __labSelector { "
                    + actions.joined(separator: " ") + (root ? " default: return false } }" : " default: return super.__labPerformAction(__labSelector, __labSender) } }")
                added += "; \(access)\(modifier)func __labSetOutlet(_ __labName: String, _ __labValue: AnyObject?) -> Bool { switch __labName { "
                    + outlets.joined(separator: " ") + (root ? " default: return false } }" : " default: return super.__labSetOutlet(__labName, __labValue) } }")
                let brace = node.memberBlock.rightBrace
                edits.append(Edit(start: brace.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  end: brace.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: Self.separated(added, after: node) + " "))
                if swiftRoot {
                    // It may be nested, where no extension can follow it: the conformance goes after its name.
                    let end = node.name.endPositionBeforeTrailingTrivia.utf8Offset
                    edits.append(Edit(start: end, end: end, replacement: ": UIKit.__LabObjectMembers"))
                } else if root {
                    // A controller object's `awakeFromNib()` (NibAwakingRewrite.swift).
                    let awaking = SourceRewriter.nibAwakingEdits(in: node)
                    edits += awaking ?? []
                    edits.append(Edit(start: brace.endPositionBeforeTrailingTrivia.utf8Offset, end: brace.endPositionBeforeTrailingTrivia.utf8Offset,
                                      replacement: "; extension \(node.name.text): UIKit.__LabObjectMembers {}"
                                        + (awaking == nil ? "" : "; extension \(node.name.text): UIKit.__LabNibAwaking {}")))
                }
                return .visitChildren
            }
            if !keyValues.isEmpty {
                added += "; \(access)override func __labSetValue(_ __labValue: Any?, forKey __labKey: String) -> Bool { switch __labKey { "
                    + keyValues.joined(separator: " ") + " default: return super.__labSetValue(__labValue, forKey: __labKey) } }"
                added += "; \(access)override func __labGetValue(forKey __labKey: String) -> (found: Bool, value: Any?) { switch __labKey { "
                    + keyReads.joined(separator: " ") + " default: return super.__labGetValue(forKey: __labKey) } }"
            }
            guard !added.isEmpty else { return .visitChildren }
            let brace = node.memberBlock.rightBrace
            edits.append(Edit(start: brace.positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: brace.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: Self.separated(added, after: node) + " "))
            return .visitChildren
        }

        /// Generated members start with `; ` to follow the class's last member on its line; a
        /// last member that already ends with `;` (`static let limit = 10;`) needs no second one.
        static func separated(_ added: String, after node: ClassDeclSyntax) -> String {
            guard node.memberBlock.members.last?.semicolon != nil, added.hasPrefix("; ") else { return added }
            return String(added.dropFirst())
        }

        /// One outlet's case in a generated `__labSetOutlet`. A nib object of another class than
        /// declared: iOS stores it anyway, Swift cannot, and the SDK says so in the console.
        static func outletCase(_ name: String, _ type: String) -> String {
            "case \"\(name)\": self.\(name) = __labValue as? \(type); if self.\(name) == nil, let __labValue { "
                + "__labOutletClassMismatch(\"\(name)\", __labValue, \"\(type)\") }; return true"
        }

        /// A class derived straight from `NSObject` with `@IBOutlet`s where the plain-class
        /// methods above are not added (a nested class, a file importing neither UIKit nor
        /// Foundation): it adopts `__LabNibOutlets` (in its inheritance clause) and gets the
        /// setter the nib loader calls, on the line of its closing brace.
        private func addNibOutlets(toPlainObject node: ClassDeclSyntax) {
            guard let inheritance = node.inheritanceClause,
                  inheritance.inheritedTypes.first?.type.trimmedDescription == "NSObject" else { return }
            var outlets: [String] = []
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), Self.has(variable.attributes, "IBOutlet"),
                      let binding = variable.bindings.first,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      var type = binding.typeAnnotation?.type.trimmedDescription, !type.hasPrefix("[") else { continue }
                while type.hasSuffix("!") || type.hasSuffix("?") { type.removeLast() }
                outlets.append(Self.outletCase(name, type))
            }
            guard !outlets.isEmpty else { return }
            edits.append(Edit(start: inheritance.endPositionBeforeTrailingTrivia.utf8Offset,
                              end: inheritance.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ", __LabNibOutlets"))
            let brace = node.memberBlock.rightBrace
            edits.append(Edit(start: brace.positionAfterSkippingLeadingTrivia.utf8Offset, end: brace.positionAfterSkippingLeadingTrivia.utf8Offset,
                              replacement: Self.separated("; func __labSetOutlet(_ __labName: String, _ __labValue: AnyObject?) -> Bool { switch __labName { "
                                + outlets.joined(separator: " ") + " default: return false } } ", after: node)))
        }

        /// The first class in a chain that overrides an extension's method adopts the protocol
        /// the extension's dispatching method asks for (`ExtensionMethodOverrides`).
        func adoptOverrideProtocols(_ node: ClassDeclSyntax) {
            guard !overrides.isEmpty, let inheritance = node.inheritanceClause else { return }
            let adopted = overrides.overriders.filter { $0.key.type == node.name.text && !$0.value.nested }
                .map { ExtensionMethodOverrides.protocolName(ExtensionMethodOverrides.Method(type: $0.value.base, selector: $0.key.selector)) }
            guard !adopted.isEmpty else { return }
            let end = inheritance.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(start: end, end: end, replacement: adopted.sorted().map { ", " + $0 }.joined()))
        }

        /// An overridden extension method gets its dispatching twin and protocol; an overriding
        /// method its new name, and its `super` calls the next method up (`ExtensionMethodOverrides`).
        func dispatchOverride(_ node: FunctionDeclSyntax) {
            guard ExtensionMethodOverrides.isForwardable(node), let container = ExtensionMethodOverrides.container(of: node),
                  let type = ExtensionMethodOverrides.typeName(container).map(overrides.resolved) else { return }
            let method = ExtensionMethodOverrides.Method(type: type, selector: ExtensionMethodOverrides.selector(of: node))
            let name = node.name.text
            if let extensionDecl = container.as(ExtensionDeclSyntax.self), overrides.overridden.contains(method) {
                replace(node.name, with: "__labExtension_" + name)
                let added = ExtensionMethodOverrides.dispatch(for: node, in: type)
                let brace = extensionDecl.memberBlock.rightBrace
                let separator = extensionDecl.memberBlock.members.last?.semicolon != nil ? " " : "; "
                edits.append(Edit(start: brace.positionAfterSkippingLeadingTrivia.utf8Offset, end: brace.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  replacement: separator + added.method + " "))
                edits.append(Edit(start: brace.endPositionBeforeTrailingTrivia.utf8Offset, end: brace.endPositionBeforeTrailingTrivia.utf8Offset,
                                  replacement: "; " + added.protocolDeclaration))
            } else if container.is(ClassDeclSyntax.self), let overrider = overrides.overriders[method] {
                replace(node.name, with: "__labOverriding_" + name)
                if !overrider.nested, let modifier = node.modifiers.first(where: { $0.name.text == "override" }) { blank(modifier) }
                let next = (overrider.nested ? "__labOverriding_" : "__labExtension_") + name
                if let body = node.body { renameSuperCalls(to: name, selector: method.selector, as: next, in: body) }
            }
        }

        /// `super.name(…)` with the selector's labels, in `body` (not in nested functions), becomes `super.next(…)`.
        func renameSuperCalls(to name: String, selector: String, as next: String, in body: CodeBlockSyntax) {
            final class Finder: SyntaxVisitor {
                var found: [DeclReferenceExprSyntax] = []
                let name: String, selector: String
                init(name: String, selector: String) {
                    self.name = name
                    self.selector = selector
                    super.init(viewMode: .sourceAccurate)
                }
                override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                    if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(SuperExprSyntax.self) == true,
                       member.declName.baseName.text == name,
                       name + "(" + node.arguments.map({ ($0.label?.text ?? "_") + ":" }).joined() + ")" == selector {
                        found.append(member.declName)
                    }
                    return .visitChildren
                }
                override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            }
            let finder = Finder(name: name, selector: selector)
            finder.walk(body)
            for reference in finder.found { replace(reference.baseName, with: next) }
        }

        /// A class with no superclass, protocol or generic parameter that declares `@objc` methods.
        static func isSwiftRootWithObjCMethods(_ node: ClassDeclSyntax) -> Bool {
            node.inheritanceClause == nil && node.genericParameterClause == nil
                && node.memberBlock.members.contains { $0.decl.as(FunctionDeclSyntax.self).map { has($0.attributes, "objc") } ?? false }
        }

        /// `override func responds(to:)` in a class directly under NSObject: Swift on Linux's
        /// NSObject has no `responds(to:)` (no Objective-C method table), so the class's own
        /// method is a method of its own, which nothing in the SDK asks.
        func blankRespondsOverride(in node: ClassDeclSyntax) {
            guard node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "NSObject" else { return }
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "responds",
                      function.signature.parameterClause.parameters.first?.firstName.text == "to",
                      let modifier = function.modifiers.first(where: { $0.name.text == "override" }) else { continue }
                blank(modifier)
            }
        }

        /// `@NSManaged var title: String?` reads and writes the object's managed values, as
        /// Core Data's generated accessors do on iOS; the property stays on its line.
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard Self.has(node.attributes, "NSManaged"), node.bindings.count == 1, let binding = node.bindings.first,
                  binding.accessorBlock == nil, binding.typeAnnotation != nil,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
            edits.append(Edit(start: binding.endPositionBeforeTrailingTrivia.utf8Offset, end: binding.endPositionBeforeTrailingTrivia.utf8Offset,
                              replacement: " { get { return __labManagedGet(self, \"\(name)\") } set { __labManagedSet(self, \"\(name)\", newValue) } }"))
            return .visitChildren
        }

        /// `@NSManaged func addToItems(_ value: Item)` (Xcode's generated to-many accessors,
        /// declared without a body) gets the body Core Data supplies at run time.
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if !overrides.isEmpty { dispatchOverride(node) }
            if Self.isNumberOrdering(node) {
                let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append(Edit(start: start, end: start, replacement: "@_disfavoredOverload "))
            }
            if Self.has(node.attributes, "IBAction") || Self.has(node.attributes, "objc"), let receiver = ActionSenderTyping.enclosingTypeName(of: node),
               let declaration = ActionSenderTyping.declaration(for: node, in: receiver, sender: actionSender), let body = node.body {
                let start = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(Edit(start: start, end: start, replacement: declaration))
            }
            guard Self.has(node.attributes, "NSManaged"), node.body == nil,
                  let body = Self.managedAccessorBody(node) else { return .visitChildren }
            edits.append(Edit(start: node.endPositionBeforeTrailingTrivia.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                              replacement: " { \(body) }"))
            return .visitChildren
        }

        /// A top-level `func < (lhs: NSNumber, rhs: NSNumber)` (JSON libraries declare one, as
        /// Apple's Foundation has none) is ambiguous beside swift-corelibs-foundation's own
        /// NSNumber `<`; both compare the numbers' values, so the app's gives way (**choice**).
        static func isNumberOrdering(_ function: FunctionDeclSyntax) -> Bool {
            let parameters = function.signature.parameterClause.parameters
            return function.name.text == "<" && function.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
                && parameters.count == 2 && parameters.allSatisfy { $0.type.trimmedDescription == "NSNumber" }
        }

        static func managedAccessorBody(_ function: FunctionDeclSyntax) -> String? {
            let name = function.name.text
            let parameters = function.signature.parameterClause.parameters.map { ($0.firstName.text, ($0.secondName ?? $0.firstName).text) }
            func key(after prefix: String) -> String? {
                guard name.hasPrefix(prefix), name.count > prefix.count else { return nil }
                let rest = name.dropFirst(prefix.count)
                return rest.prefix(1).lowercased() + rest.dropFirst()
            }
            if let key = key(after: "addTo"), parameters.count == 1 {
                return "__labManagedAdd(self, \"\(key)\", \(parameters[0].1))"
            }
            if let key = key(after: "removeFrom"), parameters.count == 1 {
                return parameters[0].0 == "at" ? "__labManagedRemove(self, \"\(key)\", at: \(parameters[0].1))"
                    : "__labManagedRemove(self, \"\(key)\", \(parameters[0].1))"
            }
            if let key = key(after: "insertInto"), parameters.count == 2 {
                return "__labManagedInsert(self, \"\(key)\", \(parameters[0].1), at: \(parameters[1].1))"
            }
            if let key = key(after: "replace"), parameters.count == 2 {
                return "__labManagedReplace(self, \"\(key)\", at: \(parameters[0].1), with: \(parameters[1].1))"
            }
            return nil
        }

        static func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
            attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
        }

        /// `case "addContact:", "addContact(_:)", "addContact": addContact(sender as Any); return true`
        /// for an action method with no parameter or one (the sender).
        static func actionCall(_ function: FunctionDeclSyntax) -> String? {
            let name = function.name.text
            let parameters = Array(function.signature.parameterClause.parameters)
            switch parameters.count {
            case 0:
                return "case \"\(name)\", \"\(name)()\": self.\(name)(); return true"
            case 1:
                let parameter = parameters[0]
                let label = parameter.firstName.text
                let type = parameter.type.trimmedDescription
                // The sender is `AnyObject?`: as it is for an optional parameter; for `Any` and
                // `AnyObject` the object itself, and nil becomes NSNull (as Swift bridges a nil Optional).
                let passed = ["Any": "(__labSender.map { $0 as Any } ?? NSNull())", "AnyObject": "__labSender as AnyObject", "Any?": "__labSender", "AnyObject?": "__labSender"]
                let argument = passed[type] ?? "__labSender as! \(type)"
                let swiftName = "\(name)(\(label):)"
                let objcName = label == "_" ? "\(name):" : "\(name)With\(label.prefix(1).uppercased() + label.dropFirst()):"
                return "case \"\(objcName)\", \"\(swiftName)\", \"\(name)\": self.\(name)(\(label == "_" ? "" : label + ": ")\(argument)); return true"
            default:
                return nil
            }
        }

        /// `case "image:didFinishSavingWithError:contextInfo:", "image(_:didFinishSavingWithError:contextInfo:)": self.image(…); return true`
        /// for an `@objc` method of two parameters or more, which the system performs with
        /// several arguments (a completion selector, `perform(_:with:with:)`); each argument
        /// is converted to its parameter's type by `__labArgument` (nil to a null pointer, as
        /// Objective-C passes a `void *` context).
        static func callbackCall(_ function: FunctionDeclSyntax) -> String? {
            let name = function.name.text
            let parameters = Array(function.signature.parameterClause.parameters)
            guard parameters.count >= 2 else { return nil }
            let labels = parameters.map { $0.firstName.text }
            let swiftName = "\(name)(" + labels.map { $0 + ":" }.joined() + ")"
            // Objective-C's spelling, as `Selector.objectiveCName` gives it (`show(for:sender:)` is `showFor:sender:`).
            let first = labels[0] == "_" ? name : name + labels[0].prefix(1).uppercased() + labels[0].dropFirst()
            let objcName = ([first] + labels.dropFirst().map { $0 == "_" ? "" : $0 }).joined(separator: ":") + ":"
            let arguments = labels.enumerated().map { index, label in
                (label == "_" ? "" : label + ": ") + "__labArgument(__labArguments, \(index))"
            }
            return "case \"\(objcName)\", \"\(swiftName)\": self.\(name)(\(arguments.joined(separator: ", "))); return true"
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.attributeName.trimmedDescription
            if name == "UIApplicationMain" || name == "NSApplicationMain" {
                deprecatedMain.append((converter.location(for: node.positionAfterSkippingLeadingTrivia), name))
                replace(node, with: "@main" + String(repeating: " ", count: max(0, node.trimmedDescription.utf8.count - 5)))
            } else if SourceRewriter.blankedAttributes.contains(name) {
                blank(node)
            }
            return .skipChildren
        }

        /// `import Foundation` (or UIKit, which re-exports it) on iOS brings URLSession and
        /// URLRequest; swift-corelibs-foundation keeps them in FoundationNetworking, which the
        /// line imports too.
        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            let module = node.path.first?.name.text ?? ""
            if module == "UIKit" || module == "AppKit" || module == "Cocoa" { importsUIKit = true; namesUIKit = true }  // AppKit re-exports UIKit
            if uikitExporters.contains(module), node.path.count == 1, node.importKindSpecifier == nil, exporterImportEnd == nil {
                exporterImportEnd = node.endPositionBeforeTrailingTrivia.utf8Offset
                importsUIKit = true
                // What follows an `import UIKit` (networking, DarwinFoundation) may follow this one.
                if uikitImportEnd == nil { uikitImportEnd = exporterImportEnd }
            }
            if module == "UIKit", node.path.count == 1, node.importKindSpecifier == nil, uikitImportEnd == nil {
                uikitImportEnd = node.endPositionBeforeTrailingTrivia.utf8Offset
            }
            if module == "Security" { importsSecurity = true }
            if module == "WebKit" { importsWebKit = true }
            if module == "Foundation", node.path.count == 1, node.importKindSpecifier == nil, foundationImportEnd == nil {
                foundationImportEnd = node.endPositionBeforeTrailingTrivia.utf8Offset
            }
            if module == "RealmSwift", node.path.count == 1, realmImportEnd == nil {
                realmImportEnd = node.endPositionBeforeTrailingTrivia.utf8Offset
            }
            // `import UIKit.UIBarButtonItem` names one of the SDK's Clang submodules; the
            // simulated SDK's modules are Swift modules without submodules: the whole module.
            if node.importKindSpecifier == nil, node.path.count > 1, canImport(module), let first = node.path.first {
                edits.append(Edit(start: first.name.endPositionBeforeTrailingTrivia.utf8Offset, end: node.path.endPositionBeforeTrailingTrivia.utf8Offset,
                                  replacement: String(repeating: " ", count: node.path.endPositionBeforeTrailingTrivia.utf8Offset - first.name.endPositionBeforeTrailingTrivia.utf8Offset)))
            }
            if usesNetworking, node.path.count == 1, node.importKindSpecifier == nil, ["Foundation", "UIKit"].contains(module) {
                edits.append(Edit(start: node.endPositionBeforeTrailingTrivia.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                                  replacement: "; import FoundationNetworking"))
            }
            return .skipChildren
        }

        override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
            if SourceRewriter.blankedModifiers.contains(node.name.text) { blank(node) }
            return .skipChildren
        }

        /// Timers run on the device's virtual clock (`__LabTimers` in the simulated SDK):
        /// `Timer.scheduledTimer(…)` and `RunLoop.main.add(timer, forMode:)` become its calls.
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard let base = node.base else { return .visitChildren }
            let name = node.declName.baseName.text
            // `delayObject.doubleValue` on a local `AnyObject`: Objective-C's member lookup.
            if name != "self", let reference = base.as(DeclReferenceExprSyntax.self), let wrapped = AnyObjectMemberLookup.wrapped(reference) {
                replace(reference, with: wrapped)
                needsUIKit = true
            }
            if name == "scheduledTimer" || (name == "publish" && importsCombine),
               base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Timer" {
                replace(base, with: "__LabTimers")
            } else if name == "asyncAfter", let inner = base.as(MemberAccessExprSyntax.self), inner.declName.baseName.text == "main",
                      inner.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DispatchQueue" {
                replace(node, with: "__LabTimers.mainAsyncAfter")
            } else if name == "shared", base.as(DeclReferenceExprSyntax.self)?.baseName.text == "URLSession", importsFoundation {
                // The shared session's requests meet the device's offline network (DarwinFoundation).
                replace(node, with: "__LabOfflineNetwork.shared")
                usesOfflineNetwork = true
            } else if name == "add", let inner = base.as(MemberAccessExprSyntax.self),
                      ["main", "current"].contains(inner.declName.baseName.text),
                      inner.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "RunLoop" {
                replace(base, with: "__LabTimers")
            }
            return .visitChildren
        }

        /// `Timer(timeInterval:…)` and `Timer(fire:interval:…)`: made by `__LabTimers.make`,
        /// which keeps the interval and the fire date iOS gives them.
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Timer",
               let label = node.arguments.first?.label?.text, label == "timeInterval" || label == "fire" {
                replace(node.calledExpression, with: "__LabTimers.make")
            }
            // `Timer()`: a placeholder timer, which swift-corelibs-foundation cannot make.
            if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Timer", node.arguments.isEmpty,
               node.trailingClosure == nil {
                replace(node.calledExpression, with: "__LabTimers.make")
            }
            // `URLSession(configuration: c, …)`: the session's requests meet the device's offline
            // network (DarwinFoundation puts its URL protocol first in the configuration).
            if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "URLSession", importsFoundation,
               let first = node.arguments.first, first.label?.text == "configuration" {
                let start = first.expression.positionAfterSkippingLeadingTrivia.utf8Offset
                let end = first.expression.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(Edit(start: start, end: start, replacement: "__LabOfflineNetwork.configured("))
                edits.append(Edit(start: end, end: end, replacement: ")"))
                usesOfflineNetwork = true
            }
            // `tv.delegate?.tableView?(…)`: an optional protocol method, called if implemented.
            // Without Objective-C every UIKit protocol method has a default, so it is called
            // (the second `?` blanked).
            if let optional = node.calledExpression.as(OptionalChainingExprSyntax.self),
               let member = optional.expression.as(MemberAccessExprSyntax.self),
               let base = member.base, Self.delegateNames.contains(Self.lastName(of: base)) {
                blank(optional.questionMark)
            }
            return .visitChildren
        }

        static let delegateNames: Set<String> = ["delegate", "dataSource", "prefetchDataSource"]

        /// `a.b?` → "b", `b` → "b".
        static func lastName(of expression: ExprSyntax) -> String {
            if let optional = expression.as(OptionalChainingExprSyntax.self) { return lastName(of: optional.expression) }
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { return lastName(of: forced.expression) }
            if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
            return expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            let argument = node.arguments.first?.expression.trimmedDescription ?? ""
            switch node.macroName.text {
            case "selector":
                var name = argument
                for prefix in ["getter:", "setter:"] where name.hasPrefix(prefix) { name = String(name.dropFirst(prefix.count)) }
                // `ViewController.buttonTapped(_:)` names the method `buttonTapped(_:)`.
                let head = name.split(separator: "(", maxSplits: 1).first ?? ""
                if let dot = head.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
                replace(node, with: "Selector(\"\(name.filter { !$0.isWhitespace })\")")
                needsUIKit = true
            case "keyPath":
                // `#keyPath(WKWebView.estimatedProgress)` is "estimatedProgress": a leading type
                // name is not part of the path (`#keyPath(person.name)` keeps both).
                var components = argument.filter { !$0.isWhitespace }.split(separator: ".").map(String.init)
                if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
                replace(node, with: "\"\(components.joined(separator: "."))\"")
            default:
                break
            }
            return .visitChildren
        }

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            if let condition = node.condition { rewriteCondition(condition) }
            return .visitChildren
        }

        /// `os(iOS)` → `true`, `os(macOS)` → `false`, … inside one `#if` condition.
        private func rewriteCondition(_ node: some SyntaxProtocol) {
            if let call = node.as(FunctionCallExprSyntax.self) {
                if let value = SimulatorConditions.evaluate(ExprSyntax(call), canImport: canImport) {
                    replace(call, with: value ? "true" : "false")
                }
                return
            }
            for child in node.children(viewMode: .sourceAccurate) { rewriteCondition(child) }
        }
    }
}
