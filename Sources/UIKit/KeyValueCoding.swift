import Foundation

/// Key-value coding (`setValue(_:forKey:)`, `value(forKey:)` and their key-path forms) on every
/// NSObject, which swift-corelibs-foundation leaves out (it has no Objective-C runtime).
///
/// What answers a key, as on iOS: an app class's `@objc` and `@IBInspectable` properties (the
/// build adds `__labSetValue`/`__labGetValue` to each class that declares some: responders
/// override UIResponder's, other NSObject classes conform to `__LabObjectMembers`), UIKit's
/// own properties that nibs set (`NibKeyValues`), and the classes with key-value coding of
/// their own (CALayer, CIFilter, NSManagedObject, UserDefaults, whose methods are found first).
/// Any other key raises `NSUnknownKeyException`, as iOS does.
public protocol __LabKeyValueCoding: AnyObject {}
extension NSObject: __LabKeyValueCoding {}

/// An app's NSObject-based class that is not a responder: the build adds these, which reach
/// its `@objc` properties by name, call its `@objc` methods by selector and set its outlets
/// (`__LabNibOutlets`), as UIResponder's hooks do for responders (`ObjectMembers`).
public protocol __LabObjectMembers: __LabNibOutlets {
    func __labSetValue(_ value: Any?, forKey key: String) -> Bool
    func __labGetValue(forKey key: String) -> (found: Bool, value: Any?)
    func __labPerformAction(_ selector: String, _ sender: AnyObject?) -> Bool
}

/// A class of another SDK module with key-value coding of its own (Core Data's managed
/// objects): UIKit's key-value coding hands it the keys it reaches it with.
@_spi(LifecycleLab)
public protocol KeyValueCodingOfItsOwn: NSObject {
    func ownValue(forKeyPath keyPath: String) -> Any?
    func setOwnValue(_ value: Any?, forKey key: String)
}

/// Calls an `@objc` or `@IBAction` method by selector on any object whose class the build gave
/// an action table: responders, Core Image filters and the app's plain NSObject classes.
enum ObjectMembers {
    static func perform(_ selector: String, on target: AnyObject, _ sender: AnyObject?) -> Bool {
        if let responder = target as? UIResponder { return responder.__labPerformAction(selector, sender) }
        if let object = target as? __LabObjectMembers { return object.__labPerformAction(selector, sender) }
        if let filter = target as? CIFilter { return filter.__labPerformAction(selector, sender) }
        return false
    }
}

extension __LabKeyValueCoding where Self: NSObject {
    public func setValue(_ value: Any?, forKey key: String) {
        if KeyValueCoding.set(value, forKey: key, on: self) { return }
        KeyValueCoding.raiseUnknown(key, on: self, setting: true)
    }

    public func value(forKey key: String) -> Any? {
        let answer = KeyValueCoding.value(forKey: key, of: self)
        if answer.found { return answer.value }
        KeyValueCoding.raiseUnknown(key, on: self, setting: false)
    }

    /// `a.b.c`: `value(forKey: "a")`, then `b` of that, and so on.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.lastIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        guard let owner = self.value(forKeyPath: String(keyPath[..<dot])) as? NSObject else { return }
        KeyValueCoding.setValue(value, forKey: String(keyPath[keyPath.index(after: dot)...]), on: owner)
    }

    public func value(forKeyPath keyPath: String) -> Any? {
        var current: Any? = self
        for key in keyPath.split(separator: ".") {
            guard let object = current as? NSObject else { return nil }
            current = KeyValueCoding.value(forKey: String(key), on: object)
        }
        return current
    }
}

enum KeyValueCoding {
    /// Sets `key` through whatever answers it; false when nothing does.
    static func set(_ value: Any?, forKey key: String, on object: NSObject) -> Bool {
        if let responder = object as? UIResponder { return responder.__labSetValue(value, forKey: key) }
        if let object = object as? __LabObjectMembers { return object.__labSetValue(value, forKey: key) }
        return false
    }

    static func value(forKey key: String, of object: NSObject) -> (found: Bool, value: Any?) {
        if let responder = object as? UIResponder { return responder.__labGetValue(forKey: key) }
        if let object = object as? __LabObjectMembers { return object.__labGetValue(forKey: key) }
        return (false, nil)
    }

    /// The same through the class's own key-value coding where it has one (a layer, a filter,
    /// a managed object or user defaults reached along a key path).
    static func setValue(_ value: Any?, forKey key: String, on object: NSObject) {
        switch object {
        case let layer as CALayer: layer.setValue(value, forKey: key)
        case let filter as CIFilter: filter.setValue(value, forKey: key)
        case let defaults as UserDefaults: defaults.setValue(value, forKey: key)
        case let owner as KeyValueCodingOfItsOwn: owner.setOwnValue(value, forKey: key)
        default: object.setValue(value, forKey: key)
        }
    }

    static func value(forKey key: String, on object: NSObject) -> Any? {
        switch object {
        case let layer as CALayer: return layer.value(forKey: key)
        case let filter as CIFilter: return filter.value(forKey: key)
        case let defaults as UserDefaults: return defaults.object(forKey: key)
        case let owner as KeyValueCodingOfItsOwn: return owner.ownValue(forKeyPath: key)
        default: return object.value(forKey: key)
        }
    }

    static func raiseUnknown(_ key: String, on object: NSObject, setting: Bool) -> Never {
        AppRuntimeBridge.raise("NSUnknownKeyException", "[<\(AppRuntime.className(of: object))> \(setting ? "setValue:forUndefinedKey:" : "valueForUndefinedKey:")]: "
            + "this class is not key value coding-compliant for the key \(key).")
    }
}
