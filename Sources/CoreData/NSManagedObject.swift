@_spi(LifecycleLab) import UIKit
import Foundation

/// What a fetch answers: managed objects (and, for other result types, numbers and
/// dictionaries). Core Data's `NSFetchRequest<ResultType>` names it.
public protocol NSFetchRequestResult: AnyObject {}

extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}

/// One object of an entity, living in a context. Its properties are key-value pairs the
/// context tracks: setting one marks the object changed, `save()` writes it to the store.
/// Generated entity classes (and `@NSManaged` properties) read and write through
/// `value(forKey:)` and `setValue(_:forKey:)`, which is what `@NSManaged` does on iOS.
open class NSManagedObject: NSObject, NSFetchRequestResult {
    public let entity: NSEntityDescription
    open internal(set) weak var managedObjectContext: NSManagedObjectContext?
    public internal(set) var objectID: NSManagedObjectID
    /// Attribute values and relationships (objects, `NSSet`s, `NSOrderedSet`s) as set.
    var values: [String: Any] = [:]
    /// Relationships read from the store and not yet turned into objects: object URIs.
    var storedReferences: [String: [String]] = [:]
    /// Keys changed since the last save.
    var changedKeys: Set<String> = []
    /// Values as last saved (for `committedValues(forKeys:)` and `rollback()`).
    var committed: [String: Any] = [:]
    /// The store row's version these committed values were read or saved at.
    var committedVersion = 0
    /// Made with `init()`, not a designated initializer: iOS logs it, and the object cannot
    /// hold values.
    private var madeWithoutEntity = false

