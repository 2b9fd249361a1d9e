import Foundation

/// Argument `index` as its parameter's type, as Objective-C passes it: an object as it is, nil
/// to an optional, and a `void *` context (`UnsafeMutableRawPointer?`) to a pointer parameter
/// — nil becoming the null pointer that a non-optional `UnsafeRawPointer` receives on iOS.
/// Called by the code the build adds; a mismatch is the app's fault, said as Swift's cast.
public func __labArgument<T>(_ arguments: [Any?], _ index: Int) -> T {
    let value: Any? = index < arguments.count ? arguments[index] : nil
    if let value {
        if let typed = value as? T { return typed }
        if let pointer = value as? UnsafeMutableRawPointer {
            if T.self == UnsafeRawPointer.self { return unsafeBitCast(UnsafeRawPointer(pointer), to: T.self) }
            if let typed = Optional(UnsafeRawPointer(pointer)) as? T { return typed }
        }
    } else {
        if let none = Optional<Never>.none as? T { return none }
        if T.self == UnsafeRawPointer.self || T.self == UnsafeMutableRawPointer.self { return unsafeBitCast(0, to: T.self) }
    }
    fatalError("Could not cast value of type '\(value.map { String(describing: type(of: $0)) } ?? "nil")' to '\(T.self)'")
}
