@_spi(LifecycleLab) import UIKit
import Foundation

public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"
public let NSRefreshedObjectsKey = "refreshed"
public let NSInvalidatedObjectsKey = "invalidated"

/// Merge policies: how `save()` settles a conflict, an object another context saved since
/// this one read it (MergeConflicts.swift).
public let NSErrorMergePolicy: Any = NSMergePolicy(merge: .errorMergePolicyType)
public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
public let NSOverwriteMergePolicy: Any = NSMergePolicy(merge: .overwriteMergePolicyType)
public let NSRollbackMergePolicy: Any = NSMergePolicy(merge: .rollbackMergePolicyType)

public enum NSMergePolicyType: UInt {
    case errorMergePolicyType = 0, mergeByPropertyStoreTrumpMergePolicyType, mergeByPropertyObjectTrumpMergePolicyType
    case overwriteMergePolicyType, rollbackMergePolicyType
}

open class NSMergePolicy: NSObject {
    public let mergeType: NSMergePolicyType
    public init(merge type: NSMergePolicyType) { mergeType = type }
    nonisolated(unsafe) public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    nonisolated(unsafe) public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    nonisolated(unsafe) public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    nonisolated(unsafe) public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    nonisolated(unsafe) public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

extension Notification.Name {
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagedObjectContextWillSaveNotification")
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
}

/// A scratchpad of managed objects: inserts, changes and deletes stay here until `save()`
/// writes them to the coordinator's store. Every context runs its blocks on the main queue,
/// one after another (`perform`), so runs are deterministic; a private-queue context is the
/// same context without its own thread (docs/lifecycle.md, Core Data).
open class NSManagedObjectContext: NSObject {
    @available(*, deprecated, message: "Use another NSManagedObjectContextConcurrencyType")
    public static let confinementConcurrencyType = ConcurrencyType.confinementConcurrencyType

    public enum ConcurrencyType: UInt {
        case confinementConcurrencyType = 0, privateQueueConcurrencyType, mainQueueConcurrencyType
    }

    public static let didSaveObjectsNotification = Notification.Name.NSManagedObjectContextDidSave
    public static let didChangeObjectsNotification = Notification.Name.NSManagedObjectContextObjectsDidChange
    public static let willSaveObjectsNotification = Notification.Name.NSManagedObjectContextWillSave

    public let concurrencyType: ConcurrencyType
    open var name: String?
    open var automaticallyMergesChangesFromParent = false
    open var mergePolicy: Any = NSErrorMergePolicy
    /// Core Data's undo support is not simulated (swift-corelibs-foundation has no UndoManager).
    open var undoManager: AnyObject?
    open var stalenessInterval: TimeInterval = -1
    open var shouldDeleteInaccessibleFaults = true
    open var transactionAuthor: String?

    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        didSet { persistentStoreCoordinator?.contexts.append(.init(context: self)) }
    }
    /// A parent context: LifecycleLab saves a child straight to the store (a child context's
    /// save does not wait for its parent's; docs/lifecycle.md).
    open var parent: NSManagedObjectContext? {
        didSet {
            if persistentStoreCoordinator == nil { persistentStoreCoordinator = parent?.persistentStoreCoordinator }
            if parent != nil { CoreDataLog.warning("LifecycleLab: a child context saves straight to the persistent store, not into its parent") }
        }
    }

    open private(set) var insertedObjects: Set<NSManagedObject> = []
    open private(set) var updatedObjects: Set<NSManagedObject> = []
    open private(set) var deletedObjects: Set<NSManagedObject> = []
    open var registeredObjects: Set<NSManagedObject> { Set(registered.values) }
    open var hasChanges: Bool { !insertedObjects.isEmpty || !updatedObjects.isEmpty || !deletedObjects.isEmpty }

    /// URI → object, one object per identity in this context.
    private var registered: [String: NSManagedObject] = [:]
    private var temporaryCount = 0
    /// Changes not yet announced (`processPendingChanges`).
    private var pending = PendingChanges()
    private var announcementScheduled = false
    /// Fetched results controllers watching this context.
    var observers: [WeakObserver] = []