    /// The entity whose class this object is, found in the context's model.
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        self.objectID = NSManagedObjectID(entity: entity, temporary: context?.nextTemporaryNumber() ?? 0)
        super.init()
        for (name, attribute) in entity.attributesByName { if let value = attribute.defaultValue { values[name] = value } }
        if let context {
            context.insert(self)
        }
    }

    public convenience init(context: NSManagedObjectContext) {
        let className = String(describing: Self.self)
        guard let entity = context.model?.entities.first(where: { $0.managedObjectClassName == className }) else {
            AppRuntimeBridge.raise("NSInternalInconsistencyException",
                                    "An NSManagedObject of class '\(className)' must have a valid NSEntityDescription.")
        }
        self.init(entity: entity, insertInto: context)
    }

    /// `Task()`: on iOS, Core Data logs this and the object is unusable.
    public override init() {
        entity = NSEntityDescription()
        objectID = NSManagedObjectID(entity: entity, temporary: 0)
        madeWithoutEntity = true
        super.init()
        CoreDataLog.error("Failed to call designated initializer on NSManagedObject class '\(String(describing: Self.self))'")
    }

    /// The entity of this class in the app's model.
    open class func entity() -> NSEntityDescription {
        let className = String(describing: self)
        for model in NSPersistentContainer.loadedModels {
            if let found = model.entities.first(where: { $0.managedObjectClassName == className }) { return found }
        }
        AppRuntimeBridge.raise("NSInternalInconsistencyException", "No NSEntityDescriptions in any model claim the NSManagedObject subclass '\(className)' so +entity is confused.  Have you loaded your NSManagedObjectModel yet ?")
    }

    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest<NSFetchRequestResult>(entityName: entity().name ?? "")
    }

    // MARK: Key-value coding

    open func value(forKey key: String) -> Any? {
        guard checkUsable(key, setter: false) else { return nil }
        if let references = storedReferences.removeValue(forKey: key) {
            values[key] = resolve(references, relationship: entity.relationshipsByName[key])
        }
        if let value = values[key] { return value }
        if entity.propertiesByName[key] == nil {
            AppRuntimeBridge.raise("NSUnknownKeyException", "[<\(String(describing: type(of: self))) \(objectID.uriRepresentation().absoluteString)> valueForUndefinedKey:]: the entity \(entity.name ?? "?") is not key value coding-compliant for the key \"\(key)\".")
        }
        return nil
    }

    open func setValue(_ value: Any?, forKey key: String) {
        guard checkUsable(key, setter: true) else { return }
        if let attribute = entity.attributesByName[key] {
            values[key] = ManagedValue.normalize(value, type: attribute.attributeType)
        } else if let relationship = entity.relationshipsByName[key] {
            setRelationship(relationship, to: ManagedValue.unwrap(value))
        } else {
            AppRuntimeBridge.raise("NSUnknownKeyException", "[<\(String(describing: type(of: self))) \(objectID.uriRepresentation().absoluteString)> setValue:forUndefinedKey:]: the entity \(entity.name ?? "?") is not key value coding-compliant for the key \"\(key)\".")
        }
        didChange(key)
    }

    open func value(forKeyPath keyPath: String) -> Any? {
        KeyPathValue.value(of: self, keyPath: keyPath)
    }

    open func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { setValue(value, forKey: key) }
    open func willChangeValue(forKey key: String) {}
    open func didChangeValue(forKey key: String) {}
    open func willAccessValue(forKey key: String?) {}
    open func didAccessValue(forKey key: String?) {}

    // MARK: State

    open var isInserted: Bool { managedObjectContext?.insertedObjects.contains(self) ?? false }
    open var isUpdated: Bool { managedObjectContext?.updatedObjects.contains(self) ?? false }
    open var isDeleted: Bool { managedObjectContext?.deletedObjects.contains(self) ?? false }
    open var hasChanges: Bool { isInserted || isUpdated || isDeleted }
    open var hasPersistentChangedValues: Bool { !changedKeys.isEmpty }
    open var isFault: Bool { false }
    open var faultingState: Int { 0 }

    open func changedValues() -> [String: Any] {
        var changed: [String: Any] = [:]
        for key in changedKeys { changed[key] = values[key] ?? NSNull() }
        return changed
    }

    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        guard let keys else { return committed }
        return committed.filter { keys.contains($0.key) }
    }

    // MARK: Lifecycle methods apps override

    open func awakeFromInsert() {}
    open func awakeFromFetch() {}
    open func willSave() {}
    open func didSave() {}
    open func prepareForDeletion() {}
    open func willTurnIntoFault() {}
    open func didTurnIntoFault() {}
    open func validateForInsert() throws {}
    open func validateForUpdate() throws {}
    open func validateForDelete() throws {}

    /// No addresses (they would change every run): the object's URI stands for it.
    open override var description: String {
        let data = entity.properties.map { "    \($0.name) = \(ManagedValue.text(values[$0.name] ?? storedReferences[$0.name].map { "<relationship fault: \($0.count) object\($0.count == 1 ? "" : "s")>" as Any }));" }
        return "<\(String(describing: type(of: self)))> (entity: \(entity.name ?? "nil"); id: \(objectID.uriRepresentation().absoluteString); data: {\n" + data.joined(separator: "\n") + (data.isEmpty ? "}" : "\n})")
    }

    // MARK: Internals

    private func checkUsable(_ key: String, setter: Bool) -> Bool {
        guard madeWithoutEntity else { return true }
        let selector = setter ? "set\(key.prefix(1).uppercased() + key.dropFirst()):" : key
        AppRuntimeBridge.raise("NSInvalidArgumentException", "-[\(String(describing: type(of: self))) \(selector)]: unrecognized selector sent to instance")
    }

    func didChange(_ key: String) {
        changedKeys.insert(key)
        managedObjectContext?.objectDidChange(self)
    }

    /// Turns stored object URIs into this context's objects.
    private func resolve(_ references: [String], relationship: NSRelationshipDescription?) -> Any? {
        let objects = references.compactMap { managedObjectContext?.registeredOrLoaded($0) }
        guard let relationship else { return nil }
        if relationship.isToMany { return relationship.isOrdered ? NSOrderedSet(array: objects) : NSSet(array: objects) }
        return objects.first
    }

    /// Members of a to-many relationship, in order.
    func orderedMembers(_ key: String) -> [NSManagedObject] {
        ManagedValue.members(of: value(forKey: key) ?? NSSet())
    }

    func relationshipMembers(_ key: String, adding added: [NSManagedObject] = [], removing removed: [NSManagedObject] = []) {
        var members = orderedMembers(key)
        members.removeAll { member in removed.contains { $0 === member } }
        for object in added where !members.contains(where: { $0 === object }) { members.append(object) }
        let ordered = entity.relationshipsByName[key]?.isOrdered ?? false
        setValue(ordered ? NSOrderedSet(array: members) as Any : NSSet(array: members) as Any, forKey: key)
    }

    /// Sets a relationship and keeps its inverse in step, as Core Data does.
    private func setRelationship(_ relationship: NSRelationshipDescription, to value: Any?) {
        let key = relationship.name
        let old = values[key].map(ManagedValue.members(of:)) ?? storedReferences[key].map { _ in orderedMembers(key) } ?? []
        storedReferences[key] = nil
        let new = value.map(ManagedValue.members(of:)) ?? []
        if relationship.isToMany {
            values[key] = relationship.isOrdered ? NSOrderedSet(array: new) as Any : NSSet(array: new) as Any
        } else {
            values[key] = new.first
        }
        guard let inverse = relationship.inverseRelationship else { return }
        for gone in old where !new.contains(where: { $0 === gone }) { gone.inverse(inverse, remove: self) }
        for added in new where !old.contains(where: { $0 === added }) { added.inverse(inverse, add: self) }
    }

    private func inverse(_ relationship: NSRelationshipDescription, remove object: NSManagedObject) {
        let key = relationship.name
        if relationship.isToMany {
            var members = orderedMembers(key)
            members.removeAll { $0 === object }
            values[key] = relationship.isOrdered ? NSOrderedSet(array: members) as Any : NSSet(array: members) as Any
        } else if (value(forKey: key) as AnyObject?) === object {
            values[key] = nil
        }
        didChange(key)
    }

    private func inverse(_ relationship: NSRelationshipDescription, add object: NSManagedObject) {
        let key = relationship.name
        if relationship.isToMany {
            var members = orderedMembers(key)
            if !members.contains(where: { $0 === object }) { members.append(object) }
            values[key] = relationship.isOrdered ? NSOrderedSet(array: members) as Any : NSSet(array: members) as Any
        } else {
            if let previous = value(forKey: key) as? NSManagedObject, previous !== object, let back = relationship.inverseRelationship {
                previous.inverse(back, remove: self)
            }
            values[key] = object
        }
        didChange(key)
    }

    static func make(entity: NSEntityDescription, in context: NSManagedObjectContext?) -> NSManagedObject {
        let type = NSManagedObject.classType(for: entity)
        return type.init(entity: entity, insertInto: context)
    }

    /// The app's class for an entity (`Task`), or NSManagedObject.
    static func classType(for entity: NSEntityDescription) -> NSManagedObject.Type {
        let name = entity.managedObjectClassName ?? "NSManagedObject"
        if name == "NSManagedObject" { return NSManagedObject.self }
        if let found = AppRuntimeBridge.type(named: name) as? NSManagedObject.Type { return found }
        CoreDataLog.warning("Unable to load class named '\(name)' for entity '\(entity.name ?? "")'.  Class not found, using default NSManagedObject instead.")
        return NSManagedObject.self
    }
}

