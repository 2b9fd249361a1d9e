import Foundation

/// An Xcode workspace (`NAME.xcworkspace/contents.xcworkspacedata`) and the projects it lists.
/// A workspace folder has no `.xcodeproj` of its own: Xcode builds the scheme the user picks,
/// so a workspace of one project builds that project, and one of several asks which.
enum XcodeWorkspace {
    /// The folders (relative to `root`) of the `.xcodeproj` files the workspace in `root` lists,
    /// in its order; CocoaPods' `Pods.xcodeproj` is a dependency, not an app, and is left out.
    static func projectFolders(root: String, entries: [String]) -> [String] {
        guard let workspace = entries.first(where: { $0.hasSuffix(".xcworkspace") }),
              let data = FileManager.default.contents(atPath: root + "/" + workspace + "/contents.xcworkspacedata"),
              let text = String(data: data, encoding: .utf8) else { return [] }
        var folders: [String] = []
        // `location = "group:App/App.xcodeproj"`: read as text, so a broken file names nothing
        // rather than stopping the build in an XML parser.
        for piece in text.components(separatedBy: "location").dropFirst() {
            let quoted = piece.split(separator: "\"", maxSplits: 2, omittingEmptySubsequences: false)
            guard quoted.count > 1 else { continue }
            var location = String(quoted[1])
            for prefix in ["group:", "container:", "self:"] where location.hasPrefix(prefix) { location.removeFirst(prefix.count) }
            guard location.hasSuffix(".xcodeproj"), !location.hasPrefix("/"), !location.contains(".."),
                  (location as NSString).lastPathComponent != "Pods.xcodeproj",
                  FileManager.default.fileExists(atPath: root + "/" + location) else { continue }
            let folder = (location as NSString).deletingLastPathComponent
            if !folder.isEmpty, !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }
}
