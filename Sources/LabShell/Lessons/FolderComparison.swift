import Foundation

/// Whether a learner's workspace still is the starter project as copied: `lesson reset`
/// moves an edited one aside instead of deleting it.
enum FolderComparison {
    /// The same relative file paths with the same bytes in both folders.
    static func sameFiles(_ a: String, _ b: String) -> Bool {
        guard let left = contents(of: a), let right = contents(of: b) else { return false }
        return left == right
    }

    /// Relative path → bytes for every regular file under `folder`; nil when it cannot be read.
    private static func contents(of folder: String) -> [String: Data]? {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return nil }
        var found: [String: Data] = [:]
        while let relative = enumerator.nextObject() as? String {
            let full = (folder as NSString).appendingPathComponent(relative)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) else { return nil }
            if isFolder.boolValue { continue }
            guard let data = FileManager.default.contents(atPath: full) else { return nil }
            found[relative] = data
        }
        return found
    }
}
