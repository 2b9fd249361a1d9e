import Foundation

/// A path as seen from a folder (`../Lessons`), so that messages hold no machine's absolute paths.
enum RelativePath {
    static func from(_ folder: String, to path: String) -> String {
        let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        var shared = 0
        while shared < base.count, shared < target.count, base[shared] == target[shared] { shared += 1 }
        let parts = Array(repeating: "..", count: base.count - shared) + target[shared...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
