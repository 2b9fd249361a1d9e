import Foundation

// Objective-C's associated objects, which extensions use to add stored properties to classes
// they do not own (`objc_setAssociatedObject(self, &key, value, .OBJC_ASSOCIATION_RETAIN)`). On
// iOS they come with Foundation from the Objective-C runtime, which Swift on Linux lacks: here a
// table keyed by the object and the key's address keeps them, and drops an object's values once
// the object is gone (the runtime releases them when the object deallocates).

/// How the value is kept: retained (or copied), or not retained at all (assign).
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.shared.set(object as AnyObject, key: key, value: value, assign: policy == .OBJC_ASSOCIATION_ASSIGN)
}

public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.value(of: object as AnyObject, key: key)
}

public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(of: object as AnyObject)
}

/// The values, by object and key.
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private final class WeakValue {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private struct Entry {
        /// Weak, so an identifier reused by a new object after the old one is gone finds nothing.
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Any] = [:]
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private let lock = NSLock()

    func set(_ object: AnyObject, key: UnsafeRawPointer, value: Any?, assign: Bool) {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        var entry = entries[id].flatMap { $0.owner === object ? $0 : nil } ?? Entry(owner: object)
        if let value {
            entry.values[key] = assign ? WeakValue(value as AnyObject) : value
        } else {
            entry.values[key] = nil
        }
        entries[id] = entry
        if entries.count % 256 == 0 { entries = entries.filter { $0.value.owner != nil } }
    }

    func value(of object: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(object)], entry.owner === object, let value = entry.values[key] else { return nil }
        if let weak = value as? WeakValue { return weak.object }
        return value
    }

    func removeAll(of object: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        entries[ObjectIdentifier(object)] = nil
    }
}
