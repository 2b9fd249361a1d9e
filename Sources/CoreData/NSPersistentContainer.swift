import Foundation

public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

/// A store the coordinator has added: where it is and of what type.
open class NSPersistentStore: NSObject {
    open internal(set) var url: URL?
    open internal(set) var type: String
    open var identifier: String { rows.identifier }
    let rows: PersistentStoreRows

    init(type: String, url: URL?, rows: PersistentStoreRows) {
        self.type = type
        self.url = url
        self.rows = rows
    }
}

/// How a container's store is set up: its URL and type.
open class NSPersistentStoreDescription: NSObject {
    open var url: URL?
    open var type: String = NSSQLiteStoreType
    open var configuration: String?
    open var isReadOnly = false
    open var shouldAddStoreAsynchronously = false
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true
    open private(set) var options: [String: NSObject] = [:]

    public override init() { super.init() }
    public init(url: URL) {
        self.url = url
        super.init()
    }

    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }

    open override var description: String {
        "<NSPersistentStoreDescription> (type: \(type), url: \(url?.absoluteString ?? "nil"))"
    }
}

/// Connects contexts to the store and the model.
open class NSPersistentStoreCoordinator: NSObject {
    public let managedObjectModel: NSManagedObjectModel
    open private(set) var persistentStores: [NSPersistentStore] = []
    /// Contexts that merge saved changes (`automaticallyMergesChangesFromParent`).
    var contexts: [WeakContext] = []

    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
    }

    var store: PersistentStoreRows? { persistentStores.first?.rows }

    @discardableResult
    open func addPersistentStore(ofType storeType: String, configurationName: String?, at storeURL: URL?,
                                 options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
        let url = storeType == NSInMemoryStoreType || storeURL?.path == "/dev/null" ? nil : storeURL
        let rows = PersistentStoreRows(url: url, name: storeURL?.lastPathComponent ?? "InMemory")
        do { try rows.load(model: managedObjectModel) } catch {
            throw NSError(domain: NSCocoaErrorDomain, code: 259, userInfo: [
                NSLocalizedDescriptionKey: "The file “\(storeURL?.lastPathComponent ?? "")” couldn’t be opened because it isn’t in the correct format.",
                NSFilePathErrorKey: storeURL?.path ?? "",
            ])
        }
        let store = NSPersistentStore(type: storeType, url: storeURL, rows: rows)
        persistentStores.append(store)
        return store
    }

    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
        try? FileManager.default.removeItem(at: url)
    }

    struct WeakContext {
        weak var context: NSManagedObjectContext?
    }
}

/// Xcode's Core Data template: a model, a coordinator, one store, a main-queue context.
/// `loadPersistentStores` calls its handler before it returns, as with the default
/// `shouldAddStoreAsynchronously == false`.
open class NSPersistentContainer: NSObject {
    public let name: String
    public let managedObjectModel: NSManagedObjectModel
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    public let viewContext: NSManagedObjectContext

    /// Models the app has loaded, for `NSManagedObject.entity()`.
    nonisolated(unsafe) static var loadedModels: [NSManagedObjectModel] = []

    public convenience init(name: String) {
        let model: NSManagedObjectModel
        if let url = CoreDataBundle.url(forModel: name), let found = NSManagedObjectModel(contentsOf: url) {
            model = found
        } else {
            CoreDataLog.error(" Failed to load model named \(name)")
            model = NSManagedObjectModel()
        }
        self.init(name: name, managedObjectModel: model)
    }

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent(name + ".sqlite"))]
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        super.init()
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
        Self.loadedModels.append(model)
    }

    /// `Library/Application Support` of the app's container.
    open class func defaultDirectoryURL() -> URL {
        let folder = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Library/Application Support")
        return folder
    }

    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        for description in persistentStoreDescriptions {
            do {
                try persistentStoreCoordinator.addPersistentStore(ofType: description.type, configurationName: description.configuration,
                                                                  at: description.url, options: description.options)
                block(description, nil)
            } catch {
                block(description, error)
            }
        }
    }

    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` with a new private context on the main queue after the current work
    /// (LifecycleLab's contexts all run there, in order: see docs/lifecycle.md, Core Data).
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.perform { block(context) }
    }
}
