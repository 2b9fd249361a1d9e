import Foundation

extension Realm {
    /// The function a configuration calls when the file's schema version is older than its own.
    public typealias MigrationBlock = (_ migration: Migration, _ oldSchemaVersion: UInt64) -> Void

    /// Where a realm is and how it opens.
    public struct Configuration {
        /// `Documents/default.realm` in the app's container, unless changed.
        nonisolated(unsafe) public static var defaultConfiguration = Configuration()

        public var fileURL: URL? {
            didSet { if fileURL != nil { inMemoryIdentifier = nil } }
        }
        /// A realm that lives only while the app runs: no file.
        public var inMemoryIdentifier: String? {
            didSet { if inMemoryIdentifier != nil { fileURL = nil } }
        }
        public var encryptionKey: Data?
        public var readOnly: Bool
        public var schemaVersion: UInt64
        public var migrationBlock: MigrationBlock?
        /// A changed schema with the same version starts the realm empty instead of failing.
        public var deleteRealmIfMigrationNeeded: Bool
        /// Compacting shrinks Realm's own file format; the lab's JSON file has nothing to compact.
        public var shouldCompactOnLaunch: ((Int, Int) -> Bool)?
        public var objectTypes: [ObjectBase.Type]?

        public init(fileURL: URL? = Configuration.defaultFileURL, inMemoryIdentifier: String? = nil, encryptionKey: Data? = nil,
                    readOnly: Bool = false, schemaVersion: UInt64 = 0, migrationBlock: MigrationBlock? = nil,
                    deleteRealmIfMigrationNeeded: Bool = false, shouldCompactOnLaunch: ((Int, Int) -> Bool)? = nil,
                    objectTypes: [ObjectBase.Type]? = nil) {
            self.fileURL = inMemoryIdentifier == nil ? fileURL : nil
            self.inMemoryIdentifier = inMemoryIdentifier
            self.encryptionKey = encryptionKey
            self.readOnly = readOnly
            self.schemaVersion = schemaVersion
            self.migrationBlock = migrationBlock
            self.deleteRealmIfMigrationNeeded = deleteRealmIfMigrationNeeded
            self.shouldCompactOnLaunch = shouldCompactOnLaunch
            self.objectTypes = objectTypes
        }

        /// `Documents/default.realm` in the app's container.
        public static var defaultFileURL: URL {
            let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
                ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Documents")
            return documents.appendingPathComponent("default.realm")
        }
    }

    /// What `Realm()` throws.
    public struct Error: Swift.Error, CustomStringConvertible, LocalizedError {
        public enum Code: Int {
            case fail = 1, fileAccess = 2, filePermissionDenied = 3, fileExists = 4, fileNotFound = 5, schemaMismatch = 10
        }

        public let code: Code
        public let message: String

        init(_ code: Code, _ message: String) {
            self.code = code
            self.message = message
        }

        public static let fail = Code.fail
        public static let fileAccess = Code.fileAccess
        public static let schemaMismatch = Code.schemaMismatch

        public var description: String { "Error Domain=io.realm Code=\(code.rawValue) \"\(message)\"" }
        public var localizedDescription: String { message }
        public var errorDescription: String? { message }
    }

    /// Deletes the realm file of a configuration (when no realm has it open).
    @discardableResult
    public static func deleteFiles(for configuration: Configuration) throws -> Bool {
        guard let url = configuration.fileURL else { return false }
        RealmStore.open[url.path] = nil
        guard FileManager.default.fileExists(atPath: url.path) else { return false }
        try FileManager.default.removeItem(at: url)
        return true
    }
}

/// A migration: the old file's objects by class, the new objects they became.
public final class Migration {
    let store: RealmStore
    let old: RealmFile

    init(store: RealmStore, old: RealmFile) {
        self.store = store
        self.old = old
    }

    /// Calls `block` with each object of the class: as the file had it, and as the app now has it.
    public func enumerateObjects(ofType typeName: String, _ block: (_ oldObject: MigrationObject?, _ newObject: MigrationObject?) -> Void) {
        let coding = StoredValueCoding(number: { $0.objectNumber }, resolve: { [store] in store.object(number: $0) })
        for record in old.objects where record.class == typeName {
            let oldObject = MigrationObject(values: record.values.mapValues { Self.plain($0, coding) })
            block(oldObject, store.object(number: record.number).map { MigrationObject(object: $0) })
        }
    }

    /// Moves a property's values to its new name.
    public func renameProperty(onType typeName: String, from oldName: String, to newName: String) {
        let coding = StoredValueCoding(number: { $0.objectNumber }, resolve: { [store] in store.object(number: $0) })
        for record in old.objects where record.class == typeName {
            guard let stored = record.values[oldName], let object = store.object(number: record.number),
                  let property = ObjectSchema.of(type(of: object)).property(newName) else { continue }
            store.restore(property, stored, into: object, coding: coding)
        }
    }

    /// Deletes every object of the class.
    public func deleteData(forType typeName: String) {
        for object in store.objects where ObjectSchema.name(of: type(of: object)) == typeName { store.delete(object) }
    }

    static func plain(_ stored: StoredValue, _ coding: StoredValueCoding) -> Any? {
        switch stored {
        case .null: return nil
        case let .string(value): return value
        case let .int(value): return Int(value)
        case let .double(value): return value
        case let .bool(value): return value
        case let .date(value): return Date(timeIntervalSinceReferenceDate: value)
        case let .data(value): return value
        case let .uuid(value): return UUID(uuidString: value)
        case let .objectId(value): return try? ObjectId(string: value)
        case let .object(number): return coding.resolve(number)
        case let .list(items): return items.map { plain($0, coding) ?? NSNull() }
        }
    }
}

/// An object in a migration, read and written by property name (`old["name"]`).
public final class MigrationObject {
    private var values: [String: Any?]
    private let object: Object?

    init(values: [String: Any?]) {
        self.values = values
        object = nil
    }

    init(object: Object) {
        values = [:]
        self.object = object
    }

    public subscript(key: String) -> Any? {
        get { object.map { $0.value(forKey: key) } ?? values[key] ?? nil }
        set {
            if let object { object.setValue(newValue, forKey: key) } else { values[key] = newValue }
        }
    }
}
