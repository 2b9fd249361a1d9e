@_spi(LifecycleLab) import UIKit
import Foundation

/// One realm's objects in this app process: every `Realm` opened on the same file (or in-memory
/// identifier) is a view of the same store, as Realm instances on one thread share one version.
/// Objects keep the order they were added in; each write's commit saves the file.
final class RealmStore {
    nonisolated(unsafe) static var open: [String: RealmStore] = [:]

    let configuration: Realm.Configuration
    private(set) var objects: [Object] = []
    private var byNumber: [Int: Object] = [:]
    private var nextNumber = 1
    /// Bumped by every change: results read again when it moved.
    private(set) var version = 0
    private(set) var isInWriteTransaction = false
    var isInvalidated = false
    /// The last committed contents: what a cancelled write goes back to, what the next commit
    /// compares with to find modified objects.
    private var committed: RealmFile
    private var deletedInWrite: [Object] = []
    var observations: [CollectionObservation] = []
    var realmObservers: [(token: WeakToken, block: (Realm.Notification, Realm) -> Void)] = []

    struct WeakToken { weak var token: NotificationToken? }

    private init(configuration: Realm.Configuration) {
        self.configuration = configuration
        committed = RealmFile(schemaVersion: configuration.schemaVersion, schema: [:], objects: [])
    }

    static func opening(_ configuration: Realm.Configuration) throws(Realm.Error) -> RealmStore {
        let key = configuration.inMemoryIdentifier.map { "memory:" + $0 } ?? configuration.fileURL?.path ?? "default"
        if let store = open[key] {
            if store.configuration.schemaVersion != configuration.schemaVersion {
                throw Realm.Error(.fail, "Realm at path '\(key)' already opened with different schema version.")
            }
            return store
        }
        let store = RealmStore(configuration: configuration)
        try store.load()
        open[key] = store
        return store
    }

    // MARK: Reading the file

    private func load() throws(Realm.Error) {
        if configuration.encryptionKey != nil { RealmNotice.once("encryptionKey", "Realm.Configuration.encryptionKey: LifecycleLab does not encrypt realm files yet; this one is stored unencrypted") }
        guard configuration.inMemoryIdentifier == nil, let url = configuration.fileURL else { return }
        // A file in Realm's own format (initial data the app copied from its bundle) is not
        // read: the realm starts empty and LifecycleLab's JSON takes the file's place, so the
        // app's own objects work and survive. A read-only realm cannot replace it: refused.
        if !configuration.readOnly, RealmFile.isInRealmsOwnFormat(url) {
            RealmNotice.once("realm's own format " + url.path, "'\(url.lastPathComponent)' is in Realm's own binary file format, "
                             + "which LifecycleLab does not read yet: its objects were not opened; this realm starts empty "
                             + "and is written in LifecycleLab's JSON in its place")
            save()
            return
        }
        guard var file = try RealmFile.read(url) else {
            if !configuration.readOnly { save() }
            return
        }
        let types = file.objects.reduce(into: [String: Object.Type]()) { types, record in
            if types[record.class] == nil, let type = AppRuntimeBridge.type(named: record.class) as? Object.Type { types[record.class] = type }
        }
        let problems = Self.schemaChanges(file, types: types)
        var migrating = false
        if file.schemaVersion > configuration.schemaVersion {
            throw Realm.Error(.schemaMismatch, "Provided schema version \(configuration.schemaVersion) is less than last set version \(file.schemaVersion).")
        }
        if !problems.isEmpty, configuration.deleteRealmIfMigrationNeeded {
            try? FileManager.default.removeItem(at: url)
            save()
            return
        }
        if !problems.isEmpty, file.schemaVersion == configuration.schemaVersion {
            throw Realm.Error(.schemaMismatch, "Migration is required due to the following errors:\n" + problems.map { "- " + $0 }.joined(separator: "\n"))
        }
        migrating = file.schemaVersion < configuration.schemaVersion
        // Classes the app no longer declares are gone (a migration dropped them).
        file.objects.removeAll { types[$0.class] == nil }
        for record in file.objects {
            let object = types[record.class]!.init()
            object.objectNumber = record.number
            byNumber[record.number] = object
            objects.append(object)
            nextNumber = max(nextNumber, record.number + 1)
        }
        for record in file.objects { restore(record, into: byNumber[record.number]!) }
        for object in objects { manage(object) }
        if migrating, let block = configuration.migrationBlock {
            isInWriteTransaction = true
            block(Migration(store: self, old: file), file.schemaVersion)
            isInWriteTransaction = false
        }
        committed = snapshot()
        if migrating || problems.isEmpty == false { save() }
    }

