import Foundation

/// The realm file as LifecycleLab writes it: JSON, not Realm's own binary format (a choice of
/// the lab's, so `cat` shows what is stored). Objects in the order they were added, each with
/// its number (how relationships name it) and its persisted properties' values.
struct RealmFile: Codable, Equatable {
    struct Record: Codable, Equatable {
        var `class`: String
        var number: Int
        var values: [String: StoredValue]
    }

    var format = RealmFile.formatName
    var schemaVersion: UInt64
    /// Each class's persisted properties, as the app declared them when the file was written.
    var schema: [String: [String]]
    var objects: [Record]

    static let formatName = "LifecycleLab realm (JSON), version 1"

    func data() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    static func read(_ url: URL) throws(Realm.Error) -> RealmFile? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        if isInRealmsOwnFormat(data) {
            throw Realm.Error(.fileAccess, "Unable to open a realm at path '\(url.path)': the file is in Realm's own binary format, "
                              + "which LifecycleLab does not read yet (it reads and writes its realms as JSON).")
        }
        guard let file = try? JSONDecoder().decode(RealmFile.self, from: data), file.format == formatName else {
            throw Realm.Error(.fileAccess, "Unable to open a realm at path '\(url.path)': not a realm file LifecycleLab wrote.")
        }
        return file
    }

    /// Realm's own files carry "T-DB" at byte 16 (a file a project bundles as initial data,
    /// made on a device or in Realm Studio).
    static func isInRealmsOwnFormat(_ data: Data) -> Bool {
        data.count >= 20 && data[data.startIndex + 16 ..< data.startIndex + 20] == Data("T-DB".utf8)
    }

    static func isInRealmsOwnFormat(_ url: URL) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return false }
        defer { try? handle.close() }
        return isInRealmsOwnFormat((try? handle.read(upToCount: 20)) ?? Data())
    }
}
