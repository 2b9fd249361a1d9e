import Foundation

/// The REPL's history file, shared by every lab on one data folder.
public enum HistoryFile {
    /// Appends one line in libedit's history format (`_HiStOrY_V2_`, then each line with spaces,
    /// backslashes and other bytes outside printable ASCII written `\ooo`, as strvis does and
    /// read_history reads back) with one O_APPEND write, which another lab's writes never split.
    /// (libedit's own append_history(1) appends the last two lines.) Returns 0 or an errno.
    public static func append(_ line: String, to path: String) -> Int32 {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return errno }
        defer { close(fd) }
        var info = stat()
        var record: [UInt8] = fstat(fd, &info) == 0 && info.st_size == 0 ? Array("_HiStOrY_V2_\n".utf8) : []
        for byte in line.utf8 {
            if byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") {
                record.append(byte)
            } else {
                record += Array("\\".utf8) + Array(String(format: "%03o", byte).utf8)
            }
        }
        record.append(0x0A)
        let written = record.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        return written == record.count ? 0 : (written < 0 ? errno : EIO)
    }

}
