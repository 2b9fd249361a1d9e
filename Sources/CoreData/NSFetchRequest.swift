@_spi(LifecycleLab) import UIKit
import Foundation

/// A request to a store (fetch requests are the ones LifecycleLab runs).
open class NSPersistentStoreRequest: NSObject {
    open var affectedStores: [NSPersistentStore]?
}

public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let managedObjectResultType = NSFetchRequestResultType([])
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// Which objects of an entity to fetch, filtered by a predicate and in the order of sort
/// descriptors. `ResultType` is what a fetch answers (`Task`, or `NSFetchRequestResult`);
/// unlike Core Data's declaration it carries no constraint, because Swift on Linux cannot
/// use the `NSFetchRequestResult` protocol itself as a constrained type argument.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
    open var entityName: String?
    open var entity: NSEntityDescription?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    open var fetchOffset = 0
    open var fetchBatchSize = 0
    open var includesSubentities = true
    open var includesPendingChanges = true
    open var returnsObjectsAsFaults = true
    open var returnsDistinctResults = false
    open var includesPropertyValues = true
    open var shouldRefreshRefetchedObjects = false
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    open var propertiesToFetch: [Any]?
    open var propertiesToGroupBy: [Any]?
    open var relationshipKeyPathsForPrefetching: [String]?

    public override init() { super.init() }

    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }

    /// Runs the request in the context whose `perform` block is running, or the last context
    /// that fetched (LifecycleLab's contexts all run on the main queue).
    open func execute() throws -> [ResultType] {
        guard let context = NSFetchRequestExecution.context else {
            AppRuntimeBridge.raise("NSInternalInconsistencyException", "execute: requires a context: call it inside a context's perform block")
        }
        return try context.fetch(self)
    }
}

/// Whether a request of any result type has sort descriptors.
protocol SortedRequest {
    var hasSortDescriptors: Bool { get }
}

extension NSFetchRequest: SortedRequest {
    var hasSortDescriptors: Bool { !(sortDescriptors ?? []).isEmpty }
}

extension NSPersistentStoreRequest {
    /// A fetch request's settings under another result type.
    func copied<T>() -> NSFetchRequest<T> {
        let copy = NSFetchRequest<T>()
        guard let mirror = self as? FetchRequestSettings else { return copy }
        mirror.copySettings(to: copy)
        return copy
    }
}

protocol FetchRequestSettings {
    func copySettings<T>(to copy: NSFetchRequest<T>)
}

extension NSFetchRequest: FetchRequestSettings {
    func copySettings<T>(to copy: NSFetchRequest<T>) {
        copy.entityName = entityName
        copy.entity = entity
        copy.predicate = predicate
        copy.sortDescriptors = sortDescriptors
        copy.fetchLimit = fetchLimit
        copy.fetchOffset = fetchOffset
        copy.includesSubentities = includesSubentities
        copy.includesPendingChanges = includesPendingChanges
    }
}

enum NSFetchRequestExecution {
    nonisolated(unsafe) static weak var context: NSManagedObjectContext?
}

/// Sorting by sort descriptors, those made with `key:` (UIKit's, reading managed objects'
/// values through `KeyValueCodingOfItsOwn`) and those made with a Swift key path; equal
/// objects keep their order.
enum ObjectSorting {
    static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor]) -> [NSManagedObject] {
        let indexed = Array(objects.enumerated())
        return indexed.sorted { left, right in
            for descriptor in descriptors {
                let order = descriptor.compare(left.element, to: right.element)
                if order != .orderedSame { return order == .orderedAscending }
            }
            return left.offset < right.offset
        }.map(\.element)
    }
}