    public init(concurrencyType type: ConcurrencyType) {
        concurrencyType = type
        super.init()
    }

    var model: NSManagedObjectModel? { persistentStoreCoordinator?.managedObjectModel }
    private var rows: PersistentStoreRows? { persistentStoreCoordinator?.store }

    func nextTemporaryNumber() -> Int {
        temporaryCount += 1
        return temporaryCount
    }

    // MARK: Inserting and deleting

    open func insert(_ object: NSManagedObject) {
        guard object.managedObjectContext !== self || !registered.keys.contains(object.objectID.uri) else { return }
        object.managedObjectContext = self
        registered[object.objectID.uri] = object
        insertedObjects.insert(object)
        deletedObjects.remove(object)
        pending.inserted.insert(object)
        object.awakeFromInsert()
        scheduleAnnouncement()
    }

    open func delete(_ object: NSManagedObject) {
        guard object.managedObjectContext === self, !deletedObjects.contains(object) else { return }
        object.prepareForDeletion()
        if insertedObjects.remove(object) != nil {
            registered[object.objectID.uri] = nil
        } else {
            deletedObjects.insert(object)
            updatedObjects.remove(object)
        }
        pending.deleted.insert(object)
        pending.inserted.remove(object)
        // Delete rules: cascade deletes the destination; nullify clears the inverse.
        for relationship in object.entity.relationshipsByName.values {
            let members = ManagedValue.members(of: object.value(forKey: relationship.name) ?? NSSet())
            for member in members {
                switch relationship.deleteRule {
                case .cascadeDeleteRule: delete(member)
                case .nullifyDeleteRule:
                    if let inverse = relationship.inverseRelationship, !deletedObjects.contains(member) {
                        if inverse.isToMany { member.relationshipMembers(inverse.name, removing: [object]) }
                        else if (member.value(forKey: inverse.name) as AnyObject?) === object { member.setValue(nil, forKey: inverse.name) }
                    }
                default: break
                }
            }
        }
        scheduleAnnouncement()
    }

    func objectDidChange(_ object: NSManagedObject) {
        guard object.managedObjectContext === self else { return }
        if !insertedObjects.contains(object), !deletedObjects.contains(object) { updatedObjects.insert(object) }
        pending.updated.insert(object)
        scheduleAnnouncement()
    }

