import Foundation

/// Where `lab` keeps what outlives a session (history, and later lesson progress):
/// `--data-dir DIR` when given, else `$XDG_STATE_HOME/lab`, else `~/.local/state/lab`.
public enum DataDirectory {
    public static func resolve(override: String?, environment: [String: String], home: String) -> String {
        if let override, !override.isEmpty { return override }
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return (state as NSString).appendingPathComponent("lab")
        }
        return (home as NSString).appendingPathComponent(".local/state/lab")
    }

    /// Creates the folder if needed; the error names what to do about it.
    public static func prepare(_ path: String) throws(CommandError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw CommandError(tr("%@ is a file, not a folder; pass another --data-dir", path))
            }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw CommandError(tr("cannot create %@; pass a writable --data-dir", path))
            }
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw CommandError(tr("%@ is not writable; pass a writable --data-dir", path))
        }
    }
}
