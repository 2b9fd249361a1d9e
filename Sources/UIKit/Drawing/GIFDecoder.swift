import Foundation

/// A GIF's frames, decoded as a viewer shows them: each frame is the whole logical screen after
/// that frame's image is drawn over what the previous frame's disposal left (GIF89a: disposal
/// 0 and 1 keep, 2 clears the frame's area, 3 restores what was there before), with its delay
/// from the Graphic Control Extension (hundredths of a second).
struct GIFDecoder {
    struct Frame {
        var image: CGImage
        /// Seconds, as the file gives it (0 when it gives none).
        var delay: Double
    }

    var width = 0
    var height = 0
    var loopCount: Int?
    var frames: [Frame] = []

    static func isGIF(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 6 && bytes[0] == 0x47 && bytes[1] == 0x49 && bytes[2] == 0x46
    }

    /// The frames of `bytes`, or nil when they are not a GIF. A file cut short keeps the frames
    /// decoded before the cut, as ImageIO does.
    init?(_ bytes: [UInt8]) {
        guard Self.isGIF(bytes), bytes.count >= 13 else { return nil }
        var reader = Reader(bytes: bytes, position: 6)
        width = reader.word()
        height = reader.word()
        let packed = reader.byte()
        _ = reader.byte()  // background colour index: iOS draws the background transparent
        _ = reader.byte()  // pixel aspect ratio
        let global = packed & 0x80 != 0 ? reader.colorTable(count: 1 << (Int(packed & 7) + 1)) : []
        guard width > 0, height > 0, width * height <= 1 << 26 else { return nil }
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var delay = 0.0
        var transparent: Int?
        var disposal = 0
        while !reader.atEnd {
            switch reader.byte() {
            case 0x21:  // an extension
                let label = reader.byte()
                if label == 0xF9, reader.peek == 4 {
                    _ = reader.byte()
                    let flags = reader.byte()
                    delay = Double(reader.word()) / 100
                    let index = Int(reader.byte())
                    transparent = flags & 1 != 0 ? index : nil
                    disposal = Int(flags >> 2) & 7
                    reader.skipSubBlocks()
                } else if label == 0xFF, reader.peek == 11 {
                    _ = reader.byte()
                    let name = String(decoding: reader.take(11), as: UTF8.self)
                    let data = reader.subBlocks()
                    if name.hasPrefix("NETSCAPE"), data.count >= 3, data[0] == 1 { loopCount = Int(data[1]) | Int(data[2]) << 8 }
                } else {
                    reader.skipSubBlocks()
                }
            case 0x2C:  // an image
                let (left, top, w, h) = (reader.word(), reader.word(), reader.word(), reader.word())
                let flags = reader.byte()
                let table = flags & 0x80 != 0 ? reader.colorTable(count: 1 << (Int(flags & 7) + 1)) : global
                let interlaced = flags & 0x40 != 0
                let minimumCodeSize = Int(reader.byte())
                let indices = Self.lzw(reader.subBlocks(), minimumCodeSize: minimumCodeSize, count: w * h)
                if reader.overran, frames.isEmpty { return nil }
                let before = disposal == 3 ? canvas : nil
                let rows = interlaced ? Self.interlacedRows(h) : Array(0..<h)
                for (pass, row) in rows.enumerated() {
                    let y = top + row
                    guard y < height else { continue }
                    for x in 0..<w where left + x < width {
                        let offset = pass * w + x
                        guard offset < indices.count else { break }
                        let index = Int(indices[offset])
                        guard index != transparent, index * 3 + 2 < table.count else { continue }
                        let at = (y * width + left + x) * 4
                        canvas[at] = table[index * 3]
                        canvas[at + 1] = table[index * 3 + 1]
                        canvas[at + 2] = table[index * 3 + 2]
                        canvas[at + 3] = 255
                    }
                }
                frames.append(Frame(image: CGImage(width: width, height: height, bytesPerPixel: 4, pixels: canvas), delay: delay))
                if disposal == 2 {
                    for y in top..<min(top + h, height) {
                        for x in left..<min(left + w, width) {
                            let at = (y * width + x) * 4
                            canvas.replaceSubrange(at..<at + 4, with: [0, 0, 0, 0])
                        }
                    }
                } else if let before {
                    canvas = before
                }
                (delay, transparent, disposal) = (0, nil, 0)
            default:  // 0x3B, the trailer, or anything else: the end
                if frames.isEmpty { return nil }
                return
            }
        }
        if frames.isEmpty { return nil }
    }

