import BundleFormats

/// App code as the build declared it: which classes and methods exist, with no bodies run.
///
/// For tests of the engine alone (no process), this answers the engine's "does the app
/// implement this method?" from `AppProgram`, keeps stored properties (so UIKit can assign
/// the delegate's `window`), and treats every method as returning at once.
public final class DeclaredAppCode: ProgramDeclaredCode {
    public let program: AppProgram
    private var storage: [Int: [String: AppValue]] = [:]

    public init(program: AppProgram) { self.program = program }

    public func instantiate(_ object: ObjectRef, host: AppHost) -> AppCodeOutcome {
        var properties: [String: AppValue] = [:]
        for name in program.properties(of: object.className) { properties[name] = .null }
        storage[object.id] = properties
        return .returned(.void)
    }

    public func perform(_ selector: String, on receiver: ObjectRef, arguments: [AppValue], host: AppHost) -> AppCodeOutcome {
        .returned(.void)
    }

    public func property(_ name: String, of receiver: ObjectRef) -> AppValue? {
        storage[receiver.id]?[name]
    }

    public func setProperty(_ name: String, of receiver: ObjectRef, to value: AppValue) -> Bool {
        guard storage[receiver.id]?[name] != nil else { return false }
        storage[receiver.id]?[name] = value
        return true
    }

    public func call(_ closure: ClosureRef, arguments: [AppValue], host: AppHost) -> AppCodeOutcome {
        .returned(.void)
    }
}

/// App code whose classes and methods are the build's class table: what it implements, which
/// classes it declares and their superclasses come from `program`, whatever runs the bodies.
public protocol ProgramDeclaredCode: AppCode {
    var program: AppProgram { get }
}

extension ProgramDeclaredCode {
    public func implements(_ selector: String, in className: String) -> Bool {
        program.implements(selector, in: className)
    }

    public func declaresClass(_ className: String) -> Bool {
        program.declaredClass(named: className) != nil
    }

    public func superclass(of className: String) -> String? {
        program.declaredClass(named: className)?.superclass
    }
}
