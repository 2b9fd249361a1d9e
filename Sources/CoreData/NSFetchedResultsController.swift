@_spi(LifecycleLab) import UIKit
import Foundation

public enum NSFetchedResultsChangeType: UInt {
    case insert = 1, delete = 2, move = 3, update = 4
}

public protocol NSFetchedResultsSectionInfo {
    var name: String { get }
    var indexTitle: String? { get }
    var numberOfObjects: Int { get }
    var objects: [Any]? { get }
}

/// What a fetched results controller tells its delegate when its context's objects change.
/// Every method is optional, as in Core Data.
public protocol NSFetchedResultsControllerDelegate: AnyObject {
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                    for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
                    atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String) -> String?
}

extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                           for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
                           atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String) -> String? {
        sectionName.isEmpty ? nil : String(sectionName.prefix(1)).uppercased()
    }
}

/// A fetch request's results kept up to date, in sections, for a table view: after
/// `performFetch()`, changes in the context (announced at the end of each turn of the main
/// run loop, and at `save()`) reach the delegate as inserts, deletes, moves and updates.
/// `ResultType` carries no constraint (see NSFetchRequest).
open class NSFetchedResultsController<ResultType>: NSObject {
    let state: FetchedResults

    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
                sectionNameKeyPath: String?, cacheName name: String?) {
        state = FetchedResults(request: fetchRequest, fetch: { try $0.fetchObjects(fetchRequest) },
                               context: context, sectionNameKeyPath: sectionNameKeyPath, cacheName: name)
        super.init()
    }

    /// The same controller seen as `NSFetchedResultsController<NSFetchRequestResult>`, the
    /// type the delegate's methods take.
    init(sharing state: FetchedResults) {
        self.state = state
        super.init()
    }

    open var fetchRequest: NSFetchRequest<ResultType> {
        if let request = state.request as? NSFetchRequest<ResultType> { return request }
        return state.request.copied()
    }
    open var managedObjectContext: NSManagedObjectContext { state.context }
    open var sectionNameKeyPath: String? { state.sectionNameKeyPath }
    open var cacheName: String? { state.cacheName }
    open weak var delegate: NSFetchedResultsControllerDelegate? {
        get { state.delegate }
        set { state.delegate = newValue }
    }

    open func performFetch() throws { try state.performFetch() }

    open var fetchedObjects: [ResultType]? { state.objects?.map { $0 as! ResultType } }

    open var sections: [NSFetchedResultsSectionInfo]? { state.sections }

    open func object(at indexPath: IndexPath) -> ResultType {
        guard let sections = state.sections, indexPath.section < sections.count,
              indexPath.row < sections[indexPath.section].members.count else {
            AppRuntimeBridge.raise("NSInvalidArgumentException", "no object at index \(indexPath.row) in section at index \(indexPath.section)")
        }
        return sections[indexPath.section].members[indexPath.row] as! ResultType
    }

    open func indexPath(forObject object: ResultType) -> IndexPath? {
        guard let managed = object as? NSManagedObject else { return nil }
        return state.indexPath(of: managed)
    }

    open var sectionIndexTitles: [String] { state.sections?.compactMap(\.indexTitle) ?? [] }

    open func sectionIndexTitle(forSectionName sectionName: String) -> String? {
        sectionName.isEmpty ? nil : String(sectionName.prefix(1)).uppercased()
    }

    open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int {
        state.sections?.firstIndex { $0.indexTitle == title } ?? sectionIndex
    }

    open class func deleteCache(withName name: String?) {}

    /// Two views of one controller are the same controller.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? FetchedResultsView)?.state === state
    }

    open override var hash: Int { ObjectIdentifier(state).hashValue }
}

/// A fetched results controller's state, shared by its typed and untyped views.
final class FetchedResults {
    struct Section: NSFetchedResultsSectionInfo {
        var name: String
        var indexTitle: String?
        var members: [NSManagedObject]
        var numberOfObjects: Int { members.count }
        var objects: [Any]? { members }
    }

    /// The request as the app made it (`NSFetchRequest<Task>`), and how to run it.
    let request: NSPersistentStoreRequest
    private let fetch: (NSManagedObjectContext) throws -> [NSManagedObject]
    let context: NSManagedObjectContext
    let sectionNameKeyPath: String?
    let cacheName: String?
    weak var delegate: NSFetchedResultsControllerDelegate?
    private(set) var sections: [Section]?
    var objects: [NSManagedObject]? { sections?.flatMap(\.members) }
    /// The controller as the delegate's methods take it (kept for the controller's life).
    private lazy var untyped = NSFetchedResultsController<NSFetchRequestResult>(sharing: self)

