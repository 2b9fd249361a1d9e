import LabCore
import SwiftSyntax

/// Runs an app's Swift source against the simulated UIKit: LabRuntime's answer to LabCore's
/// `AppCode` seam.
///
/// It walks swift-syntax trees directly. It runs the subset lessons need — classes with stored
/// properties, methods, `let`/`var`, assignment, `if`/`guard` (with `if let`), `for`-`in`,
/// `while`, `return`, closures, string interpolation, arithmetic and comparisons, optional
/// chaining and force unwrapping — against UIKit's windows, view controllers, views, colours
/// and background tasks. Code outside the subset stops the method it is in with a warning that
/// names the construct and its place, so nothing is skipped silently.
///
/// Costs in virtual time: each loop iteration 1 ms, `sleep`/`Thread.sleep` their duration, so
/// runaway loops meet the watchdog. Faults (nil unwrapped, index out of range, deep recursion)
/// crash the simulated app through `AppHost`.
public final class Interpreter: AppCode {
    let program: AppProgram
    let table: ClassTable
    /// Stored properties of app objects, by object id.
    var instances: [Int: [String: Value]] = [:]
    /// Closures handed to the system (expiration and completion handlers), by id.
    var handedClosures: [Int: Closure] = [:]
    var depth = 0
    /// Ids for instances of the app's plain classes, numbered apart from the engine's objects.
    var nextAppObjectID = 1_000_000

    /// Calls deeper than this are a stack overflow.
    static let maximumDepth = 200

    /// `tables` lets launches of the same build share one parse of the sources.
    public init(program: AppProgram, tables: ClassTableCache = ClassTableCache()) {
        self.program = program
        self.table = tables.table(for: program)
    }

    // MARK: AppCode

    public func implements(_ selector: String, in className: String) -> Bool {
        table.method(selector, in: className) != nil || program.implements(selector, in: className)
    }

    public func declaresClass(_ className: String) -> Bool {
        table.model(className) != nil || program.declaredClass(named: className) != nil
    }

    public func superclass(of className: String) -> String? {
        program.declaredClass(named: className)?.superclass ?? table.model(className)?.superclass
    }

    public func instantiate(_ object: ObjectRef, host: AppHost) -> AppCodeOutcome {
        instances[object.id] = [:]
        let context = Context(interpreter: self, host: host, selfValue: .object(object), className: object.className)
        // Superclass properties first, as Swift initialises them.
        for model in table.lineage(of: object.className).reversed() {
            for (name, initializer) in model.stored {
                do {
                    let value = try initializer.map { try context.evaluate($0, in: Scope(parent: nil)) } ?? .nil
                    instances[object.id]?[name] = value
                } catch {
                    return finish(error, context: context, what: "\(model.name).init()")
                }
            }
        }
        return .returned(.void)
    }

    public func perform(_ selector: String, on receiver: ObjectRef, arguments: [AppValue], host: AppHost) -> AppCodeOutcome {
        let context = Context(interpreter: self, host: host, selfValue: .object(receiver), className: receiver.className)
        do {
            let result = try context.callMethod(selector: selector, on: receiver, arguments: arguments.map(Value.init))
            return .returned(result.appValue)
        } catch {
            return finish(error, context: context, what: "\(receiver.className).\(selector)")
        }
    }

    public func property(_ name: String, of receiver: ObjectRef) -> AppValue? {
        instances[receiver.id]?[name]?.appValue
    }

    public func setProperty(_ name: String, of receiver: ObjectRef, to value: AppValue) -> Bool {
        guard instances[receiver.id]?[name] != nil else { return false }
        instances[receiver.id]?[name] = Value(value)
        return true
    }

    public func call(_ closure: ClosureRef, arguments: [AppValue], host: AppHost) -> AppCodeOutcome {
        guard let body = handedClosures[closure.id] else { return .returned(.void) }
        let className = body.selfValue.flatMap { if case let .object(ref) = $0 { ref.className } else { nil } } ?? ""
        let context = Context(interpreter: self, host: host, selfValue: body.selfValue, className: className)
        do {
            return .returned(try context.invoke(body, arguments: arguments.map(Value.init)).appValue)
        } catch {
            return finish(error, context: context, what: "a closure")
        }
    }

    /// Turns an interruption that escaped a method into the seam's outcome.
    private func finish(_ error: Error, context: Context, what: String) -> AppCodeOutcome {
        switch error as? Interrupt {
        case let .returned(value)?: return .returned(value.appValue)
        case .ended?: return .ended
        case let .unsupported(construct, location)?:
            context.host.warn("LabRuntime cannot run \(construct) yet (\(location.file):\(location.line):\(location.column)); "
                + "\(what) stopped there")
            return .returned(.void)
        case let .unknownMember(name, className, suggestion, location)?:
            let hint = suggestion.map { " — did you mean '\($0)'?" } ?? " (or LabRuntime does not model it yet)"
            context.host.warn("\(className) has no member '\(name)'\(hint) (\(location.file):\(location.line):\(location.column)); "
                + "\(what) stopped there")
            return .returned(.void)
        case .breakLoop?, .continueLoop?, nil: return .returned(.void)
        }
    }
}
