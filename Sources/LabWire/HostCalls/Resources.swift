/// What the app's bundle holds and the device reads for it: nibs, images, asset catalog sets,
/// and the values an object made from a storyboard or nib decodes (UINib, UIImage, NSDataAsset,
/// UIColor(named:), NSCoder).
extension HostCalls {
    /// Nib name, File's Owner: the nib's top-level objects, made anew.
    public static let loadNib = HostCall<(String, ObjectRef?), [ObjectRef]>("loadNib")
    /// `UIImage(named:)`: name, the inner bundle's path (nil: the app's).
    public static let imageFile = HostCall<(String, String?), ImageFile?>("imageFile")
    /// `NSDataAsset(name:)`: its bytes, in base64.
    public static let dataAsset = HostCall<String, String?>("dataAsset")
    /// `UIColor(named:)`: red, green, blue and alpha.
    public static let colorAsset = HostCall<String, [Double]?>("colorAsset")
    /// What an object made from a storyboard or nib decodes in `init(coder:)`, under the keys
    /// UIKit's archives use.
    public static let archivedValues = HostCall<ObjectRef?, [ArchivedValue]>("archivedValues")
}

/// An image file of the bundle: its bytes in base64 (none for a set the lab could not read),
/// and the scale they were made for.
public struct ImageFile: Sendable, Equatable, WireCodable {
    public var base64: String, scale: Int

    public init(base64: String, scale: Int) {
        self.base64 = base64
        self.scale = scale
    }

    public func encode(into values: inout [WireValue]) {
        base64.encode(into: &values)
        scale.encode(into: &values)
    }

    public init(wire: WireReader) { self.init(base64: String(wire: wire), scale: Int(wire: wire)) }
}

/// One value an archived object decodes: its key (`UIFrame.x`, `UITag`, …) and the value.
public struct ArchivedValue: Sendable, Equatable, WireCodable {
    public var key: String, value: WireValue

    public init(key: String, value: WireValue) {
        self.key = key
        self.value = value
    }

    public func encode(into values: inout [WireValue]) {
        key.encode(into: &values)
        value.encode(into: &values)
    }

    public init(wire: WireReader) { self.init(key: String(wire: wire), value: WireValue(wire: wire)) }
}
