import Foundation

/// Where the lessons are, found the same way by the REPL, `lab lessons` and `lab replay`:
/// `--lessons DIR`, else `LAB_LESSONS`, else the nearest `Lessons` folder walking up from the
/// working directory (the folder itself when it is one), else the checkout `lab` was built from.
public struct LessonsLocation: Sendable, Equatable {
    /// The folder found, or nil.
    public var directory: String?
    /// What was searched, as a learner or author is told when a lesson is not found.
    public var searched: String

    public static func find(explicit: String?, environment: [String: String], currentDirectory: String, sourceRoot: String?) -> LessonsLocation {
        func absolute(_ path: String) -> String {
            path.hasPrefix("/") ? path : (currentDirectory as NSString).appendingPathComponent(path)
        }
        if let explicit, !explicit.isEmpty {
            return LessonsLocation(directory: isFolder(absolute(explicit)) ? absolute(explicit) : nil, searched: explicit)
        }
        if let named = environment["LAB_LESSONS"], !named.isEmpty {
            return LessonsLocation(directory: isFolder(absolute(named)) ? absolute(named) : nil, searched: named)
        }
        if let near = nearest(from: currentDirectory) { return LessonsLocation(directory: near, searched: near) }
        let fallback = sourceRoot.map { ($0 as NSString).appendingPathComponent("Lessons") }
        if let fallback, isFolder(fallback) { return LessonsLocation(directory: fallback, searched: fallback) }
        return LessonsLocation(directory: nil, searched: (currentDirectory as NSString).appendingPathComponent("Lessons"))
    }

    /// The nearest `Lessons` folder among `folder` and its parents (or their `Lessons/` child).
    public static func nearest(from folder: String) -> String? {
        var current = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL
        while true {
            if current.lastPathComponent == "Lessons", isFolder(current.path) { return current.path }
            let child = current.appendingPathComponent("Lessons")
            if isFolder(child.path) { return child.path }
            if current.path == "/" || current.path.isEmpty { return nil }
            current.deleteLastPathComponent()
        }
    }

    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
