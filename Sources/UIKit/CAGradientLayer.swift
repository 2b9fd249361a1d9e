import Foundation

/// A layer that would draw a gradient: colours, stops and end points are kept, nothing is drawn.
open class CAGradientLayer: CALayer {
    /// The gradient's colours (`CGColor`s).
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint: CGPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint: CGPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial

    public required init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        (colors, locations, startPoint, endPoint, type) = (other.colors, other.locations, other.startPoint, other.endPoint, other.type)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
