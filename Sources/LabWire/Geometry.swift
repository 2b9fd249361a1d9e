/// What one display of a view drew: counts of paths, images, gradients and strings, and the
/// size in pixels of the image it made.
public struct Drawing: Sendable, Equatable, WireCodable {
    public var paths: Int, images: Int, gradients: Int, strings: Int
    public var pixelWidth: Int, pixelHeight: Int

    public init(paths: Int, images: Int, gradients: Int, strings: Int, pixelWidth: Int, pixelHeight: Int) {
        (self.paths, self.images, self.gradients, self.strings) = (paths, images, gradients, strings)
        (self.pixelWidth, self.pixelHeight) = (pixelWidth, pixelHeight)
    }

    public func encode(into values: inout [WireValue]) {
        for count in [paths, images, gradients, strings, pixelWidth, pixelHeight] { values.append(.int(count)) }
    }

    public init(wire: WireReader) {
        self.init(paths: Int(wire: wire), images: Int(wire: wire), gradients: Int(wire: wire), strings: Int(wire: wire),
                  pixelWidth: Int(wire: wire), pixelHeight: Int(wire: wire))
    }
}

/// A rectangle in points.
public struct Rect: Sendable, Equatable, CustomStringConvertible, WireCodable {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Four numbers: x, y, width, height.
    public func encode(into values: inout [WireValue]) {
        for number in [x, y, width, height] { values.append(.double(number)) }
    }

    public init(wire: WireReader) {
        self.init(x: Double(wire: wire), y: Double(wire: wire), width: Double(wire: wire), height: Double(wire: wire))
    }

    public var description: String {
        "(\(Rect.format(x)), \(Rect.format(y)), \(Rect.format(width)), \(Rect.format(height)))"
    }

    public static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
