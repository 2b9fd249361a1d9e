import Foundation

/// Clang's module cache (`ModuleCache`, beside the build cache) records the absolute path it
/// was built in, and swiftc refuses a cache found anywhere else on every compile ("precompiled
/// file … was compiled with module cache path …, but the path is currently …"): a data folder
/// copied or moved would never build again.
///
/// The folder keeps the path it was made for in `made-for.txt`; one made for another path is
/// cleared before the compile. A cache from before that file existed (or one moved while a
/// compile ran) is caught by swiftc's message instead: cleared, and the compile run once more.
struct ModuleCacheFolder {
    /// The folder given to swiftc's `-module-cache-path`, as given (Clang compares it as given).
    var path: String

    static let markerName = "made-for.txt"

    /// The one line a build shows when it cleared a cache made elsewhere.
    static let clearedWarning = Diagnostic.warning(nil, tr("the compiler's module cache was made in another folder (copied or moved): cleared, its modules are built again here"))

    /// Makes the folder ready for a compile. True when it was made for another path and has
    /// just been cleared.
    func prepare() -> Bool {
        guard let data = FileManager.default.contents(atPath: path + "/" + Self.markerName) else {
            mark()
            return false
        }
        if String(decoding: data, as: UTF8.self) == path { return false }
        clear()
        return true
    }

    /// Removes every module in the folder and marks it as made for `path`.
    func clear() {
        try? FileManager.default.removeItem(atPath: path)
        mark()
    }

    /// Whether swiftc's output is its refusal of a module cache built under another path.
    static func refusesMovedCache(_ output: String) -> Bool {
        output.contains("was compiled with module cache path") || output.contains("was built in a different path")
            || output.contains("module cache path") && output.contains("but the path is currently")
    }

    /// Writes the marker (a temporary file renamed into place: another lab reads it whole or not at all).
    private func mark() {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let temporary = path + "/.\(Self.markerName).\(getpid())"
        guard PlainFile.write(Data(path.utf8), to: temporary) else { return }
        if rename(temporary, path + "/" + Self.markerName) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }
}
