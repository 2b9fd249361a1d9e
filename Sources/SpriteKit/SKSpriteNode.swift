import Foundation
import UIKit

/// A textured or coloured rectangle: `size` at `anchorPoint` (the middle by default).
open class SKSpriteNode: SKNode {
    open var texture: SKTexture?
    open var normalTexture: SKTexture?
    open var size: CGSize = .zero
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var color: UIColor = .white
    open var colorBlendFactor: CGFloat = 0
    open var blendMode: SKBlendMode = .alpha
    open var centerRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var lightingBitMask: UInt32 = 0
    open var shadowCastBitMask: UInt32 = 0
    open var shadowedBitMask: UInt32 = 0
    open var shader: SKShader?

    public init(texture: SKTexture?, color: UIColor, size: CGSize) {
        self.texture = texture
        self.color = color
        self.size = size
        super.init()
    }

    public convenience init(texture: SKTexture?) {
        self.init(texture: texture, color: .white, size: texture?.size() ?? .zero)
    }

    public convenience init(texture: SKTexture?, size: CGSize) {
        self.init(texture: texture, color: .white, size: size)
    }

    public convenience init(texture: SKTexture?, normalMap: SKTexture?) {
        self.init(texture: texture)
        normalTexture = normalMap
    }

    public convenience init(imageNamed name: String) {
        let texture = SKTexture(imageNamed: name)
        self.init(texture: texture, color: .white, size: texture.size())
    }

    public convenience init(imageNamed name: String, normalMapped: Bool) {
        self.init(imageNamed: name)
    }

    public convenience init(color: UIColor, size: CGSize) {
        self.init(texture: nil, color: color, size: size)
    }

    public override convenience init() {
        self.init(texture: nil, color: .clear, size: .zero)
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    open func scale(to size: CGSize) {
        xScale = self.size.width == 0 ? 1 : size.width / self.size.width
        yScale = self.size.height == 0 ? 1 : size.height / self.size.height
    }

    override var contentRect: CGRect? {
        CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
    }
}

/// A custom shader: kept, never run (first use says so).
open class SKShader: NSObject {
    open var source: String?
    public init(source: String) {
        self.source = source
        super.init()
        NotSimulated.say("SKShader", "LifecycleLab does not run SpriteKit shaders: nodes draw without them")
    }
    public convenience init(fileNamed name: String) { self.init(source: name) }
}
