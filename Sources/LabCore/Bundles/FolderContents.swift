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
                                       skippingHidden: Bool = false) -> (path: String, what: Uncopyable)? {
        switch kind(of: root) {
        case .link?:
            guard isFolder(root) else { return (".", .linkNotToFolder) }
            if let container, !ContainedPath.isInside(root, root: container) { return (".", .linkLeavesContainer) }
        case let .special(special)?: return (".", .special(special))
        case .file?: return (".", .fileNotFolder)
        case .folder?, nil: break
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
                case .folder?: pending.append(path)
                case .file?, nil: continue
                case .link?:
                    if !linksMayLeave, !ContainedPath.isInside(full, root: realRoot) { return (path, .linkLeavesFolder) }
                    if case let .special(target)? = kind(of: ContainedPath.realPath(full)) { return (path, .linkTo(target)) }
                case let .special(special)?: return (path, .special(special))
                }
            }
        }
        return nil
    }

    /// What an entry is, without following a link.
    enum Kind: Equatable {
        case file, folder, link
        case special(SpecialFile)
    }

    /// What `path` is, without following a link; nil when it cannot be read.
    static func kind(of path: String) -> Kind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        case S_IFIFO: return .special(.fifo)
        case S_IFCHR, S_IFBLK: return .special(.device)
        case S_IFSOCK: return .special(.socket)
        default: return .special(.other)
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// An entry a copy cannot take (LabShell and the build word it).
public enum Uncopyable: Sendable, Equatable {
    /// What should be a folder is a regular file.
    case fileNotFolder
    /// The folder itself is a symbolic link to something that is not a folder.
    case linkNotToFolder
    /// The folder itself is a symbolic link that leads outside its container.
    case linkLeavesContainer
    /// A symbolic link inside that leads outside the folder.
    case linkLeavesFolder
    /// A symbolic link to a special file.
    case linkTo(SpecialFile)
    case special(SpecialFile)
}

/// A file that is neither a regular file, a folder nor a link.
public enum SpecialFile: Sendable, Equatable {
    /// A FIFO (named pipe): reading it waits for a writer forever.
    case fifo
    case device
    case socket
    case other
}
