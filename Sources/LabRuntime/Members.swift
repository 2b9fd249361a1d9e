import LabCore
import SwiftSyntax

/// Reading and writing members: app objects' properties, and the UIKit properties the
/// simulated world models (`window.rootViewController`, `view.backgroundColor`,
/// `UIScreen.main.bounds`, `UIApplication.shared.applicationState`, …).
extension Context {
    func member(_ access: MemberAccessExprSyntax, in scope: Scope) throws -> Value {
        let name = access.declName.baseName.text
        guard let baseExpression = access.base else {
            // `.white`, `.active`, `.invalid`: the type comes from context.
            return .enumCase(name)
        }
        let base = try evaluate(baseExpression, in: scope)
        return try member(name, of: base, node: access)
    }

    func member(_ name: String, of base: Value, node: some SyntaxProtocol) throws -> Value {
        switch base {
        case .nil:
            return .nil // reached only through optional chaining: the checker rejects the rest
        case let .object(ref):
            if let value = try property(name, of: ref, node: node) { return value }
            if table.model(ref.className) == nil && UIKitClasses.superclass[ref.className] == nil {
                return .opaque(type: "\(ref.className).\(name)", detail: "") // `session.role`: passed along
            }
        case let .type(typeName):
            if let value = staticMember(name, of: typeName) { return value }
        case .opaque("UIScreen", _) where name == "bounds" || name == "nativeBounds":
            return .rect(host.screenBounds)
        case let .rect(rect):
            switch name {
            case "width", "size.width": return .double(rect.width)
            case "height": return .double(rect.height)
            case "minX", "origin.x": return .double(rect.x)
            case "minY": return .double(rect.y)
            default: break
            }
        case let .string(text):
            if name == "count" { return .int(text.count) }
            if name == "isEmpty" { return .bool(text.isEmpty) }
        case let .array(items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .nil
            case "last": return items.last ?? .nil
            default: break
            }
        case let .opaque(type, _) where type != "Range":
            // System objects the world does not model (`session.role`, `connectionOptions.urlContexts`)
            // pass along as opaque values, so template code that only hands them back runs.
            return .opaque(type: "\(type).\(name)", detail: "")
        default:
            break
        }
        if case let .object(ref) = base { throw unknownMember(name, of: ref.className, node) }
        throw unsupported("'.\(name)' on \(base.typeName)", node)
    }

    /// `UIScreen.main`, `UIApplication.shared`, `UIColor.white`, `UIBackgroundTaskIdentifier.invalid`.
    private func staticMember(_ name: String, of typeName: String) -> Value? {
        switch (typeName, name) {
        case ("UIScreen", "main"): .opaque(type: "UIScreen", detail: "main")
        case ("UIApplication", "shared"): host.application.map(Value.object) ?? .nil
        case ("UIColor", _): .color(name)
        case ("UIBackgroundTaskIdentifier", "invalid"): .enumCase("invalid")
        default: nil
        }
    }

    /// A property of an object: the app's own stored or computed property, else UIKit's.
    func property(_ name: String, of ref: ObjectRef, node: some SyntaxProtocol) throws -> Value? {
        if let stored = storedProperty(name, of: ref) { return stored }
        if let getter = table.lineage(of: ref.className).lazy.compactMap({ $0.computed[name] }).first {
            return try computed(getter, of: ref)
        }
        let kind = table.uikitBase(of: ref.className)
        switch name {
        case "applicationState" where kind == "UIApplication" || kind == "UIResponder":
            return .enumCase(host.applicationState == .active ? "active"
                : host.applicationState == .inactive ? "inactive" : "background")
        case "backgroundTimeRemaining": return .double(host.backgroundTimeRemaining)
        case "delegate" where UIKitClasses.isAncestor("UIApplication", of: kind): return host.delegate.map(Value.object) ?? .nil
        case "keyWindow": return host.keyWindow.map(Value.object) ?? .nil
        case "rootViewController": return host.rootViewController(of: ref).map(Value.object) ?? .nil
        case "view" where UIKitClasses.isViewController(kind):
            return try hosted { () throws(ProcessEnded) in try host.view(of: ref) }.map(Value.object) ?? .nil
        case "bounds", "frame": return .rect(host.screenBounds)
        default: return nil
        }
    }

