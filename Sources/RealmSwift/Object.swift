@_spi(LifecycleLab) import UIKit
@_spi(LifecycleLab) import CoreData
import Foundation

/// `ObjectBase`, the class RealmSwift's model classes share.
open class ObjectBase: NSObject {}

/// A Realm model class: an app's subclass declares its properties as `@objc dynamic var` (which
/// the lab reaches through the key-value coding the build adds to app classes) or as
/// `@Persisted var`, and `List<T>` for to-many relationships. Unmanaged until added to a realm.
open class Object: ObjectBase, __LabObjectMembers, __LabPredicateKeyValues {
    /// The realm that manages the object, if any (its store; a `Realm` is a view of it).
    var store: RealmStore?
    /// The object's number in its realm file (its identity for relationships).
    var objectNumber = 0
    var deleted = false

    public required override init() {
        super.init()
    }

    /// `Object(value:)`: an unmanaged object whose properties take a dictionary's values (or
    /// an array's, in the order the class declares its properties).
    public convenience init(value: Any) {
        self.init()
        ObjectSchema.assign(value, to: self)
    }

    /// The realm managing the object; nil while it is unmanaged.
    public var realm: Realm? { store.map { Realm(store: $0) } }

    /// True once the object was deleted from its realm (or the realm was invalidated).
    public var isInvalidated: Bool { deleted }

    /// Whether the object is frozen: LifecycleLab's realms have no frozen versions.
    public var isFrozen: Bool { false }

    /// Whether the two are the same object of a realm.
    open func isSameObject(as object: Object?) -> Bool { object === self }

    /// The property that identifies objects of the class (nil: none).
    open class func primaryKey() -> String? { nil }

    /// Properties the realm does not persist.
    open class func ignoredProperties() -> [String] { [] }

    /// Properties the realm indexes (a speed hint: LifecycleLab's realms are small, nothing to do).
    open class func indexedProperties() -> [String] { [] }

    /// The name of the class in the realm (Realm's `className()`).
    open class func className() -> String { ObjectSchema.name(of: self) }

    /// `object["title"]`: a property's value by name.
    public subscript(key: String) -> Any? {
        get { value(forKey: key) }
        set { setValue(newValue, forKey: key) }
    }

    /// Key-value coding: `@Persisted` properties and lists here, `@objc` properties through the
    /// members the build adds to the app's class.
    public func value(forKey key: String) -> Any? {
        let answer = __labGetValue(forKey: key)
        if answer.found { return answer.value }
        AppRuntimeBridge.raise("NSUnknownKeyException", "[<\(ObjectSchema.name(of: type(of: self)))> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
    }

    public func setValue(_ value: Any?, forKey key: String) {
        if __labSetValue(value, forKey: key) { return }
        AppRuntimeBridge.raise("NSUnknownKeyException", "[<\(ObjectSchema.name(of: type(of: self)))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
    }

    // MARK: What the build's key-value coding of app classes overrides

    open func __labGetValue(forKey key: String) -> (found: Bool, value: Any?) {
        // Not through the class's schema, which is built by asking an object these keys.
        guard let property = ObjectSchema.ownedProperty(key, of: self) else { return (false, nil) }
        return (true, property)
    }

    open func __labSetValue(_ value: Any?, forKey key: String) -> Bool {
        ObjectSchema.setOwnedProperty(key, value, of: self)
    }

    open func __labPerformAction(_ selector: String, _ sender: AnyObject?) -> Bool { false }

    open func __labSetOutlet(_ name: String, _ value: AnyObject?) -> Bool { false }

    public func __labPredicateValue(forKey key: String) -> Any? {
        let value = __labGetValue(forKey: key).value
        if let list = value as? ListBase { return list.anyElements }
        if let linking = value as? LinkingObjectsBase { return linking.anyElements }
        if let persistableEnum = value as? any PersistableEnum { return persistableEnum._rlmStoredRawValue }
        return value
    }

    /// As Realm prints an object: its class and each persisted property, one per line.
    open override var description: String { ObjectSchema.describe(self, indent: "") }

    /// Raises Realm's exception when the object is managed and its realm is not in a write
    /// transaction (what setting a persisted property, or changing a list, checks).
    func checkWritable(list: Bool = false) {
        if deleted { RealmException.raise("Object has been deleted or invalidated.") }
        guard let store, !store.isInWriteTransaction else { return }
        RealmException.raise(list ? "Cannot modify managed RLMArray outside of a write transaction."
                             : "Attempting to modify object outside of a write transaction - call beginWrite on an RLMRealm instance first.")
    }

    /// Raises when a deleted object's property is read.
    func checkReadable() {
        if deleted { RealmException.raise("Object has been deleted or invalidated.") }
    }
}

/// An object that exists only inside another (one owner): the lab keeps it as an object of its own.
open class EmbeddedObject: Object {}

/// Realm's exceptions (`RLMException`), uncaught as on iOS: they end the app.
enum RealmException {
    static func raise(_ reason: String) -> Never {
        AppRuntimeBridge.raise("RLMException", reason)
    }
}
