/// An Objective-C selector. Linux Swift has no Objective-C runtime, so LifecycleLab's build
/// turns `#selector(name(_:))` into `Selector("name(_:)")` before compiling.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }
}

extension Selector {
    /// Objective-C's spelling of the selector, as `NSStringFromSelector` gives it:
    /// `unwind(_:)` is `unwind:`, `show(for:sender:)` is `showFor:sender:`, `tap()` is `tap`.
    public var objectiveCName: String {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return name }
        let base = String(name[..<open])
        let labels = name[name.index(after: open)..<name.index(before: name.endIndex)].split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard let first = labels.first else { return base }
        let head = first == "_" ? base : base + "With" + first.prefix(1).uppercased() + first.dropFirst()
        return ([head] + labels.dropFirst().map(String.init)).joined(separator: ":") + ":"
    }

    /// A selector from its Objective-C spelling (`unwind:`) or Swift's (`unwind(_:)`).
    public init(objectiveCName: String) {
        guard !objectiveCName.contains("(") else {
            self.init(objectiveCName)
            return
        }
        self.init(objectiveCName.hasSuffix(":") ? String(objectiveCName.dropLast()) + "(_:)"
                  : objectiveCName.isEmpty ? "" : objectiveCName + "()")
    }
}

/// Objective-C's spelling of a selector (`unwind:`).
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.objectiveCName }

/// A selector named in Objective-C's spelling (`unwind:`) or Swift's.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(objectiveCName: aSelectorName) }
