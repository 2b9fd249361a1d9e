/// An Objective-C selector. Linux Swift has no Objective-C runtime, so LifecycleLab's build
/// turns `#selector(name(_:))` into `Selector("name(_:)")` before compiling.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }
}