    private func computed(_ accessors: AccessorBlockSyntax, of ref: ObjectRef) throws -> Value {
        let context = Context(interpreter: interpreter, host: host, selfValue: .object(ref), className: ref.className)
        let statements: [Statement]
        switch accessors.accessors {
        case let .getter(items): statements = Array(items)
        case let .accessors(list):
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                  let body = getter.body else { throw unsupported("this computed property", accessors) }
            statements = Array(body.statements)
        }
        do {
            if statements.count == 1, case let .expr(expression) = statements[0].item {
                return try context.evaluate(expression, in: Scope(parent: nil))
            }
            try context.execute(statements, in: Scope(parent: nil))
        } catch let Interrupt.returned(value) {
            return value
        }
        return .void
    }

    // MARK: Writing

    /// `target = value` for a local, a property of `self`, or a member of an object.
    func assign(_ value: Value, to target: ExprSyntax, in scope: Scope) throws {
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if scope.assign(name, value) { return }
            if case let .object(ref)? = selfValue, try setMember(name, of: ref, to: value, node: reference) { return }
            throw unsupported("assigning to '\(name)'", reference)
        }
        if let access = target.as(MemberAccessExprSyntax.self), let baseExpression = access.base {
            let base = try evaluate(baseExpression, in: scope)
            if base.isNil { return } // `window?.rootViewController = …` with no window does nothing
            if case let .object(ref) = base, try setMember(access.declName.baseName.text, of: ref, to: value, node: access) {
                return
            }
            if case let .object(ref) = base { throw unknownMember(access.declName.baseName.text, of: ref.className, access) }
            throw unsupported("assigning '.\(access.declName.baseName.text)' on \(base.typeName)", access)
        }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self),
           case let .array(items) = try evaluate(subscriptCall.calledExpression, in: scope),
           let indexExpression = subscriptCall.arguments.first?.expression,
           case let .int(index) = try evaluate(indexExpression, in: scope) {
            guard items.indices.contains(index) else { throw fault("Index out of range", subscriptCall) }
            var updated = items
            updated[index] = value
            try assign(.array(updated), to: subscriptCall.calledExpression, in: scope)
            return
        }
        throw unsupported("assigning to \(describe(target))", target)
    }

    /// Writes an app property or a modelled UIKit property; false when neither exists.
    func setMember(_ name: String, of ref: ObjectRef, to value: Value, node: some SyntaxProtocol) throws -> Bool {
        if setStoredProperty(name, of: ref, to: value) { return true }
        let kind = table.uikitBase(of: ref.className)
        switch name {
        case "rootViewController" where kind == "UIWindow":
            host.setRootViewController(value.objectRef, of: ref)
        case "isHidden" where kind == "UIWindow":
            guard case let .bool(hidden) = value else { return false }
            host.setHidden(hidden, of: ref)
        case "backgroundColor":
            host.setBackgroundColor(value.colorName, of: ref)
        case "text" where UIKitClasses.isView(kind):
            host.setText(value.isNil ? nil : value.printed, of: ref)
        case "view" where UIKitClasses.isViewController(kind):
            guard let view = value.objectRef else { return false }
            host.setView(view, of: ref)
        default:
            return false
        }
        return true
    }
}

extension Value {
    var objectRef: ObjectRef? { if case let .object(ref) = self { ref } else { nil } }

    /// A colour as the world records it: `white`, `systemBackground`, `rgb(1, 0, 0)`.
    var colorName: String? {
        switch self {
        case let .color(name), let .enumCase(name): name
        default: nil
        }
    }
}
