import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Watches a project folder and its subfolders with inotify (the system call directly) for
/// files saved, created, moved in or out, and deleted. Reading never blocks: `fileDescriptor`
/// is polled by the REPL, and `changes()` reads what is queued. Editors' swap and backup files
/// (`.name.swp`, `name~`, vim's `4913`) and the build's own folders are left out.
public final class FolderWatcher {
    public let root: String
    /// The inotify descriptor, readable when changes are queued.
    public let fileDescriptor: Int32
    /// Watch descriptor → folder, relative to `root` ("" for the root).
    private var folders: [Int32: String] = [:]

    static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)

    public init(root: String) throws(CommandError) {
        self.root = root
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw CommandError(tr("cannot watch %@: %@", root, String(cString: strerror(errno)))) }
        fileDescriptor = fd
        addFolder("")
        guard !folders.isEmpty else {
            close(fd)
            throw CommandError(tr("cannot watch %@: %@", root, String(cString: strerror(errno))))
        }
    }

    deinit { close(fileDescriptor) }

    /// Folders a project keeps its sources in; not the build's output, not version control.
    static func isWatched(folder name: String) -> Bool {
        !name.hasPrefix(".") && !["build", "DerivedData", "Pods"].contains(name)
    }

    /// Editors' temporary files, which a save writes and removes around the real file.
    static func isNoise(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name == "4913"
    }

    private func addFolder(_ relative: String) {
        let path = relative.isEmpty ? root : (root as NSString).appendingPathComponent(relative)
        let wd = inotify_add_watch(fileDescriptor, path, Self.mask)
        guard wd >= 0 else { return }
        folders[wd] = relative
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted() ?? []
        for name in entries where Self.isWatched(folder: name) {
            var isFolder: ObjCBool = false
            let child = (path as NSString).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue,
               (try? FileManager.default.destinationOfSymbolicLink(atPath: child)) == nil {
                addFolder(relative.isEmpty ? name : (relative as NSString).appendingPathComponent(name))
            }
        }
    }

    /// The files changed since the last call, relative to `root`, in the order first seen;
    /// empty when nothing is queued. New folders are watched from now on.
    public func changes() -> [String] {
        var changed: [String] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (wd, eventMask, nameLength) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let nameBytes = buffer[nameStart..<min(nameStart + nameLength, count)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset = nameStart + nameLength
                guard let folder = folders[wd], !name.isEmpty, !Self.isNoise(name) else { continue }
                let relative = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
                if eventMask & UInt32(IN_ISDIR) != 0 {
                    if eventMask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, Self.isWatched(folder: name) { addFolder(relative) }
                    continue
                }
                // A new empty file is not a save yet: its IN_CLOSE_WRITE follows.
                if eventMask & UInt32(IN_CREATE) != 0 { continue }
                if !changed.contains(relative) { changed.append(relative) }
            }
        }
        return changed
    }
}