    // MARK: Fetching

    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        NSFetchRequestExecution.context = self
        let objects = try fetchObjects(request)
        switch request.resultType {
        case .countResultType: return [NSNumber(value: objects.count) as! T]
        case .managedObjectIDResultType: return objects.map { $0.objectID as! T }
        case .dictionaryResultType:
            return objects.map { object in
                let keys = request.propertiesToFetch?.compactMap { ($0 as? NSPropertyDescription)?.name ?? ($0 as? String) }
                    ?? object.entity.attributesByName.keys.sorted()
                var dictionary: [String: Any] = [:]
                for key in keys { if let value = object.value(forKey: key) { dictionary[key] = value } }
                return NSDictionary(dictionary: dictionary) as! T
            }
        default: return objects.map { $0 as! T }
        }
    }

    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try fetchObjects(request).count
    }

    /// The objects a request matches: saved ones and this context's unsaved inserts, less its
    /// deletes, filtered, sorted, offset and limited.
    func fetchObjects<T>(_ request: NSFetchRequest<T>) throws -> [NSManagedObject] {
        guard let entity = request.entity ?? request.entityName.flatMap({ model?.entitiesByName[$0] }) else {
            let name = request.entityName ?? ""
            if model == nil || name.isEmpty {
                AppRuntimeBridge.raise("NSInternalInconsistencyException", "executeFetchRequest:error: A fetch request must have an entity.")
            }
            AppRuntimeBridge.raise("NSInternalInconsistencyException", "NSFetchRequest could not locate an NSEntityDescription for entity name '\(name)'")
        }
        if rows == nil, persistentStoreCoordinator != nil, persistentStoreCoordinator?.persistentStores.isEmpty == true {
            // iOS: a fetch before loadPersistentStores finds no store to ask.
            CoreDataLog.warning("fetch before any persistent store was added (call loadPersistentStores first): nothing is fetched from disk")
        }
        var objects: [NSManagedObject] = []
        var seen: Set<String> = []
        if let rows {
            for candidate in model?.entities ?? [] where candidate.isKind(of: entity) && (request.includesSubentities || candidate === entity) {
                let name = candidate.name ?? ""
                for number in (rows.rows[name] ?? [:]).keys.sorted() {
                    let uri = rows.uri(entity: name, number: number)
                    guard let object = registeredOrLoaded(uri), !deletedObjects.contains(object) else { continue }
                    if seen.insert(uri).inserted { objects.append(object) }
                }
            }
        }
        if request.includesPendingChanges {
            for object in insertedObjects.sorted(by: { $0.objectID.uri.localizedStandardCompare($1.objectID.uri) == .orderedAscending })
            where object.entity.isKind(of: entity) && (request.includesSubentities || object.entity === entity) {
                if seen.insert(object.objectID.uri).inserted { objects.append(object) }
            }
        }
        if let predicate = request.predicate { objects = objects.filter { predicate.evaluate(with: $0) } }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty { objects = ObjectSorting.sorted(objects, by: descriptors) }
        if request.fetchOffset > 0 { objects = Array(objects.dropFirst(request.fetchOffset)) }
        if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
        return objects
    }

    /// This context's object for a URI, made from the store's row when it is not registered.
    func registeredOrLoaded(_ uri: String) -> NSManagedObject? {
        if let object = registered[uri] { return object }
        guard let rows, let (entityName, number) = rows.parse(uri), let row = rows.row(entity: entityName, number: number),
              let entity = model?.entitiesByName[entityName] else { return nil }
        let object = NSManagedObject.classType(for: entity).init(entity: entity, insertInto: nil)
        object.objectID = NSManagedObjectID(entity: entity, uri: uri)
        object.managedObjectContext = self
        object.values = row.values
        object.storedReferences = row.references
        object.committed = row.values
        object.committedVersion = row.version
        registered[uri] = object
        object.awakeFromFetch()
        return object
    }

    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        if let object = registeredOrLoaded(objectID.uri) { return object }
        AppRuntimeBridge.raise("NSObjectInaccessibleException", "CoreData could not fulfill a fault for '\(objectID.uri)'")
    }

    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        if let object = registeredOrLoaded(objectID.uri) { return object }
        throw NSError(domain: NSCocoaErrorDomain, code: 133000, userInfo: [NSLocalizedDescriptionKey: "Attempt to access an object not found in store."])
    }

    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? { registered[objectID.uri] }

    open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {
        for object in objects where object.objectID.isTemporaryID { makePermanent(object) }
    }

    private func makePermanent(_ object: NSManagedObject) {
        guard let rows, object.objectID.isTemporaryID else { return }
        let name = object.entity.name ?? ""
        registered[object.objectID.uri] = nil
        object.objectID = NSManagedObjectID(entity: object.entity, uri: rows.uri(entity: name, number: rows.newNumber(for: name)))
        registered[object.objectID.uri] = object
    }

    // MARK: Saving

    open func save() throws {
        processPendingChanges()
        guard hasChanges else { return }
        guard let rows else {
            throw NSError(domain: NSCocoaErrorDomain, code: 134060, userInfo: [
                NSLocalizedDescriptionKey: "This NSPersistentStoreCoordinator has no persistent stores (unknown).  It cannot perform a save operation.",
            ])
        }
        for object in insertedObjects.union(updatedObjects) {
            for (name, attribute) in object.entity.attributesByName where !attribute.isOptional && object.value(forKey: name) == nil {
                throw NSError(domain: NSCocoaErrorDomain, code: 1570, userInfo: [
                    NSLocalizedDescriptionKey: "\(name) is a required value.",
                    "NSValidationErrorKey": name,
                    "NSValidationErrorObject": object,
                ])
            }
        }
        // A Deny rule refuses the delete while the relationship still holds objects.
        for object in deletedObjects {
            for relationship in object.entity.relationshipsByName.values where relationship.deleteRule == .denyDeleteRule {
                let members = ManagedValue.members(of: object.value(forKey: relationship.name) ?? NSSet())
                if members.contains(where: { !deletedObjects.contains($0) }) {
                    throw NSError(domain: NSCocoaErrorDomain, code: 1600, userInfo: [
                        NSLocalizedDescriptionKey: "\(relationship.name) is not empty, and its delete rule is Deny.",
                        "NSValidationErrorKey": relationship.name,
                        "NSValidationErrorObject": object,
                    ])
                }
            }
        }
        // Objects another context saved since this one read them: the merge policy decides.
        try resolveConflicts(in: rows)
        guard hasChanges else { return }
        NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
        let inserted = insertedObjects, updated = updatedObjects, deleted = deletedObjects
        for object in inserted.union(updated) { object.willSave() }
        for object in inserted.sorted(by: { $0.objectID.uri.localizedStandardCompare($1.objectID.uri) == .orderedAscending }) { makePermanent(object) }
        for object in deleted {
            if let (entity, number) = rows.parse(object.objectID.uri) { rows.remove(entity: entity, number: number) }
            registered[object.objectID.uri] = nil
        }
        for object in inserted.union(updated) {
            guard let (entity, number) = rows.parse(object.objectID.uri) else { continue }
            object.committedVersion = rows.set(row(of: object), entity: entity, number: number)
            object.committed = object.values
            object.changedKeys = []
        }
        insertedObjects = []
        updatedObjects = []
        deletedObjects = []
        do { try rows.write() } catch {
            throw NSError(domain: NSCocoaErrorDomain, code: 134030, userInfo: [NSLocalizedDescriptionKey: "An error occurred while saving: \(error.localizedDescription)"])
        }
        for object in inserted.union(updated) { object.didSave() }
        let info: [AnyHashable: Any] = [NSInsertedObjectsKey: inserted, NSUpdatedObjectsKey: updated, NSDeletedObjectsKey: deleted]
        NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self, userInfo: info)
        for other in persistentStoreCoordinator?.contexts.compactMap(\.context) ?? [] where other !== self && other.automaticallyMergesChangesFromParent {
            other.merge(updated: updated.map(\.objectID.uri), deleted: deleted.map(\.objectID.uri), inserted: !inserted.isEmpty)
        }
    }

    private func row(of object: NSManagedObject) -> PersistentStoreRows.Row {
        var row = PersistentStoreRows.Row(values: [:], references: [:])
        for (name, _) in object.entity.attributesByName { if let value = object.values[name] { row.values[name] = value } }
        for (name, _) in object.entity.relationshipsByName {
            if let stored = object.storedReferences[name] { row.references[name] = stored; continue }
            let members = ManagedValue.members(of: object.values[name] ?? NSSet())
            for member in members where member.objectID.isTemporaryID { makePermanent(member) }
            row.references[name] = members.map(\.objectID.uri)
        }
        return row
    }

    /// Another context saved: refresh this one's copies of what changed there.
    private func merge(updated: [String], deleted: [String], inserted: Bool) {
        for uri in updated {
            guard let object = registered[uri], let rows, let (entity, number) = rows.parse(uri), let row = rows.row(entity: entity, number: number) else { continue }
            // As `refresh(_:mergeChanges: true)`: this context's unsaved changes stay on top.
            let unsaved = object.values.filter { object.changedKeys.contains($0.key) }
            object.values = row.values.merging(unsaved) { $1 }
            object.storedReferences = row.references.filter { !object.changedKeys.contains($0.key) }
            object.committed = row.values
            object.committedVersion = row.version
            pending.updated.insert(object)
        }
        for uri in deleted {
            if let object = registered.removeValue(forKey: uri) { pending.deleted.insert(object) }
        }
        pending.storeChanged = pending.storeChanged || inserted
        processPendingChanges()
    }

    open func mergeChanges(fromContextDidSave notification: Notification) {
        let uris = { (key: String) in ((notification.userInfo?[key] as? Set<NSManagedObject>) ?? []).map(\.objectID.uri) }
        merge(updated: uris(NSUpdatedObjectsKey), deleted: uris(NSDeletedObjectsKey), inserted: !uris(NSInsertedObjectsKey).isEmpty)
    }

    open func rollback() {
        for object in insertedObjects { registered[object.objectID.uri] = nil; pending.deleted.insert(object) }
        for object in updatedObjects.union(deletedObjects) {
            object.values = object.committed
            object.changedKeys = []
            pending.updated.insert(object)
        }
        insertedObjects = []
        updatedObjects = []
        deletedObjects = []
        processPendingChanges()
    }

    open func reset() {
        registered = [:]
        insertedObjects = []
        updatedObjects = []
        deletedObjects = []
        pending = PendingChanges()
    }

    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        guard !flag, let rows, let (entity, number) = rows.parse(object.objectID.uri), let row = rows.row(entity: entity, number: number) else { return }
        object.values = row.values
        object.storedReferences = row.references
        object.committed = row.values
        object.committedVersion = row.version
        object.changedKeys = []
        updatedObjects.remove(object)
    }

    /// The merge policy settled a conflict by taking the store's version of `object`.
    func takeStoreVersion(of object: NSManagedObject, row: PersistentStoreRows.Row?) {
        guard let row else {
            // Deleted in the store: gone from this context too.
            registered[object.objectID.uri] = nil
            updatedObjects.remove(object)
            deletedObjects.remove(object)
            pending.deleted.insert(object)
            return
        }
        object.values = row.values
        object.storedReferences = row.references
        object.committed = row.values
        object.committedVersion = row.version
        object.changedKeys = []
        updatedObjects.remove(object)
        deletedObjects.remove(object)
        pending.updated.insert(object)
    }

    open func refreshAllObjects() {}

    // MARK: Blocks

    /// Runs `block` on the main queue after the current work, as a main-queue context's
    /// `perform` does.
    open func perform(_ block: @escaping () -> Void) {
        DispatchQueue.main.async { [self] in
            NSFetchRequestExecution.context = self
            block()
        }
    }

    open func performAndWait(_ block: () -> Void) {
        NSFetchRequestExecution.context = self
        block()
    }

    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        NSFetchRequestExecution.context = self
        return try block()
    }

    // MARK: Announcing changes

    private func scheduleAnnouncement() {
        guard !announcementScheduled else { return }
        announcementScheduled = true
        // iOS processes pending changes at the end of the run loop's turn.
        DispatchQueue.main.async { [weak self] in self?.processPendingChanges() }
    }

    /// Posts the objects-did-change notification and tells fetched results controllers.
    open func processPendingChanges() {
        announcementScheduled = false
        guard !pending.isEmpty else { return }
        let changes = pending
        pending = PendingChanges()
        NotificationCenter.default.post(name: .NSManagedObjectContextObjectsDidChange, object: self, userInfo: [
            NSInsertedObjectsKey: changes.inserted, NSUpdatedObjectsKey: changes.updated.subtracting(changes.inserted),
            NSDeletedObjectsKey: changes.deleted,
        ])
        observers.removeAll { $0.observer == nil }
        for observer in observers.compactMap(\.observer) { observer.contextDidChange(updated: changes.updated) }
    }

    struct PendingChanges {
        var inserted: Set<NSManagedObject> = []
        var updated: Set<NSManagedObject> = []
        var deleted: Set<NSManagedObject> = []
        var storeChanged = false
        var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty && !storeChanged }
    }

    struct WeakObserver {
        weak var observer: FetchedResults?
    }
}
