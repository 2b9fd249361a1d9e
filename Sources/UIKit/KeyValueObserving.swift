import Foundation

// Key-value observing (`addObserver(_:forKeyPath:options:context:)` and the observer's
// `observeValue(forKeyPath:of:change:context:)`), which swift-corelibs-foundation leaves out.
// Without the Objective-C runtime no setter can be swapped for one that notifies, so changes are
// announced by the code that makes them: the SDK's own observable properties (a web view's
// `estimatedProgress`, `title`, `url`, `isLoading`, `canGoBack`, `canGoForward`) and app code
// that calls `willChangeValue(forKey:)`/`didChangeValue(forKey:)`. Observers that are
// responders (view controllers, views) get `observeValue`; docs/lifecycle.md says how far.

public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey("kind")
    public static let newKey = NSKeyValueChangeKey("new")
    public static let oldKey = NSKeyValueChangeKey("old")
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

extension __LabKeyValueCoding where Self: NSObject {
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        KeyValueObserving.shared.add(observer, of: self, keyPath: keyPath, options: options, context: context)
    }

    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        KeyValueObserving.shared.remove(observer, of: self, keyPath: keyPath, context: nil, anyContext: true)
    }

    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyValueObserving.shared.remove(observer, of: self, keyPath: keyPath, context: context, anyContext: false)
    }

    public func willChangeValue(forKey key: String) {
        KeyValueObserving.shared.willChange(self, key: key, old: KeyValueCoding.value(forKey: key, of: self).value)
    }

    public func didChangeValue(forKey key: String) {
        KeyValueObserving.shared.didChange(self, key: key, new: KeyValueCoding.value(forKey: key, of: self).value)
    }
}

/// The registrations, held weakly on both sides as KVO does not retain them.
final class KeyValueObserving: @unchecked Sendable {
    static let shared = KeyValueObserving()

    private final class Registration {
        weak var object: NSObject?
        weak var observer: NSObject?
        let keyPath: String
        let options: NSKeyValueObservingOptions
        let context: UnsafeMutableRawPointer?
        init(object: NSObject, observer: NSObject, keyPath: String, options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?) {
            self.object = object
            self.observer = observer
            self.keyPath = keyPath
            self.options = options
            self.context = context
        }
    }

    private var registrations: [Registration] = []
    /// Old values between `willChange` and `didChange`, by object and key.
    private var pendingOld: [ObjectIdentifier: [String: Any?]] = [:]
    private var saidPlainObserver = false

    func add(_ observer: NSObject, of object: NSObject, keyPath: String, options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?) {
        registrations.removeAll { $0.object == nil || $0.observer == nil }
        let registration = Registration(object: object, observer: observer, keyPath: keyPath, options: options, context: context)
        registrations.append(registration)
        if !(observer is UIResponder), !saidPlainObserver {
            saidPlainObserver = true
            print("[LifecycleLab] key-value observing: observeValue(forKeyPath:of:change:context:) reaches view controllers and views; \(type(of: observer)) is neither, so it hears no changes")
        }
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new) {
                let value = (object as? __LabObservableValues).map { $0.__labObservedValue(forKey: keyPath) }
                    ?? KeyValueCoding.value(forKey: keyPath, of: object).value
                change[.newKey] = value ?? NSNull()
            }
            deliver(registration, change: change)
        }
    }

    func remove(_ observer: NSObject, of object: NSObject, keyPath: String, context: UnsafeMutableRawPointer?, anyContext: Bool) {
        // The last matching registration goes, as KVO removes one per call.
        guard let index = registrations.lastIndex(where: {
            $0.observer === observer && $0.object === object && $0.keyPath == keyPath && (anyContext || $0.context == context)
        }) else {
            AppRuntimeBridge.raise("NSRangeException",
                "Cannot remove an observer <\(type(of: observer))> for the key path \"\(keyPath)\" from <\(type(of: object))> because it is not registered as an observer.")
        }
        registrations.remove(at: index)
    }

    func willChange(_ object: NSObject, key: String, old: Any?) {
        pendingOld[ObjectIdentifier(object), default: [:]][key] = .some(old)
        for registration in matching(object, key) where registration.options.contains(.prior) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue, .notificationIsPriorKey: true]
            if registration.options.contains(.old) { change[.oldKey] = old ?? NSNull() }
            deliver(registration, change: change)
        }
    }

    func didChange(_ object: NSObject, key: String, new: Any?) {
        let old = pendingOld[ObjectIdentifier(object)]?.removeValue(forKey: key) ?? nil
        for registration in matching(object, key) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if registration.options.contains(.new) { change[.newKey] = new ?? NSNull() }
            if registration.options.contains(.old) { change[.oldKey] = old ?? NSNull() }
            deliver(registration, change: change)
        }
    }

    /// The SDK's own observable property changed from `old` to `new`.
    func changed(_ object: NSObject, key: String, old: Any?, new: Any?) {
        willChange(object, key: key, old: old)
        didChange(object, key: key, new: new)
    }

    private func matching(_ object: NSObject, _ key: String) -> [Registration] {
        registrations.filter { $0.object === object && $0.keyPath == key && $0.observer != nil }
    }

    private func deliver(_ registration: Registration, change: [NSKeyValueChangeKey: Any]) {
        guard let observer = registration.observer as? UIResponder else { return }
        observer.observeValue(forKeyPath: registration.keyPath, of: registration.object, change: change, context: registration.context)
    }
}

/// An SDK class whose observable properties are not reached by key-value coding answers them
/// itself (for `.initial`).
public protocol __LabObservableValues: AnyObject {
    func __labObservedValue(forKey key: String) -> Any?
}

/// For the SDK's other modules (a web view's properties): a change to announce.
public enum __LabKeyValueObserving {
    public static func changed(_ object: NSObject, key: String, old: Any?, new: Any?) {
        KeyValueObserving.shared.changed(object, key: key, old: old, new: new)
    }
}
