import Foundation

/// `try Realm()`: the app's realm (by default `Documents/default.realm` in its container).
/// Every `Realm` on one file is a view of the same objects; a write's commit saves the file.
public struct Realm: Equatable {
    let store: RealmStore

    init(store: RealmStore) { self.store = store }

    public init() throws { try self.init(configuration: .defaultConfiguration) }

    public init(configuration: Configuration) throws {
        do { store = try RealmStore.opening(configuration) } catch { throw error }
    }

    public init(fileURL: URL) throws {
        var configuration = Configuration.defaultConfiguration
        configuration.fileURL = fileURL
        try self.init(configuration: configuration)
    }

    public static func == (lhs: Realm, rhs: Realm) -> Bool { lhs.store === rhs.store }

    public var configuration: Configuration { store.configuration }
    public var isEmpty: Bool { store.objects.isEmpty }
    public var isInWriteTransaction: Bool { store.isInWriteTransaction }
    public var isFrozen: Bool { false }
    /// Realms refresh themselves: only this app process writes to its realm.
    public var autorefresh: Bool {
        get { true }
        nonmutating set {}
    }

    // MARK: Transactions

    /// Runs `block` in a write transaction and commits it; a block that throws cancels it.
    @discardableResult
    public func write<Result>(withoutNotifying tokens: [NotificationToken] = [], _ block: () throws -> Result) throws -> Result {
        beginWrite()
        let result: Result
        do { result = try block() } catch {
            if isInWriteTransaction { cancelWrite() }
            throw error
        }
        if isInWriteTransaction { try commitWrite(withoutNotifying: tokens) }
        return result
    }

    public func beginWrite() { store.beginWrite() }
    public func commitWrite(withoutNotifying tokens: [NotificationToken] = []) throws { store.commitWrite(withoutNotifying: tokens) }
    public func cancelWrite() { store.cancelWrite() }

    // MARK: Adding and deleting

    @frozen public enum UpdatePolicy: Int {
        case error = 1, modified = 3, all = 2
    }

    /// Adds an unmanaged object (and the objects it refers to). With a primary key, an object
    /// already stored under the same key raises, unless `update` is `.modified` or `.all`: then
    /// the stored object takes the new one's values.
    public func add(_ object: Object, update: UpdatePolicy = .error) {
        store.checkInWrite()
        let schema = ObjectSchema.of(type(of: object))
        if object.store === store { return }
        if let key = schema.primaryKey, let existing = existingObject(schema, key: object.__labGetValue(forKey: key).value) {
            guard update != .error else {
                RealmException.raise("Attempting to create an object of type '\(schema.className)' with an existing primary key value '\(ObjectSchema.describe(object.__labGetValue(forKey: key).value, indent: ""))'.")
            }
            for property in schema.properties where property.name != key {
                let value = object.__labGetValue(forKey: property.name).value
                if let list = value as? ListBase { (existing.__labGetValue(forKey: property.name).value as? ListBase)?.replaceElements(with: list.anyElements) }
                else { _ = existing.__labSetValue(value, forKey: property.name) }
            }
            store.adoptRelated(of: existing)
            return
        }
        store.adopt(object)
    }

    public func add<S: Sequence>(_ objects: S, update: UpdatePolicy = .error) where S.Element: Object {
        for object in objects { add(object, update: update) }
    }

    /// Makes an object of `type` from a dictionary (or array) of values, or another object, and adds it.
    @discardableResult
    public func create<T: Object>(_ type: T.Type, value: Any = [String: Any](), update: UpdatePolicy = .error) -> T {
        store.checkInWrite()
        let object = T()
        ObjectSchema.assign(value, to: object)
        add(object, update: update)
        if let key = ObjectSchema.of(type).primaryKey, object.store == nil,
           let existing = existingObject(ObjectSchema.of(type), key: object.__labGetValue(forKey: key).value) as? T {
            return existing
        }
        return object
    }

    private func existingObject(_ schema: ObjectSchema, key value: Any?) -> Object? {
        let coding = StoredValueCoding(number: { $0.objectNumber }, resolve: { _ in nil })
        let wanted = coding.encode(value)
        return store.objects(of: schema.type).first { coding.encode($0.__labGetValue(forKey: schema.primaryKey!).value) == wanted }
    }

    public func delete(_ object: ObjectBase) {
        store.checkInWrite()
        guard let object = object as? Object else { return }
        store.delete(object)
    }

    /// Deletes the objects of a sequence: an array, a `List` (whose objects leave the realm,
    /// not just the list) or `Results`.
    public func delete<S: Sequence>(_ objects: S) where S.Element: ObjectBase {
        store.checkInWrite()
        for object in Array(objects) { if let object = object as? Object { store.delete(object) } }
    }

    public func deleteAll() {
        store.checkInWrite()
        store.deleteAll()
    }

    // MARK: Reading

    public func objects<Element: Object>(_ type: Element.Type) -> Results<Element> {
        Results(RealmQuery(store: store, base: { [store] in store.objects(of: type) }))
    }

    public func object<Element: Object, KeyType>(ofType type: Element.Type, forPrimaryKey key: KeyType) -> Element? {
        let schema = ObjectSchema.of(type)
        guard schema.primaryKey != nil else {
            RealmException.raise("'\(schema.className)' does not have a primary key")
        }
        return existingObject(schema, key: key) as? Element
    }

    /// Whether there was something newer to read: never in the lab, where only this app process
    /// writes to its realm and each write is seen at once.
    @discardableResult
    public func refresh() -> Bool { false }

    /// Ends the realm's read: its objects and results stay readable in LifecycleLab, which has
    /// no versions to let go of.
    public func invalidate() {}

    /// Writes a copy of the realm's file to `fileURL`.
    public func writeCopy(toFile fileURL: URL, encryptionKey: Data? = nil) throws {
        try store.snapshot().data().write(to: fileURL, options: .atomic)
    }

    // MARK: Notifications

    @frozen public enum Notification: String {
        case didChange = "RLMRealmDidChangeNotification"
        case refreshRequired = "RLMRealmRefreshRequiredNotification"
    }

    /// Calls `block` after each write's commit, at once.
    public func observe(_ block: @escaping (Notification, Realm) -> Void) -> NotificationToken {
        let token = NotificationToken()
        store.realmObservers.append((RealmStore.WeakToken(token: token), block))
        return token
    }
}