    /// The order an interlaced image's rows come in: every 8th from 0, every 8th from 4, every
    /// 4th from 2, every 2nd from 1.
    static func interlacedRows(_ height: Int) -> [Int] {
        Array(stride(from: 0, to: height, by: 8)) + Array(stride(from: 4, to: height, by: 8))
            + Array(stride(from: 2, to: height, by: 4)) + Array(stride(from: 1, to: height, by: 2))
    }

    /// GIF's variable-length LZW: up to `count` colour indices (fewer when the data is cut short).
    static func lzw(_ data: [UInt8], minimumCodeSize: Int, count: Int) -> [UInt8] {
        guard (2...11).contains(minimumCodeSize) else { return [] }
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        // Each code's string: the code before it, its last byte, its first byte and its length.
        var prefix = [Int](repeating: 0, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var firstByte = [UInt8](repeating: 0, count: 4096)
        var length = [Int](repeating: 1, count: 4096)
        for code in 0..<clear {
            suffix[code] = UInt8(truncatingIfNeeded: code)
            firstByte[code] = UInt8(truncatingIfNeeded: code)
        }
        var output: [UInt8] = []
        output.reserveCapacity(count)
        func emit(_ code: Int) {
            let start = output.count
            output.append(contentsOf: repeatElement(0, count: length[code]))
            var current = code
            for at in stride(from: start + length[code] - 1, through: start, by: -1) {
                output[at] = suffix[current]
                current = prefix[current]
            }
        }
        var size = minimumCodeSize + 1
        var next = end + 1
        var previous = -1
        var bits = 0
        var buffer = 0
        for byte in data {
            buffer |= Int(byte) << bits
            bits += 8
            while bits >= size {
                let code = buffer & ((1 << size) - 1)
                buffer >>= size
                bits -= size
                if code == clear {
                    (size, next, previous) = (minimumCodeSize + 1, end + 1, -1)
                    continue
                }
                if code == end || output.count >= count { return Array(output.prefix(count)) }
                if previous < 0 {
                    guard code < clear else { return Array(output.prefix(count)) }
                    emit(code)
                    previous = code
                    continue
                }
                let newFirst: UInt8
                if code < next {
                    newFirst = firstByte[code]
                    emit(code)
                } else if code == next {
                    // The code being defined: the previous string and its own first byte.
                    newFirst = firstByte[previous]
                    emit(previous)
                    output.append(newFirst)
                } else {
                    return Array(output.prefix(count))
                }
                if next < 4096 {
                    prefix[next] = previous
                    suffix[next] = newFirst
                    firstByte[next] = firstByte[previous]
                    length[next] = length[previous] + 1
                    next += 1
                    if next == 1 << size, size < 12 { size += 1 }
                }
                previous = code
            }
        }
        return Array(output.prefix(count))
    }

    private struct Reader {
        let bytes: [UInt8]
        var position: Int
        var overran = false
        var atEnd: Bool { position >= bytes.count }
        var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func byte() -> UInt8 {
            guard position < bytes.count else { overran = true; return 0 }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func word() -> Int { Int(byte()) | Int(byte()) << 8 }

        mutating func take(_ count: Int) -> [UInt8] {
            let end = min(position + count, bytes.count)
            if position + count > bytes.count { overran = true }
            defer { position = end }
            return Array(bytes[min(position, end)..<end])
        }

        mutating func colorTable(count: Int) -> [UInt8] { take(count * 3) }

        mutating func subBlocks() -> [UInt8] {
            var data: [UInt8] = []
            while true {
                let size = Int(byte())
                if size == 0 || overran { return data }
                data += take(size)
            }
        }

        mutating func skipSubBlocks() { _ = subBlocks() }
    }
}
