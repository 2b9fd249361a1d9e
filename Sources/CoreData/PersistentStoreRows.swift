import Foundation

/// A persistent store's saved objects: per entity, rows of attribute values and relationship
/// references by object number. On disk (the store's URL, `Library/Application Support/
/// Name.sqlite` by default, as on iOS) it is an XML property list, not SQLite: LifecycleLab's
/// documented store format (docs/formats.md). It is written whole at each save.
final class PersistentStoreRows {
    struct Row {
        var values: [String: Any]
        /// Relationship name → object URIs.
        var references: [String: [String]]
        /// Raised at every save of the row: a context whose copy was read at another version
        /// saves a conflicting change (Core Data's optimistic locking).
        var version = 1
    }

    let url: URL?
    let identifier: String
    /// Entity name → object number → row.
    private(set) var rows: [String: [Int: Row]] = [:]
    private var nextNumber: [String: Int] = [:]

    init(url: URL?, name: String) {
        self.url = url
        // Stable across runs (the device's runs are deterministic): derived from the store's name.
        identifier = Self.identifier(for: name)
    }

    static func identifier(for name: String) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        let hex = String(format: "%016llX", hash)
        let second = String(format: "%016llX", hash &* 0x9E3779B97F4A7C15)
        let all = Array(hex + second)
        return "\(String(all[0..<8]))-\(String(all[8..<12]))-\(String(all[12..<16]))-\(String(all[16..<20]))-\(String(all[20..<32]))"
    }

    func uri(entity: String, number: Int) -> String { "x-coredata://\(identifier)/\(entity)/p\(number)" }

    /// Entity name and object number of a permanent URI of this store.
    func parse(_ uri: String) -> (entity: String, number: Int)? {
        let prefix = "x-coredata://\(identifier)/"
        guard uri.hasPrefix(prefix) else { return nil }
        let parts = uri.dropFirst(prefix.count).split(separator: "/")
        guard parts.count == 2, parts[1].hasPrefix("p"), let number = Int(parts[1].dropFirst()) else { return nil }
        return (String(parts[0]), number)
    }

    func newNumber(for entity: String) -> Int {
        let number = nextNumber[entity, default: 1]
        nextNumber[entity] = number + 1
        return number
    }

    func row(entity: String, number: Int) -> Row? { rows[entity]?[number] }

    /// Saves `row` over the stored one, one version on; answers the new version.
    @discardableResult
    func set(_ row: Row, entity: String, number: Int) -> Int {
        var row = row
        row.version = (rows[entity]?[number]?.version ?? 0) + 1
        rows[entity, default: [:]][number] = row
        return row.version
    }

    func remove(entity: String, number: Int) { rows[entity]?[number] = nil }

    // MARK: The file

    enum LoadError: Error { case unreadable(String) }

    func load(model: NSManagedObjectModel) throws(LoadError) {
        guard let url, FileManager.default.fileExists(atPath: url.path) else { return }
        guard let data = try? Data(contentsOf: url),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              plist["LifecycleLabPersistentStore"] != nil else {
            throw .unreadable(url.lastPathComponent)
        }
        for (entityName, contents) in plist["entities"] as? [String: Any] ?? [:] {
            guard let contents = contents as? [String: Any] else { continue }
            let entity = model.entitiesByName[entityName]
            nextNumber[entityName] = contents["next"] as? Int ?? 1
            for (key, stored) in contents["objects"] as? [String: Any] ?? [:] {
                guard let number = Int(key), let stored = stored as? [String: Any] else { continue }
                var row = Row(values: [:], references: [:])
                for (name, value) in stored {
                    if let relationship = entity?.relationshipsByName[name] {
                        row.references[relationship.name] = value as? [String] ?? []
                    } else if let attribute = entity?.attributesByName[name] {
                        row.values[name] = Self.read(value, type: attribute.attributeType)
                    }
                }
                rows[entityName, default: [:]][number] = row
            }
        }
    }

    func write() throws {
        guard let url else { return }
        var entities: [String: Any] = [:]
        for (entityName, objects) in rows {
            var stored: [String: Any] = [:]
            for (number, row) in objects {
                var fields: [String: Any] = [:]
                for (name, value) in row.values { if let plain = Self.plist(value) { fields[name] = plain } }
                for (name, references) in row.references { fields[name] = references }
                stored[String(number)] = fields
            }
            entities[entityName] = ["next": nextNumber[entityName, default: 1], "objects": stored]
        }
        for (entityName, next) in nextNumber where entities[entityName] == nil {
            entities[entityName] = ["next": next, "objects": [String: Any]()]
        }
        let plist: [String: Any] = ["LifecycleLabPersistentStore": 1, "identifier": identifier, "entities": entities]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// A value as the property list holds it.
    private static func plist(_ value: Any) -> Any? {
        switch value {
        case let decimal as NSDecimalNumber: return decimal.stringValue
        case let number as NSNumber: return number
        case let string as String: return string
        case let date as Date: return date
        case let data as Data: return data
        case let uuid as UUID: return uuid.uuidString
        case let url as URL: return url.absoluteString
        default: return nil
        }
    }

    private static func read(_ value: Any, type: NSAttributeType) -> Any? {
        switch type {
        case .decimalAttributeType: return (value as? String).map { NSDecimalNumber(string: $0) }
        case .UUIDAttributeType: return (value as? String).flatMap(UUID.init(uuidString:))
        case .URIAttributeType: return (value as? String).flatMap(URL.init(string:))
        case let type where type.isNumber: return ManagedValue.number(from: value, type: type)
        default: return value
        }
    }
}
