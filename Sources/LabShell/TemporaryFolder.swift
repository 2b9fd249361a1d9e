import Foundation

/// A new folder with a unique name, made atomically by `mkdtemp(3)`: the session's device
/// folder, the sample cache's staging folders.
enum TemporaryFolder {
    /// Creates `prefix` followed by six random characters; nil when the folder cannot be made.
    static func make(prefix: String) -> String? {
        var template = Array((prefix + "XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { return nil }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
