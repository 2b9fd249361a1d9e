import Foundation

/// A baseline JPEG encoder: YCbCr without subsampling, the standard's example quantisation
/// tables scaled by quality (as libjpeg does) and its example Huffman tables. Transparent
/// pixels are encoded over black, as iOS does.
enum JPEGEncoder {
    static func encode(_ image: CGImage, quality: CGFloat) -> Data {
        let q = max(1, min(100, Int((quality * 100).rounded())))
        let factor = q < 50 ? 5000 / q : 200 - q * 2
        let scaleTable = { (table: [Int]) in table.map { max(1, min(255, ($0 * factor + 50) / 100)) } }
        let lumaQ = scaleTable(lumaBase), chromaQ = scaleTable(chromaBase)
        var out: [UInt8] = [0xFF, 0xD8]
        out += [0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        for (id, table) in [(0, lumaQ), (1, chromaQ)] {
            out += [0xFF, 0xDB, 0, 67, UInt8(id)] + zigzag.map { UInt8(table[$0]) }
        }
        let (w, h) = (image.width, image.height)
        out += [0xFF, 0xC0, 0, 17, 8, UInt8(h >> 8), UInt8(h & 0xFF), UInt8(w >> 8), UInt8(w & 0xFF), 3,
                1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]
        for (tableClass, id, counts, values) in [(0, 0, dcLumaCounts, dcLumaValues), (1, 0, acLumaCounts, acLumaValues),
                                                 (0, 1, dcChromaCounts, dcChromaValues), (1, 1, acChromaCounts, acChromaValues)] {
            let length = 3 + 16 + values.count
            out += [0xFF, 0xC4, UInt8(length >> 8), UInt8(length & 0xFF), UInt8(tableClass << 4 | id)] + counts + values
        }
        out += [0xFF, 0xDA, 0, 12, 3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]
        let tables = [(lumaQ, huffman(dcLumaCounts, dcLumaValues), huffman(acLumaCounts, acLumaValues)),
                      (chromaQ, huffman(dcChromaCounts, dcChromaValues), huffman(acChromaCounts, acChromaValues)),
                      (chromaQ, huffman(dcChromaCounts, dcChromaValues), huffman(acChromaCounts, acChromaValues))]
        var writer = BitWriter()
        var previousDC = [0, 0, 0]
        var block = [Double](repeating: 0, count: 64)
        for by in stride(from: 0, to: h, by: 8) {
            for bx in stride(from: 0, to: w, by: 8) {
                for component in 0..<3 {
                    for y in 0..<8 {
                        for x in 0..<8 {
                            let (r, g, b, _) = image.rgba(x: min(w - 1, bx + x), y: min(h - 1, by + y))
                            let (R, G, B) = (Double(r), Double(g), Double(b))
                            let value: Double
                            switch component {
                            case 0: value = 0.299 * R + 0.587 * G + 0.114 * B
                            case 1: value = -0.168736 * R - 0.331264 * G + 0.5 * B + 128
                            default: value = 0.5 * R - 0.418688 * G - 0.081312 * B + 128
                            }
                            block[y * 8 + x] = value - 128
                        }
                    }
                    let (quant, dc, ac) = tables[component]
                    let coefficients = transform(block).enumerated().map { Int(($0.element / Double(quant[$0.offset])).rounded()) }
                    let ordered = zigzag.map { coefficients[$0] }
                    let diff = ordered[0] - previousDC[component]
                    previousDC[component] = ordered[0]
                    let dcSize = bitSize(diff)
                    writer.write(dc[dcSize]!)
                    if dcSize > 0 { writer.write(amplitude(diff, dcSize)) }
                    var run = 0
                    for index in 1..<64 {
                        let value = ordered[index]
                        if value == 0 { run += 1; continue }
                        while run > 15 { writer.write(ac[0xF0]!); run -= 16 }
                        let size = bitSize(value)
                        writer.write(ac[run << 4 | size]!)
                        writer.write(amplitude(value, size))
                        run = 0
                    }
                    if run > 0 { writer.write(ac[0x00]!) }
                }
            }
        }
        writer.flush()
        out += writer.bytes
        out += [0xFF, 0xD9]
        return Data(out)
    }

    /// The 8×8 forward DCT, rows then columns.
    private static func transform(_ block: [Double]) -> [Double] {
        var rows = [Double](repeating: 0, count: 64)
        for y in 0..<8 {
            for u in 0..<8 {
                var sum = 0.0
                for x in 0..<8 { sum += block[y * 8 + x] * cosines[x * 8 + u] }
                rows[y * 8 + u] = sum
            }
        }
        var result = [Double](repeating: 0, count: 64)
        let half = 1 / 2.0.squareRoot()
        for u in 0..<8 {
            for v in 0..<8 {
                var sum = 0.0
                for y in 0..<8 { sum += rows[y * 8 + u] * cosines[y * 8 + v] }
                let cu: Double = u == 0 ? half : 1, cv: Double = v == 0 ? half : 1
                result[v * 8 + u] = 0.25 * cu * cv * sum
            }
        }
        return result
    }

    /// cos((2x + 1)uπ / 16) at index x × 8 + u.
    private static let cosines: [Double] = (0..<64).map { (index: Int) -> Double in
        let x = Double(index / 8), u = Double(index % 8)
        return cos((2 * x + 1) * u * Double.pi / 16)
    }

    private static func bitSize(_ value: Int) -> Int {
        var magnitude = abs(value), size = 0
        while magnitude > 0 { size += 1; magnitude >>= 1 }
        return size
    }

    private static func amplitude(_ value: Int, _ size: Int) -> (code: Int, length: Int) {
        (value >= 0 ? value : value + (1 << size) - 1, size)
    }

    private static func huffman(_ counts: [UInt8], _ values: [UInt8]) -> [Int: (code: Int, length: Int)] {
        var table: [Int: (code: Int, length: Int)] = [:]
        var code = 0, index = 0
        for length in 1...16 {
            for _ in 0..<Int(counts[length - 1]) {
                table[Int(values[index])] = (code, length)
                code += 1
                index += 1
            }
            code <<= 1
        }
        return table
    }

    private struct BitWriter {
        var bytes: [UInt8] = []
        private var buffer = 0, count = 0
        mutating func write(_ bits: (code: Int, length: Int)) {
            for shift in stride(from: bits.length - 1, through: 0, by: -1) {
                buffer = buffer << 1 | (bits.code >> shift & 1)
                count += 1
                if count == 8 { emit() }
            }
        }
        private mutating func emit() {
            let byte = UInt8(buffer & 0xFF)
            bytes.append(byte)
            if byte == 0xFF { bytes.append(0) }
            buffer = 0
            count = 0
        }
        mutating func flush() {
            while count != 0 { write((1, 1)) }
        }
    }

    private static let zigzag: [Int] = [0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21,
                                        28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61,
                                        54, 47, 55, 62, 63]
    private static let lumaBase = [16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62,
                                   18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99]
    private static let chromaBase = [17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99, 99, 99, 99, 99]
        + [Int](repeating: 99, count: 32)
    private static let dcLumaCounts: [UInt8] = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]
    private static let dcLumaValues: [UInt8] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
    private static let dcChromaCounts: [UInt8] = [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0]
    private static let dcChromaValues: [UInt8] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
    private static let acLumaCounts: [UInt8] = [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7D]
    private static let acLumaValues: [UInt8] = [
        0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xA1, 0x08,
        0x23, 0x42, 0xB1, 0xC1, 0x15, 0x52, 0xD1, 0xF0, 0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0A, 0x16, 0x17, 0x18, 0x19, 0x1A, 0x25, 0x26, 0x27, 0x28,
        0x29, 0x2A, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4A, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59,
        0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89,
        0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6,
        0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA, 0xE1, 0xE2,
        0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0xFA]
    private static let acChromaCounts: [UInt8] = [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77]
    private static let acChromaValues: [UInt8] = [
        0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71, 0x13, 0x22, 0x32, 0x81, 0x08, 0x14, 0x42, 0x91,
        0xA1, 0xB1, 0xC1, 0x09, 0x23, 0x33, 0x52, 0xF0, 0x15, 0x62, 0x72, 0xD1, 0x0A, 0x16, 0x24, 0x34, 0xE1, 0x25, 0xF1, 0x17, 0x18, 0x19, 0x1A, 0x26,
        0x27, 0x28, 0x29, 0x2A, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4A, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58,
        0x59, 0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87,
        0x88, 0x89, 0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4,
        0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA,
        0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0xFA]
}