    /// "Property 'Item.priority' has been added." for each difference between the file's
    /// classes and the app's.
    static func schemaChanges(_ file: RealmFile, types: [String: Object.Type]) -> [String] {
        var problems: [String] = []
        for (name, stored) in file.schema.sorted(by: { $0.key < $1.key }) {
            guard let type = types[name] ?? (AppRuntimeBridge.type(named: name) as? Object.Type) else {
                problems.append("Class '\(name)' has been removed.")
                continue
            }
            let current = ObjectSchema.of(type).properties.map(\.name)
            for property in current where !stored.contains(property) { problems.append("Property '\(name).\(property)' has been added.") }
            for property in stored where !current.contains(property) { problems.append("Property '\(name).\(property)' has been removed.") }
        }
        return problems
    }

    var coding: StoredValueCoding {
        StoredValueCoding(number: { [unowned self] object in adopt(object) }, resolve: { [unowned self] in byNumber[$0] })
    }

    /// Sets an object's persisted properties from the file's record.
    func restore(_ record: RealmFile.Record, into object: Object) {
        let schema = ObjectSchema.of(type(of: object))
        let coding = StoredValueCoding(number: { $0.objectNumber }, resolve: { [unowned self] in byNumber[$0] })
        for property in schema.properties {
            guard let stored = record.values[property.name] else { continue }
            restore(property, stored, into: object, coding: coding)
        }
    }

    func restore(_ property: ObjectSchema.Property, _ stored: StoredValue, into object: Object, coding: StoredValueCoding) {
        switch property.kind {
        case .list:
            guard let list = object.__labGetValue(forKey: property.name).value as? ListBase, case let .list(items) = stored else { return }
            list.load(items.compactMap { coding.decode($0, as: list.elementType) })
        case .persisted:
            guard let storage = ObjectSchema.ownedStorage(property.name, of: object) as? PersistedStorage else { return }
            _ = storage.assign(coding.decode(stored, as: property.type))
        case .objc:
            let value = coding.decode(stored, as: property.type)
            _ = object.__labSetValue(value, forKey: property.name)
        }
    }

    // MARK: Objects

    func objects(of type: Object.Type) -> [Object] {
        objects.filter { Swift.type(of: $0) == type }
    }

    func object(number: Int) -> Object? { byNumber[number] }

    /// Makes an unmanaged object (and the unmanaged objects it refers to) part of the realm;
    /// answers its number.
    @discardableResult
    func adopt(_ object: Object) -> Int {
        if object.store === self, !object.deleted { return object.objectNumber }
        if object.store != nil, object.store !== self {
            RealmException.raise("Object is already managed by another Realm. Use create instead to copy it into this Realm.")
        }
        if object.deleted { RealmException.raise("Adding a deleted or invalidated object to a Realm is not permitted") }
        object.objectNumber = nextNumber
        nextNumber += 1
        byNumber[object.objectNumber] = object
        objects.append(object)
        manage(object)
        adoptRelated(of: object)
        version += 1
        return object.objectNumber
    }

    /// The objects an object's properties and lists refer to join its realm, as Realm adds them.
    func adoptRelated(of object: Object) {
        version += 1
        guard object.store === self else { return }
        for property in ObjectSchema.of(type(of: object)).properties {
            let value = object.__labGetValue(forKey: property.name).value
            for related in Self.relatedObjects(value) where related.store == nil { adopt(related) }
        }
    }

    static func relatedObjects(_ value: Any?) -> [Object] {
        switch value {
        case let list as ListBase: return list.anyElements.compactMap { $0 as? Object }
        case let object as Object: return [object]
        default: return []
        }
    }

    private func manage(_ object: Object) {
        object.store = self
        let schema = ObjectSchema.of(type(of: object))
        for property in schema.properties where property.kind == .list {
            (object.__labGetValue(forKey: property.name).value as? ListBase)?.owner = object
        }
        for name in schema.linking {
            (object.__labGetValue(forKey: name).value as? LinkingObjectsBase)?.bind(object)
        }
        for property in schema.properties where property.kind == .persisted {
            (ObjectSchema.ownedStorage(property.name, of: object) as? ValueHolder)?.owner = object
        }
    }

    private func unmanage(_ object: Object) {
        object.store = nil
        let schema = ObjectSchema.of(type(of: object))
        for property in schema.properties where property.kind == .list {
            (object.__labGetValue(forKey: property.name).value as? ListBase)?.owner = nil
        }
        for name in schema.linking { (object.__labGetValue(forKey: name).value as? LinkingObjectsBase)?.bind(nil) }
        for property in schema.properties where property.kind == .persisted {
            (ObjectSchema.ownedStorage(property.name, of: object) as? ValueHolder)?.owner = nil
        }
    }

