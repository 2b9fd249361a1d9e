import Foundation

/// Checks a folder before it is copied (a lesson's starter project, an app bundle onto the
/// device) for what a copy cannot take: a FIFO (reading it waits for a writer forever), a
/// device, a socket, and a symbolic link that leads outside the folder (a starter linked to
/// `/` would make the learner's workspace the whole disk). Regular files, folders, and links
/// that stay inside are fine. The walk uses `lstat`, so it never opens what it checks.
public enum FolderContents {
    /// The first entry that cannot be copied (its path relative to `root`, `.` for the folder
    /// itself) and what it is, in sorted order; nil when everything can be. `root` itself may
    /// be a link to a folder, inside `container` when one is given (a lesson's folder).
    ///
    /// A build reads a project in place: `linksMayLeave` lets links lead elsewhere (the build
    /// refuses those it would read), and `skippingHidden` leaves out what the build never
    /// reads (`.git`, `.build`).
    public static func firstUncopyable(in root: String, container: String? = nil, linksMayLeave: Bool = false,
                                       skippingHidden: Bool = false) -> (path: String, what: String)? {
        if let what = kind(of: root), what != "folder" {
            if what == "link" {
                guard isFolder(root) else { return (".", "a symbolic link, not a folder") }
                if let container, !ContainedPath.isInside(root, root: container) {
                    return (".", "a symbolic link that leads outside its folder")
                }
            } else {
                return (".", what)
            }
        }
        let realRoot = ContainedPath.realPath(root)
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? realRoot : realRoot + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted().reversed() where !(skippingHidden && name.hasPrefix(".")) {
                let path = relative.isEmpty ? name : relative + "/" + name
                let full = realRoot + "/" + path
                switch kind(of: full) {
                case "folder": pending.append(path)
                case "file", nil: continue
                case "link":
                    if !linksMayLeave, !ContainedPath.isInside(full, root: realRoot) {
                        return (path, "a symbolic link that leads outside the folder")
                    }
                    if let target = kind(of: ContainedPath.realPath(full)), target != "file", target != "folder" {
                        return (path, "a symbolic link to \(target)")
                    }
                case let other?: return (path, other)
                }
            }
        }
        return nil
    }

    /// What `path` is, without following a link: "file", "folder", "link", "a FIFO (named
    /// pipe)", "a device", "a socket"; nil when it cannot be read.
    static func kind(of path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return "file"
        case S_IFDIR: return "folder"
        case S_IFLNK: return "link"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
