import Foundation

/// PNG files: written from a `CGImage` (8-bit RGBA, or RGB for an opaque image), and read
/// back: the header's size always; the pixels of 8-bit non-interlaced images of every colour
/// type (grey, RGB, palette, grey+alpha, RGBA).
enum PNGCodec {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func encode(_ image: CGImage, opaque: Bool) -> Data {
        let channels = image.bytesPerPixel == 1 ? 1 : (opaque ? 3 : 4)
        var raw: [UInt8] = []
        raw.reserveCapacity((image.width * channels + 1) * image.height)
        for y in 0..<image.height {
            raw.append(0)
            for x in 0..<image.width {
                if channels == 1 { raw.append(image.pixels[y * image.width + x]); continue }
                let (r, g, b, a) = image.rgba(x: x, y: y)
                // PNG keeps straight (not premultiplied) alpha.
                let un = { (c: UInt8) -> UInt8 in a == 0 ? 0 : UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
                if channels == 3 { raw += opaque && a < 255 ? [r, g, b] : [un(r), un(g), un(b)] } else { raw += [un(r), un(g), un(b), a] }
            }
        }
        var header: [UInt8] = []
        header += bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
        header += [8, channels == 1 ? 0 : (channels == 3 ? 2 : 6), 0, 0, 0]
        var out = signature
        out += chunk("IHDR", header)
        out += chunk("IDAT", Zlib.compress(raw))
        out += chunk("IEND", [])
        return Data(out)
    }

    /// The size in pixels from the header, for PNG; nil for anything else.
    static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature else { return nil }
        return (Int(readUInt32(bytes, 16)), Int(readUInt32(bytes, 20)))
    }

    enum DecodeError: Error { case unsupported(String), damaged }

    static func decode(_ bytes: [UInt8]) throws -> CGImage {
        guard let (width, height) = size(of: bytes) else { throw DecodeError.damaged }
        let depth = bytes[24], colorType = bytes[25], interlace = bytes[28]
        guard depth == 8 else { throw DecodeError.unsupported("a \(depth)-bit PNG") }
        guard interlace == 0 else { throw DecodeError.unsupported("an interlaced PNG") }
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 3: channels = 1
        case 4: channels = 2
        case 6: channels = 4
        default: throw DecodeError.damaged
        }
        var offset = 8
        var compressed: [UInt8] = []
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = Int(readUInt32(bytes, offset))
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { throw DecodeError.damaged }
            let body = bytes[offset + 8..<offset + 8 + length]
            switch type {
            case "IDAT": compressed += body
            case "PLTE": palette = Array(body)
            case "tRNS": transparency = Array(body)
            default: break
            }
            offset += 12 + length
            if type == "IEND" { break }
        }
        let stride = width * channels
        guard let raw = Zlib.uncompress(compressed, expected: (stride + 1) * height) else {
            throw DecodeError.unsupported("PNG data the system's zlib could not inflate")
        }
        var rows = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            for x in 0..<stride {
                let value = raw[y * (stride + 1) + 1 + x]
                let left = x >= channels ? Int(rows[y * stride + x - channels]) : 0
                let up = y > 0 ? Int(rows[(y - 1) * stride + x]) : 0
                let upLeft = (x >= channels && y > 0) ? Int(rows[(y - 1) * stride + x - channels]) : 0
                let predicted: Int
                switch filter {
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let p = left + up - upLeft
                    let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
                    predicted = pa <= pb && pa <= pc ? left : (pb <= pc ? up : upLeft)
                default: predicted = 0
                }
                rows[y * stride + x] = UInt8((Int(value) + predicted) & 0xFF)
            }
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in 0..<(width * height) {
            var (r, g, b, a): (UInt8, UInt8, UInt8, UInt8)
            let source = index * channels
            switch colorType {
            case 0:
                r = rows[source]; (g, b, a) = (r, r, 255)
            case 2: (r, g, b, a) = (rows[source], rows[source + 1], rows[source + 2], 255)
            case 3:
                let entry = Int(rows[source])
                guard entry * 3 + 2 < palette.count else { throw DecodeError.damaged }
                (r, g, b) = (palette[entry * 3], palette[entry * 3 + 1], palette[entry * 3 + 2])
                a = entry < transparency.count ? transparency[entry] : 255
            case 4: (r, g, b, a) = (rows[source], rows[source], rows[source], rows[source + 1])
            default: (r, g, b, a) = (rows[source], rows[source + 1], rows[source + 2], rows[source + 3])
            }
            let pre = { (c: UInt8) -> UInt8 in UInt8((Int(c) * Int(a) + 127) / 255) }
            pixels[index * 4] = pre(r); pixels[index * 4 + 1] = pre(g); pixels[index * 4 + 2] = pre(b); pixels[index * 4 + 3] = a
        }
        return CGImage(width: width, height: height, bytesPerPixel: 4, pixels: pixels)
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func readUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (UInt32(bytes[offset]) << 24) | (UInt32(bytes[offset + 1]) << 16) | (UInt32(bytes[offset + 2]) << 8) | UInt32(bytes[offset + 3])
    }

    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB88320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFFFFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFFFFFF
    }
}
