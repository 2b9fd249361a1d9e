/// Accelerate's vImage, as far as image code uses it to blur: `vImage_Buffer` and
/// `vImageBoxConvolve_ARGB8888`, computed here pixel by pixel (no vector unit: the same
/// results, slower). Each destination pixel's four channels are the rounded mean of the
/// `kernel_height × kernel_width` source pixels around it; the edge flag says what lies beyond the
/// source (its nearest pixel, a background colour, only the pixels inside, or the source copied
/// where the kernel does not fit), and exactly one is needed, as vImage requires.
extension DeclaredFrameworks {
    static let accelerate = """
        public typealias vImagePixelCount = UInt
        public typealias vImage_Flags = UInt32
        public typealias vImage_Error = Int
        public let kvImageNoFlags = 0
        public let kvImageLeaveAlphaUnchanged = 1
        public let kvImageCopyInPlace = 2
        public let kvImageBackgroundColorFill = 4
        public let kvImageEdgeExtend = 8
        public let kvImageDoNotTile = 16
        public let kvImageHighQualityResampling = 32
        public let kvImageTruncateKernel = 64
        public let kvImageGetTempBufferSize = 128
        public let kvImageNoError = 0
        public let kvImageRoiLargerThanInputBuffer = -21766
        public let kvImageInvalidKernelSize = -21767
        public let kvImageInvalidEdgeStyle = -21768
        public let kvImageInvalidOffset_X = -21769
        public let kvImageInvalidOffset_Y = -21770
        public let kvImageNullPointerArgument = -21772
        public struct vImage_Buffer {
            public var data: UnsafeMutableRawPointer!
            public var height: vImagePixelCount
            public var width: vImagePixelCount
            public var rowBytes: Int
            public init() { data = nil; height = 0; width = 0; rowBytes = 0 }
            public init(data: UnsafeMutableRawPointer!, height: vImagePixelCount, width: vImagePixelCount, rowBytes: Int) {
                self.data = data; self.height = height; self.width = width; self.rowBytes = rowBytes
            }
        }
        public func vImageBoxConvolve_ARGB8888(_ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>,
                                               _ tempBuffer: UnsafeMutableRawPointer!, _ srcOffsetToROI_X: vImagePixelCount,
                                               _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32, _ kernel_width: UInt32,
                                               _ backgroundColor: UnsafePointer<UInt8>!, _ flags: vImage_Flags) -> vImage_Error {
            let flags = Int(flags)
            if flags & kvImageGetTempBufferSize != 0 { return 0 }
            let edges = [kvImageCopyInPlace, kvImageBackgroundColorFill, kvImageEdgeExtend, kvImageTruncateKernel].filter { flags & $0 != 0 }
            guard edges.count == 1 else { return kvImageInvalidEdgeStyle }
            guard kernel_height % 2 == 1, kernel_width % 2 == 1 else { return kvImageInvalidKernelSize }
            let source = src.pointee, target = dest.pointee
            guard let input = source.data, let output = target.data else { return kvImageNullPointerArgument }
            if edges[0] == kvImageBackgroundColorFill, backgroundColor == nil { return kvImageNullPointerArgument }
            let sw = Int(source.width), sh = Int(source.height), dw = Int(target.width), dh = Int(target.height)
            let ox = Int(srcOffsetToROI_X), oy = Int(srcOffsetToROI_Y)
            guard ox <= sw else { return kvImageInvalidOffset_X }
            guard oy <= sh else { return kvImageInvalidOffset_Y }
            guard ox + dw <= sw, oy + dh <= sh else { return kvImageRoiLargerThanInputBuffer }
            let rx = Int(kernel_width) / 2, ry = Int(kernel_height) / 2
            let inBytes = input.assumingMemoryBound(to: UInt8.self)
            // The destination may be the source: every result is computed before any is written.
            var result = [UInt8](repeating: 0, count: dw * dh * 4)
            for y in 0..<dh {
                for x in 0..<dw {
                    let cx = x + ox, cy = y + oy
                    let inside = cx - rx >= 0 && cx + rx < sw && cy - ry >= 0 && cy + ry < sh
                    if edges[0] == kvImageCopyInPlace, !inside {
                        for c in 0..<4 { result[(y * dw + x) * 4 + c] = inBytes[cy * source.rowBytes + cx * 4 + c] }
                        continue
                    }
                    var sums = [0, 0, 0, 0]
                    var count = 0
                    for ky in (cy - ry)...(cy + ry) {
                        for kx in (cx - rx)...(cx + rx) {
                            if ky >= 0, ky < sh, kx >= 0, kx < sw {
                                let at = ky * source.rowBytes + kx * 4
                                for c in 0..<4 { sums[c] += Int(inBytes[at + c]) }
                                count += 1
                            } else if edges[0] == kvImageEdgeExtend {
                                let at = min(max(ky, 0), sh - 1) * source.rowBytes + min(max(kx, 0), sw - 1) * 4
                                for c in 0..<4 { sums[c] += Int(inBytes[at + c]) }
                                count += 1
                            } else if edges[0] == kvImageBackgroundColorFill {
                                for c in 0..<4 { sums[c] += Int(backgroundColor[c]) }
                                count += 1
                            }
                        }
                    }
                    for c in 0..<4 {
                        let keepsAlpha = c == 0 && flags & kvImageLeaveAlphaUnchanged != 0
                        result[(y * dw + x) * 4 + c] = keepsAlpha ? inBytes[cy * source.rowBytes + cx * 4] : UInt8((sums[c] + count / 2) / max(count, 1))
                    }
                }
            }
            let outBytes = output.assumingMemoryBound(to: UInt8.self)
            for y in 0..<dh {
                for i in 0..<(dw * 4) { outBytes[y * target.rowBytes + i] = result[y * dw * 4 + i] }
            }
            return kvImageNoError
        }
        """
}