    init(request: NSPersistentStoreRequest, fetch: @escaping (NSManagedObjectContext) throws -> [NSManagedObject],
         context: NSManagedObjectContext, sectionNameKeyPath: String?, cacheName: String?) {
        self.request = request
        self.fetch = fetch
        self.context = context
        self.sectionNameKeyPath = sectionNameKeyPath
        self.cacheName = cacheName
    }

    func performFetch() throws {
        if (request as? SortedRequest)?.hasSortDescriptors != true {
            AppRuntimeBridge.raise("NSInvalidArgumentException", "An instance of NSFetchedResultsController requires a fetch request with sort descriptors")
        }
        sections = group(try fetch(context))
        if !context.observers.contains(where: { $0.observer === self }) { context.observers.append(.init(observer: self)) }
    }

    private func group(_ objects: [NSManagedObject]) -> [Section] {
        guard let keyPath = sectionNameKeyPath else { return [Section(name: "", indexTitle: nil, members: objects)] }
        var sections: [Section] = []
        for object in objects {
            let value = KeyPathValue.value(of: object, keyPath: keyPath)
            let name = ManagedValue.unwrap(value).map { "\($0)" } ?? ""
            if sections.last?.name == name { sections[sections.count - 1].members.append(object) }
            else { sections.append(Section(name: name, indexTitle: name.isEmpty ? nil : String(name.prefix(1)).uppercased(), members: [object])) }
        }
        return sections
    }

    func indexPath(of object: NSManagedObject) -> IndexPath? {
        for (sectionIndex, section) in (sections ?? []).enumerated() {
            if let row = section.members.firstIndex(where: { $0 === object }) { return IndexPath(row: row, section: sectionIndex) }
        }
        return nil
    }

    /// The context announced changes: fetch again and tell the delegate what moved.
    func contextDidChange(updated: Set<NSManagedObject>) {
        guard let old = sections, let fresh = try? fetch(context) else { return }
        let new = group(fresh)
        sections = new
        guard let delegate else { return }
        let oldPaths = paths(old), newPaths = paths(new)
        var changes: [(NSManagedObject, IndexPath?, NSFetchedResultsChangeType, IndexPath?)] = []
        for (key, entry) in oldPaths where newPaths[key] == nil { changes.append((entry.object, entry.path, .delete, nil)) }
        for (key, entry) in newPaths where oldPaths[key] == nil { changes.append((entry.object, nil, .insert, entry.path)) }
        let survivorsOld = old.flatMap(\.members).filter { newPaths[ObjectIdentifier($0)] != nil }
        let survivorsNew = new.flatMap(\.members).filter { oldPaths[ObjectIdentifier($0)] != nil }
        for (index, object) in survivorsNew.enumerated() {
            guard let from = oldPaths[ObjectIdentifier(object)]?.path, let to = newPaths[ObjectIdentifier(object)]?.path else { continue }
            if survivorsOld[index] !== object || from.section != to.section && old[from.section].name != new[to.section].name {
                changes.append((object, from, .move, to))
            } else if updated.contains(object) {
                changes.append((object, from, .update, to))
            }
        }
        let oldNames = old.map(\.name), newNames = new.map(\.name)
        let removedSections = old.enumerated().filter { !newNames.contains($0.element.name) }
        let addedSections = new.enumerated().filter { !oldNames.contains($0.element.name) }
        guard !changes.isEmpty || !removedSections.isEmpty || !addedSections.isEmpty else { return }
        let controller = untyped
        delegate.controllerWillChangeContent(controller)
        for (index, section) in removedSections { delegate.controller(controller, didChange: section, atSectionIndex: index, for: .delete) }
        for (index, section) in addedSections { delegate.controller(controller, didChange: section, atSectionIndex: index, for: .insert) }
        let order: [NSFetchedResultsChangeType: Int] = [.delete: 0, .insert: 1, .move: 2, .update: 3]
        let sorted = changes.sorted { left, right in
            if left.2 != right.2 { return order[left.2]! < order[right.2]! }
            let l = left.1 ?? left.3!, r = right.1 ?? right.3!
            return left.2 == .delete ? l > r : l < r
        }
        for (object, from, type, to) in sorted {
            delegate.controller(controller, didChange: object, at: from, for: type, newIndexPath: type == .update ? nil : to)
        }
        delegate.controllerDidChangeContent(controller)
    }

    private func paths(_ sections: [Section]) -> [ObjectIdentifier: (object: NSManagedObject, path: IndexPath)] {
        var result: [ObjectIdentifier: (object: NSManagedObject, path: IndexPath)] = [:]
        for (sectionIndex, section) in sections.enumerated() {
            for (row, object) in section.members.enumerated() { result[ObjectIdentifier(object)] = (object, IndexPath(row: row, section: sectionIndex)) }
        }
        return result
    }
}

/// Any view of a fetched results controller, whatever its result type.
protocol FetchedResultsView: AnyObject {
    var state: FetchedResults { get }
}

extension NSFetchedResultsController: FetchedResultsView {}