/// UIKit's key-value coding (a sort descriptor's key, `value(forKeyPath:)` through an NSObject)
/// reaches a managed object's attributes and relationships as its own methods do.
@_spi(LifecycleLab)
extension NSManagedObject: KeyValueCodingOfItsOwn {
    public func ownValue(forKeyPath keyPath: String) -> Any? { value(forKeyPath: keyPath) }
    public func setOwnValue(_ value: Any?, forKey key: String) { setValue(value, forKey: key) }
}

/// An object's identity: temporary (`x-coredata:///Task/t1`) until its first save, then
/// permanent (`x-coredata://STORE/Task/p1`).
open class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
    public let entity: NSEntityDescription
    var uri: String
    open internal(set) var isTemporaryID: Bool

    init(entity: NSEntityDescription, temporary number: Int) {
        self.entity = entity
        uri = "x-coredata:///\(entity.name ?? "")/t\(number)"
        isTemporaryID = true
    }

    init(entity: NSEntityDescription, uri: String) {
        self.entity = entity
        self.uri = uri
        isTemporaryID = false
    }

    open func uriRepresentation() -> URL { URL(string: uri) ?? URL(fileURLWithPath: "/") }

    open override func isEqual(_ object: Any?) -> Bool { (object as? NSManagedObjectID)?.uri == uri }
    open override var hash: Int { uri.hashValue }
    open override var description: String { "\(uri)" }
}
