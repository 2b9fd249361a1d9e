import Foundation

/// One object whose save conflicts: another context saved it since this one read it (Core
/// Data's optimistic locking). `NSErrorMergePolicy`'s error lists them under `conflictList`.
open class NSMergeConflict: NSObject {
    open private(set) var sourceObject: NSManagedObject
    /// The object's values as this context has them.
    open private(set) var objectSnapshot: [String: Any]?
    /// The values this context read (its last fetch or save).
    open private(set) var cachedSnapshot: [String: Any]?
    /// The values in the store now; nil when another context deleted the object.
    open private(set) var persistedSnapshot: [String: Any]?
    open private(set) var newVersionNumber: Int
    open private(set) var oldVersionNumber: Int

    init(source: NSManagedObject, stored: [String: Any]?, newVersion: Int) {
        sourceObject = source
        objectSnapshot = source.values.filter { source.entity.attributesByName[$0.key] != nil }
        cachedSnapshot = source.committed
        persistedSnapshot = stored
        newVersionNumber = newVersion
        oldVersionNumber = source.committedVersion
        super.init()
    }

    open override var description: String {
        "NSMergeConflict for \(sourceObject.objectID.uriRepresentation().absoluteString) with oldVersion = \(oldVersionNumber) and newVersion = \(newVersionNumber)"
    }
}

/// `NSManagedObjectMergeError`: Core Data's code for a save whose changes conflict.
public let NSManagedObjectMergeError = 133020

extension NSManagedObjectContext {
    /// Before a save writes: the updated and deleted objects whose store row another context
    /// saved since this one read it conflict, and the merge policy settles them as Apple's
    /// NSMergePolicy reference describes: `NSErrorMergePolicy` fails the save with error 133020
    /// ("Could not merge changes.") and leaves every change unsaved; the by-property policies
    /// merge each attribute — the store's value where only the store changed it, this
    /// context's where only it did, and where both did, this context's (object trump) or the
    /// store's (store trump); `NSOverwriteMergePolicy` writes this context's version whole;
    /// `NSRollbackMergePolicy` drops this context's changes to the conflicting objects and takes
    /// the store's version. (**choice**) Relationships are not merged by property: the
    /// by-property policies keep this context's relationships.
    func resolveConflicts(in rows: PersistentStoreRows) throws {
        let candidates = updatedObjects.union(deletedObjects).sorted { $0.objectID.uri.localizedStandardCompare($1.objectID.uri) == .orderedAscending }
        var conflicts: [(object: NSManagedObject, row: PersistentStoreRows.Row?)] = []
        for object in candidates {
            guard let (entity, number) = rows.parse(object.objectID.uri) else { continue }
            let row = rows.row(entity: entity, number: number)
            if row?.version != object.committedVersion { conflicts.append((object, row)) }
        }
        guard !conflicts.isEmpty else { return }
        let type = (mergePolicy as? NSMergePolicy)?.mergeType ?? .errorMergePolicyType
        switch type {
        case .errorMergePolicyType:
            let list = conflicts.map { NSMergeConflict(source: $0.object, stored: $0.row?.values, newVersion: $0.row?.version ?? 0) }
            throw NSError(domain: NSCocoaErrorDomain, code: NSManagedObjectMergeError,
                          userInfo: [NSLocalizedDescriptionKey: "Could not merge changes.", "conflictList": list])
        case .rollbackMergePolicyType:
            for conflict in conflicts { takeStoreVersion(of: conflict.object, row: conflict.row) }
        case .overwriteMergePolicyType:
            break  // this context's version is written whole
        case .mergeByPropertyObjectTrumpMergePolicyType, .mergeByPropertyStoreTrumpMergePolicyType:
            let storeTrumps = type == .mergeByPropertyStoreTrumpMergePolicyType
            for (object, row) in conflicts {
                guard let row else {
                    // Deleted in the store: gone (store trump), or written again (object trump).
                    if storeTrumps { takeStoreVersion(of: object, row: nil) }
                    continue
                }
                for name in object.entity.attributesByName.keys {
                    let changedHere = object.changedKeys.contains(name)
                    let changedThere = !Self.same(row.values[name], object.committed[name])
                    if changedThere && (!changedHere || storeTrumps) { object.values[name] = row.values[name] }
                }
                object.committed = row.values
                object.committedVersion = row.version
            }
        }
    }

    /// Whether two stored attribute values are equal.
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (ManagedValue.unwrap(a), ManagedValue.unwrap(b)) {
        case (nil, nil): return true
        case let (x as String, y as String): return x == y
        case let (x as NSNumber, y as NSNumber): return x == y
        case let (x as Date, y as Date): return x == y
        case let (x as Data, y as Data): return x == y
        case let (x as UUID, y as UUID): return x == y
        case let (x as URL, y as URL): return x == y
        case let (x?, y?): return ManagedValue.text(x) == ManagedValue.text(y)
        default: return false
        }
    }
}
