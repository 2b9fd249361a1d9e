import Foundation

/// The lessons on disk: one folder per lesson under `Lessons/`, named by its id.
///
/// Only the folder list for now: the lesson engine (steps, checks, progress) is not built yet.
public struct LessonCatalog {
    /// The `Lessons/` folder, or nil when there is none.
    public var directory: String?

    public init(directory: String?) {
        self.directory = directory
    }

    /// Lesson ids (folder names), sorted; folders starting with `.` are skipped.
    public var ids: [String] {
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { name in
            var isFolder: ObjCBool = false
            let path = (directory as NSString).appendingPathComponent(name)
            return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }.sorted()
    }

    /// The `Lessons` folder of the LifecycleLab checkout this program was built from, or
    /// `Lessons` in the current folder: whichever exists first.
    public static func locate(currentDirectory: String, sourceRoot: String?) -> String? {
        let candidates = [(currentDirectory as NSString).appendingPathComponent("Lessons")]
            + (sourceRoot.map { [($0 as NSString).appendingPathComponent("Lessons")] } ?? [])
        return candidates.first { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
    }
}
