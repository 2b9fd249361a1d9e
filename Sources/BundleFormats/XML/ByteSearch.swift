import Foundation

/// Byte strings found in file contents with the C library's `memchr` and `memcmp`. `Data.firstRange(of:)`
/// compares through generic collection indices, byte by byte: on the sample apps' storyboards
/// and property lists the XML reader's safety scans took a fifth of the lab's start-up with it.
enum ByteSearch {
    /// The offset (from the start of `bytes`) of the first `needle` at or after `from`.
    static func firstOffset(of needle: StaticString, in bytes: UnsafeRawBufferPointer, from: Int = 0) -> Int? {
        let length = needle.utf8CodeUnitCount
        guard let base = bytes.baseAddress, length > 0 else { return nil }
        var start = from
        while start + length <= bytes.count {
            // memchr finds the first byte's candidates; memcmp checks the rest.
            guard let found = memchr(base + start, Int32(needle.utf8Start.pointee), bytes.count - start - length + 1) else { return nil }
            let offset = base.distance(to: UnsafeRawPointer(found))
            if memcmp(base + offset, needle.utf8Start, length) == 0 { return offset }
            start = offset + 1
        }
        return nil
    }

    /// The 1-based line of the byte at `offset`.
    static func line(at offset: Int, in bytes: UnsafeRawBufferPointer) -> Int {
        bytes.prefix(offset).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }
}
