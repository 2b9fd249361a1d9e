import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The system's zlib, opened on first use (`dlopen`), so apps that never encode or decode
/// a PNG do not load it at start. Without it, encoding falls back to deflate's stored blocks
/// (a valid, uncompressed stream) and decoding a compressed image fails, saying why.
enum Zlib {
    private typealias Compress = @convention(c) (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt>, UnsafePointer<UInt8>, UInt, Int32) -> Int32
    private typealias Uncompress = @convention(c) (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt>, UnsafePointer<UInt8>, UInt) -> Int32
    private typealias Bound = @convention(c) (UInt) -> UInt

    private struct Functions {
        var compress: Compress
        var uncompress: Uncompress
        var bound: Bound
    }

    nonisolated(unsafe) private static var loaded: Functions?? = nil

    private static var functions: Functions? {
        if let loaded { return loaded }
        var found: Functions?
        if let handle = dlopen("libz.so.1", RTLD_NOW) ?? dlopen("libz.so", RTLD_NOW),
           let compress = dlsym(handle, "compress2"), let uncompress = dlsym(handle, "uncompress"), let bound = dlsym(handle, "compressBound") {
            found = Functions(compress: unsafeBitCast(compress, to: Compress.self), uncompress: unsafeBitCast(uncompress, to: Uncompress.self),
                              bound: unsafeBitCast(bound, to: Bound.self))
        }
        loaded = .some(found)
        return found
    }

    /// A zlib stream of `bytes` (level 6).
    static func compress(_ bytes: [UInt8]) -> [UInt8] {
        guard let zlib = functions else { return stored(bytes) }
        var length = zlib.bound(UInt(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = out.withUnsafeMutableBufferPointer { o in
            bytes.withUnsafeBufferPointer { i in zlib.compress(o.baseAddress!, &length, i.baseAddress ?? UnsafePointer(o.baseAddress!), UInt(bytes.count), 6) }
        }
        guard status == 0 else { return stored(bytes) }
        return Array(out.prefix(Int(length)))
    }

    /// The bytes of a zlib stream that inflates to `expected` bytes; nil if it does not.
    static func uncompress(_ bytes: [UInt8], expected: Int) -> [UInt8]? {
        guard let zlib = functions, !bytes.isEmpty else { return nil }
        var length = UInt(expected)
        var out = [UInt8](repeating: 0, count: max(1, expected))
        let status = out.withUnsafeMutableBufferPointer { o in
            bytes.withUnsafeBufferPointer { i in zlib.uncompress(o.baseAddress!, &length, i.baseAddress!, UInt(bytes.count)) }
        }
        guard status == 0, Int(length) == expected else { return nil }
        return Array(out.prefix(expected))
    }

    /// A zlib stream of uncompressed ("stored") deflate blocks.
    static func stored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, bytes.count - offset)
            out.append(offset + count == bytes.count ? 1 : 0)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += bytes[offset..<offset + count]
            offset += count
        } while offset < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        let adler = (b << 16) | a
        out += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
        return out
    }
}
