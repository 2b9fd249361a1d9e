import Foundation

/// Core Graphics' data provider: bytes an image is made from, or its pixels as an image gives
/// them (`cgImage.dataProvider?.data`, which image libraries read to decode an image ahead of
/// drawing it).
public final class CGDataProvider {
    let bytes: Data

    public init?(data: NSData) { bytes = Data(referencing: data) }

    init(bytes: Data) { self.bytes = bytes }

    /// A copy of the bytes (Core Foundation's `CFData`, Foundation's `NSData` here).
    public var data: NSData? { NSData(data: bytes) }
}

extension CGImage {
    /// The image's pixels: 8 bits per component, premultiplied RGBA (or grey), rows top to bottom.
    public var dataProvider: CGDataProvider? { CGDataProvider(bytes: Data(pixels)) }
}

extension CIContextOption {
    /// A context whose work yields to the app's other work (kept; the lab's rendering has no priorities).
    public static let priorityRequestLow = CIContextOption(rawValue: "kCIContextPriorityRequestLow")
}
