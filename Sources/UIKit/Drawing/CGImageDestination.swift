import Foundation

/// ImageIO's image destination: the images added to it written, at `CGImageDestinationFinalize`,
/// as a PNG or a JPEG file (by the type identifier it was made with) into mutable data or a file
/// URL, with the encoders `pngData()` and `jpegData(compressionQuality:)` use. A JPEG's quality is
/// `kCGImageDestinationLossyCompressionQuality` (1, the best, when not given: the lab's **choice**).
/// PNG and JPEG hold one image each, so a destination of these types takes a count of 1; a type
/// the lab has no encoder for (GIF, TIFF, HEIC) gives no destination (nil), as iOS gives none for
/// a type it cannot write.
public class CGImageDestination: NSObject {
    let type: String
    let count: Int
    private let data: NSMutableData?
    private let url: URL?
    private var images: [(image: CGImage, properties: NSDictionary?)] = []
    private var properties: NSDictionary?
    private var finalized = false

    static let writableTypes = ["public.png", "public.jpeg"]

    init?(type: String, count: Int, data: NSMutableData?, url: URL?) {
        guard Self.writableTypes.contains(type), count == 1 else { return nil }
        self.type = type
        self.count = count
        self.data = data
        self.url = url
        super.init()
    }

    func add(_ image: CGImage, _ properties: NSDictionary?) {
        guard !finalized, images.count < count else { return }
        images.append((image, properties))
    }

    func setProperties(_ properties: NSDictionary?) { self.properties = properties }

    /// Writes the file; false when it was written before or fewer images than its count were added.
    func finalize() -> Bool {
        guard !finalized, images.count == count, let first = images.first else { return false }
        finalized = true
        let quality = ((first.properties ?? properties)?[kCGImageDestinationLossyCompressionQuality] as? NSNumber)?.doubleValue ?? 1
        let bytes = type == "public.png" ? PNGCodec.encode(first.image, opaque: first.image.alphaInfo == .none)
                                         : JPEGEncoder.encode(first.image, quality: CGFloat(min(max(quality, 0), 1)))
        if let data { data.append(bytes) }
        if let url { return (try? bytes.write(to: url)) != nil }
        return true
    }
}

public let kCGImageDestinationLossyCompressionQuality: NSString = "kCGImageDestinationLossyCompressionQuality"

public func CGImageDestinationCreateWithData(_ data: NSMutableData, _ type: NSString, _ count: Int, _ options: NSDictionary?) -> CGImageDestination? {
    CGImageDestination(type: type as String, count: count, data: data, url: nil)
}

public func CGImageDestinationCreateWithURL(_ url: NSURL, _ type: NSString, _ count: Int, _ options: NSDictionary?) -> CGImageDestination? {
    CGImageDestination(type: type as String, count: count, data: nil, url: url as URL)
}

public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: NSDictionary?) {
    idst.add(image, properties)
}

public func CGImageDestinationSetProperties(_ idst: CGImageDestination, _ properties: NSDictionary?) {
    idst.setProperties(properties)
}

public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool {
    idst.finalize()
}

/// The types a destination can be made for.
public func CGImageDestinationCopyTypeIdentifiers() -> NSArray {
    CGImageDestination.writableTypes.map { NSString(string: $0) } as NSArray
}