    /// Deletes an object: it leaves the realm, every list that held it, every property that
    /// named it; reading it afterwards raises.
    func delete(_ object: Object) {
        guard object.store === self, !object.deleted else {
            if object.store == nil { RealmException.raise("Can only delete an object from the Realm it belongs to.") }
            return
        }
        objects.removeAll { $0 === object }
        byNumber[object.objectNumber] = nil
        for other in objects {
            for property in ObjectSchema.of(type(of: other)).properties {
                let value = other.__labGetValue(forKey: property.name).value
                if let list = value as? ListBase { list.removeDeleted(object) }
                else if let linked = value as? Object, linked === object { _ = other.__labSetValue(nil, forKey: property.name) }
            }
        }
        object.deleted = true
        deletedInWrite.append(object)
        version += 1
    }

    // MARK: Write transactions

    func checkInWrite() {
        guard isInWriteTransaction else {
            RealmException.raise("Can only add, remove, or create objects in a Realm in a write transaction - call beginWrite on an RLMRealm instance first.")
        }
    }

    func beginWrite() {
        if configuration.readOnly { RealmException.raise("Can't perform transactions on read-only Realms.") }
        if isInWriteTransaction { RealmException.raise("The Realm is already in a write transaction") }
        isInWriteTransaction = true
        version += 1
    }

    func commitWrite(withoutNotifying tokens: [NotificationToken]) {
        guard isInWriteTransaction else { RealmException.raise("Can't commit a non-existing write transaction") }
        // Objects an `@objc dynamic` property was set to join the realm now (their setter is the app's own).
        var index = 0
        while index < objects.count { adoptRelated(of: objects[index]); index += 1 }
        let new = snapshot()
        isInWriteTransaction = false
        deletedInWrite = []
        version += 1
        let before = Dictionary(committed.objects.map { ($0.number, $0.values) }, uniquingKeysWith: { first, _ in first })
        let modified = Set(new.objects.filter { record in before[record.number].map { $0 != record.values } ?? false }.map(\.number))
        let changed = new != committed
        committed = new
        if changed { save() }
        guard changed else { return }
        for observation in observations where !tokens.contains(where: { $0 === observation.token }) {
            observation.modifiedSince.formUnion(modified)
        }
        // Realm's own observers hear of the commit at once; collections on the next turn.
        let realm = Realm(store: self)
        for observer in realmObservers where observer.token.token.map({ !$0.invalidated && !tokens.contains { $0 === observer.token.token } }) == true {
            observer.block(.didChange, realm)
        }
        let pending = observations.filter { observation in !tokens.contains { $0 === observation.token } }
        DispatchQueue.main.async { for observation in pending { observation.deliverChanges() } }
    }

    /// `cancelWrite()`: objects added in the write leave, deleted ones come back, every
    /// property goes back to its committed value.
    func cancelWrite() {
        guard isInWriteTransaction else { RealmException.raise("Can't cancel a non-existing write transaction") }
        let numbers = Set(committed.objects.map(\.number))
        for object in objects where !numbers.contains(object.objectNumber) {
            byNumber[object.objectNumber] = nil
            unmanage(object)
            object.objectNumber = 0
        }
        for object in deletedInWrite where numbers.contains(object.objectNumber) {
            object.deleted = false
            byNumber[object.objectNumber] = object
        }
        deletedInWrite = []
        objects = committed.objects.compactMap { byNumber[$0.number] }
        for record in committed.objects { if let object = byNumber[record.number] { restore(record, into: object) } }
        isInWriteTransaction = false
        version += 1
    }

    // MARK: The file

    func snapshot() -> RealmFile {
        let coding = self.coding
        var schema: [String: [String]] = [:]
        var records: [RealmFile.Record] = []
        var index = 0
        while index < objects.count {
            let object = objects[index]
            let objectSchema = ObjectSchema.of(type(of: object))
            schema[objectSchema.className] = objectSchema.properties.map(\.name)
            var values: [String: StoredValue] = [:]
            for property in objectSchema.properties {
                values[property.name] = coding.encode(object.__labGetValue(forKey: property.name).value)
            }
            records.append(RealmFile.Record(class: objectSchema.className, number: object.objectNumber, values: values))
            index += 1
        }
        return RealmFile(schemaVersion: configuration.schemaVersion, schema: schema, objects: records)
    }

    /// Writes the file (in-memory realms have none).
    func save() {
        guard configuration.inMemoryIdentifier == nil, !configuration.readOnly, let url = configuration.fileURL else { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var file = snapshot()
        // Classes the file holds no objects of yet keep their schema, for the next launch's check.
        for (name, properties) in committed.schema where file.schema[name] == nil { file.schema[name] = properties }
        try? file.data().write(to: url, options: .atomic)
    }

    func deleteAll() {
        for object in objects { delete(object) }
    }
}

/// A line in the console the first time an option the lab does not simulate is used.
enum RealmNotice {
    nonisolated(unsafe) static var said: Set<String> = []
    static func once(_ key: String, _ message: String) {
        guard said.insert(key).inserted else { return }
        print("[LifecycleLab] \(message)")
    }
}
