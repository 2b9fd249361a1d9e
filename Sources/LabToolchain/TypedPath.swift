import Foundation

/// A path the learner typed to `build`, `install` or `run` (or to `lab build`), resolved once
/// against the folder the lab works in, and what it names: a project folder (with project.yml,
/// an Xcode template's files, a workspace's projects or a Package.swift), an `.xcodeproj`
/// (whose folder is the project, as Xcode opens it), a built `.app`, a file, or nothing.
/// Messages show `typed`; the host path is for reading and writing only.
public struct TypedPath: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Nothing is there (for `run`, the word may be an installed app's name).
        case nothing
        /// A file, which none of the commands takes (project.yml and Package.swift are read in their folder).
        case file
        /// A built `NAME.app` folder: installed as it is.
        case app
        /// An `NAME.xcodeproj` folder: its project is the folder that holds it.
        case xcodeproj
        /// Any other folder: built as a project.
        case projectFolder
    }

    /// As the learner typed it.
    public let typed: String
    /// The absolute path on the host, without a trailing slash.
    public let path: String
    public let kind: Kind

    /// Resolves `typed` against `workingDirectory` (the process's folder when nil): an absolute
    /// path stays, `~` is the user's home, `.` the folder itself; then looks at what is there.
    public init(_ typed: String, workingDirectory: String? = nil) {
        self.typed = typed
        path = Self.resolve(typed, against: workingDirectory)
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            kind = .nothing
        } else if !isFolder.boolValue {
            kind = .file
        } else if path.hasSuffix(".app") {
            kind = .app
        } else if path.hasSuffix(".xcodeproj") {
            kind = .xcodeproj
        } else {
            kind = .projectFolder
        }
    }

    /// The folder a build reads: the path itself, or the folder holding an `.xcodeproj`.
    public var projectFolder: String {
        path.hasSuffix(".xcodeproj") ? (path as NSString).deletingLastPathComponent : path
    }

    /// The path's last part: `MyApp` for `Projects/MyApp/`.
    public var name: String { (path as NSString).lastPathComponent }

    static func resolve(_ typed: String, against workingDirectory: String?) -> String {
        var joined: String
        if typed.hasPrefix("/") {
            joined = typed
        } else if typed == "~" || typed.hasPrefix("~/") {
            joined = NSString(string: typed).expandingTildeInPath
        } else {
            let base = workingDirectory ?? FileManager.default.currentDirectoryPath
            joined = typed == "." ? base : base + "/" + typed
        }
        while joined.count > 1, joined.hasSuffix("/") { joined.removeLast() }
        return joined
    }
}
