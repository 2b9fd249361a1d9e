import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a file's bytes with `open`/`write`, no more.
///
/// Foundation's `createFile(atPath:contents:)` writes each file through a temporary file and
/// an `fsync`: a dozen disk flushes per bundle, a tenth of a cold `run`. Build outputs are made
/// whole another way: a bundle in a partial folder renamed into place, a cached executable
/// under a temporary name renamed over its key, scratch files thrown away after the compile.
enum PlainFile {
    /// Creates or truncates `path` and writes `data`; false when any step fails.
    static func write(_ data: Data, to path: String, permissions: mode_t = 0o644) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, permissions)
        guard fd >= 0 else { return false }
        var written = 0
        let complete = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            while written < bytes.count {
                let count = Glibc.write(fd, bytes.baseAddress! + written, bytes.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
        return close(fd) == 0 && complete
    }
}
