import Foundation

/// Resolves a relative path inside a root folder (a project, a bundle, a sandbox container)
/// and refuses any path that would leave it: absolute paths, `..`, `~`, and symbolic links
/// that point outside the root.
public enum ContainedPath {
    /// The absolute host path of `relative` inside `root`. The file need not exist; when it, or
    /// a folder on the way to it, is a symbolic link, the link's target must stay inside `root`.
    public static func resolve(_ relative: String, inside root: String) throws(PathRefusal) -> String {
        if relative.hasPrefix("/") || relative.hasPrefix("~") {
            throw PathRefusal.absolute(relative)
        }
        let components = relative.split(separator: "/", omittingEmptySubsequences: true)
        if components.contains("..") {
            throw PathRefusal.leavesFolder(relative)
        }
        let kept = components.filter { $0 != "." }
        let joined = kept.isEmpty ? root : root + "/" + kept.joined(separator: "/")
        let realRoot = realPath(root)
        var probe = joined
        // Find the deepest part that exists and make sure symbolic links keep it inside.
        while !FileManager.default.fileExists(atPath: probe) && probe.count > root.count {
            probe = (probe as NSString).deletingLastPathComponent
        }
        let realProbe = realPath(probe)
        if realProbe != realRoot && !realProbe.hasPrefix(realRoot + "/") {
            throw PathRefusal.linkLeadsOutside(relative)
        }
        return joined
    }

    /// Whether a symbolic link at `path` points somewhere inside `root`.
    public static func isInside(_ path: String, root: String) -> Bool {
        let real = realPath(path)
        let realRoot = realPath(root)
        return real == realRoot || real.hasPrefix(realRoot + "/")
    }

    /// The path with every symbolic link resolved.
    public static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
