import Foundation

/// An installed app's data container (docs/lifecycle.md, "The sandbox and the bundle").
///
/// Installing creates `Documents/`, `Library/Caches/`, `Library/Preferences/` and `tmp/`;
/// `Library/Application Support/` appears only when the app first asks for it, as on iOS.
/// Everything stays inside `path`: relative paths that try to leave it are refused.
public struct SandboxContainer: Sendable, Equatable {
    /// The container folder on the host.
    public var path: String
    public var bundleIdentifier: String

    public init(path: String, bundleIdentifier: String) {
        self.path = path
        self.bundleIdentifier = bundleIdentifier
    }

    /// The folders of a container, as `FileManager.urls(for:in:)` names them.
    public enum Directory: String, Sendable, CaseIterable {
        case documents = "Documents"
        case caches = "Library/Caches"
        case preferences = "Library/Preferences"
        case applicationSupport = "Library/Application Support"
        case temporary = "tmp"

        /// Created when the app is installed; Application Support waits until first use.
        public var existsFromInstall: Bool { self != .applicationSupport }
    }

    /// The container for `bundleIdentifier` under `containersRoot` (a folder per app named by its
    /// bundle identifier: stable across runs, where iOS uses a random UUID). Creates the
    /// install-time folders; an existing container keeps its files, as an app update does.
    public static func create(in containersRoot: String, bundleIdentifier: String) throws(BundleError) -> SandboxContainer {
        let container = named(in: containersRoot, bundleIdentifier: bundleIdentifier)
        try container.prepare()
        return container
    }

    /// Where the container for `bundleIdentifier` lies, without making it (`prepare` does).
    public static func named(in containersRoot: String, bundleIdentifier: String) -> SandboxContainer {
        let folderName = bundleIdentifier.isEmpty ? "unidentified" : bundleIdentifier
        return SandboxContainer(path: containersRoot + "/" + folderName, bundleIdentifier: bundleIdentifier)
    }

    /// Makes the install-time folders that are missing. The sample apps a device boots with
    /// get theirs when first used (a launch, `container`, `cat`): a dozen folders made at
    /// every start, and removed at every exit, were a tenth of `lab`'s start-up.
    public func prepare() throws(BundleError) {
        for directory in Directory.allCases where directory.existsFromInstall {
            try makeFolder(directory.rawValue)
        }
    }

    /// The host path of `directory`, created first when `create` is true (what
    /// `FileManager.url(for:in:appropriateFor:create:)` does for Application Support).
    public func path(of directory: Directory, create: Bool) throws(BundleError) -> String {
        if create { try makeFolder(directory.rawValue) }
        return path + "/" + directory.rawValue
    }

    /// The host path of a file given relative to the container (`Documents/notes.txt`).
    public func resolve(_ relative: String) throws(BundleError) -> String {
        do throws(PathRefusal) { return try ContainedPath.resolve(relative, inside: path) } catch { throw .path(error) }
    }

    /// Deletes the container and everything in it (uninstalling the app).
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    private func makeFolder(_ relative: String) throws(BundleError) {
        do {
            try FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
        } catch {
            throw BundleError.containerFolderNotCreated(folder: relative, bundleIdentifier: bundleIdentifier)
        }
    }
}
