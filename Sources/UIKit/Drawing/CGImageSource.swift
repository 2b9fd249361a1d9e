import Foundation

/// ImageIO's image source: the images a GIF or PNG file holds (a GIF's frames, decoded as
/// viewers show them), their properties as ImageIO gives them (`kCGImagePropertyPixelWidth`,
/// a GIF's `kCGImagePropertyGIFDictionary` with each frame's delay), and thumbnails. A JPEG's
/// size is read, its pixels are not decoded (as `UIImage`'s are not: see UIImage.swift), so it
/// has no image. On iOS these come with UIKit (ImageIO's names); Core Foundation's types
/// (`CFData`, `CFDictionary`, `CFString`) are their Foundation classes in the lab.
public class CGImageSource: NSObject {
    let frames: [(image: CGImage?, delay: Double?, width: Int, height: Int)]
    let type: String
    let loopCount: Int?

    init?(bytes: [UInt8]) {
        if let gif = GIFDecoder(bytes) {
            frames = gif.frames.map { ($0.image, $0.delay, gif.width, gif.height) }
            type = "com.compuserve.gif"
            loopCount = gif.loopCount
        } else if let size = PNGCodec.size(of: bytes) {
            frames = [((try? PNGCodec.decode(bytes)), nil, size.width, size.height)]
            type = "public.png"
            loopCount = nil
        } else if let size = JPEGHeader.size(of: bytes) {
            frames = [(nil, nil, size.width, size.height)]
            type = "public.jpeg"
            loopCount = nil
        } else {
            return nil
        }
        super.init()
    }
}

public let kCGImageSourceShouldCache: NSString = "kCGImageSourceShouldCache"
public let kCGImageSourceShouldCacheImmediately: NSString = "kCGImageSourceShouldCacheImmediately"
public let kCGImageSourceTypeIdentifierHint: NSString = "kCGImageSourceTypeIdentifierHint"
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: NSString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
public let kCGImageSourceCreateThumbnailFromImageAlways: NSString = "kCGImageSourceCreateThumbnailFromImageAlways"
public let kCGImageSourceThumbnailMaxPixelSize: NSString = "kCGImageSourceThumbnailMaxPixelSize"
public let kCGImageSourceCreateThumbnailWithTransform: NSString = "kCGImageSourceCreateThumbnailWithTransform"
public let kCGImagePropertyPixelWidth: NSString = "PixelWidth"
public let kCGImagePropertyPixelHeight: NSString = "PixelHeight"
public let kCGImagePropertyOrientation: NSString = "Orientation"
public let kCGImagePropertyGIFDictionary: NSString = "{GIF}"
public let kCGImagePropertyGIFDelayTime: NSString = "DelayTime"
public let kCGImagePropertyGIFUnclampedDelayTime: NSString = "UnclampedDelayTime"
public let kCGImagePropertyGIFLoopCount: NSString = "LoopCount"
public let kCGImagePropertyPNGDictionary: NSString = "{PNG}"

public func CGImageSourceCreateWithData(_ data: NSData, _ options: NSDictionary?) -> CGImageSource? {
    CGImageSource(bytes: [UInt8](data as Data))
}

public func CGImageSourceCreateWithURL(_ url: NSURL, _ options: NSDictionary?) -> CGImageSource? {
    guard let data = try? Data(contentsOf: url as URL) else { return nil }
    return CGImageSource(bytes: [UInt8](data))
}

public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.frames.count }

/// The uniform type of the source's file ("com.compuserve.gif", "public.png", "public.jpeg").
public func CGImageSourceGetType(_ isrc: CGImageSource) -> NSString? { NSString(string: isrc.type) }

public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: NSDictionary?) -> CGImage? {
    isrc.frames.indices.contains(index) ? isrc.frames[index].image : nil
}

/// The file's own properties: a GIF's loop count.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: NSDictionary?) -> NSDictionary? {
    guard let loopCount = isrc.loopCount else { return NSDictionary() }
    return NSDictionary(object: NSDictionary(object: NSNumber(value: loopCount), forKey: kCGImagePropertyGIFLoopCount),
                        forKey: kCGImagePropertyGIFDictionary)
}

/// One image's properties: its size in pixels and, for a GIF frame, its delay (ImageIO clamps
/// `DelayTime` to 0.1 s when the file gives less than 0.011 s; `UnclampedDelayTime` is the file's).
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: NSDictionary?) -> NSDictionary? {
    guard isrc.frames.indices.contains(index) else { return nil }
    let frame = isrc.frames[index]
    var keys: [NSString] = [kCGImagePropertyPixelWidth, kCGImagePropertyPixelHeight]
    var values: [AnyObject] = [NSNumber(value: frame.width), NSNumber(value: frame.height)]
    if let delay = frame.delay {
        keys.append(kCGImagePropertyGIFDictionary)
        values.append(NSDictionary(objects: [NSNumber(value: delay < 0.011 ? 0.1 : delay), NSNumber(value: delay)],
                                   forKeys: [kCGImagePropertyGIFDelayTime, kCGImagePropertyGIFUnclampedDelayTime]))
    }
    return NSDictionary(objects: values, forKeys: keys)
}

/// A thumbnail: the image, scaled down (nearest pixel) so its longer side is at most
/// `kCGImageSourceThumbnailMaxPixelSize` when the options give it.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: NSDictionary?) -> CGImage? {
    guard let image = CGImageSourceCreateImageAtIndex(isrc, index, options) else { return nil }
    let given = options?.object(forKey: kCGImageSourceThumbnailMaxPixelSize)
    guard let limit = (given as? NSNumber)?.intValue ?? (given as? Int) ?? (given as? Double).map({ Int($0) }),
          limit > 0, max(image.width, image.height) > limit else { return image }
    let factor = Double(limit) / Double(max(image.width, image.height))
    let (width, height) = (max(1, Int(Double(image.width) * factor)), max(1, Int(Double(image.height) * factor)))
    var pixels = [UInt8](repeating: 0, count: width * height * image.bytesPerPixel)
    for y in 0..<height {
        for x in 0..<width {
            let from = (min(image.height - 1, Int(Double(y) / factor)) * image.width + min(image.width - 1, Int(Double(x) / factor))) * image.bytesPerPixel
            let to = (y * width + x) * image.bytesPerPixel
            pixels.replaceSubrange(to..<to + image.bytesPerPixel, with: image.pixels[from..<from + image.bytesPerPixel])
        }
    }
    return CGImage(width: width, height: height, bytesPerPixel: image.bytesPerPixel, pixels: pixels)
}
