import Foundation
import UIKit

/// A node's body in the scene's physics: its shape, its masks, its velocity. The lab moves
/// dynamic bodies by gravity, velocity and impulses and reports contacts (`SKPhysicsWorld`);
/// shapes are circles and rectangles (a texture's or a polygon's body is its bounding
/// rectangle), and bodies that would collide pass through each other (**choice**, said at
/// first use: the lab resolves no collisions).
open class SKPhysicsBody: NSObject, NSSecureCoding {
    /// The body's shape in its node's coordinates.
    enum Shape {
        case circle(center: CGPoint, radius: CGFloat)
        case rectangle(CGRect)
        /// An edge loop: the boundary of the rectangle (bodies inside it touch it only at its edge).
        case edgeLoop(CGRect)
        case compound([SKPhysicsBody])
    }

    let shape: Shape
    open internal(set) weak var node: SKNode?
    open var isDynamic = true
    open var usesPreciseCollisionDetection = false
    open var allowsRotation = true
    open var pinned = false
    open var isResting = false
    open var friction: CGFloat = 0.2
    open var charge: CGFloat = 0
    open var restitution: CGFloat = 0.2
    open var linearDamping: CGFloat = 0.1
    open var angularDamping: CGFloat = 0.1
    open var density: CGFloat = 1 {
        didSet { explicitMass = nil }
    }
    /// Set directly, else density × area (in square metres of 150 points).
    private var explicitMass: CGFloat?
    open var mass: CGFloat {
        get { explicitMass ?? density * area }
        set { explicitMass = newValue }
    }
    open var affectedByGravity = true
    open var fieldBitMask: UInt32 = 0xFFFF_FFFF
    open var categoryBitMask: UInt32 = 0xFFFF_FFFF
    open var collisionBitMask: UInt32 = 0xFFFF_FFFF
    open var contactTestBitMask: UInt32 = 0
    open var velocity: CGVector = .zero
    open var angularVelocity: CGFloat = 0
    open private(set) var joints: [SKPhysicsJoint] = []

    init(shape: Shape) {
        self.shape = shape
        super.init()
        if case .edgeLoop = shape { isDynamic = false }
    }

    public required init?(coder: NSCoder) {
        shape = .rectangle(.zero)
        super.init()
    }

    open func encode(with coder: NSCoder) {}
    public static var supportsSecureCoding: Bool { true }

    public convenience init(circleOfRadius r: CGFloat) { self.init(shape: .circle(center: .zero, radius: r)) }
    public convenience init(circleOfRadius r: CGFloat, center: CGPoint) { self.init(shape: .circle(center: center, radius: r)) }
    public convenience init(rectangleOf s: CGSize) {
        self.init(shape: .rectangle(CGRect(x: -s.width / 2, y: -s.height / 2, width: s.width, height: s.height)))
    }
    public convenience init(rectangleOf s: CGSize, center: CGPoint) {
        self.init(shape: .rectangle(CGRect(x: center.x - s.width / 2, y: center.y - s.height / 2, width: s.width, height: s.height)))
    }
    public convenience init(edgeLoopFrom rect: CGRect) { self.init(shape: .edgeLoop(rect)) }
    public convenience init(edgeLoopFrom path: CGPath) { self.init(shape: .edgeLoop(path.boundingBox)) }
    public convenience init(edgeFrom p1: CGPoint, to p2: CGPoint) {
        self.init(shape: .edgeLoop(CGRect(x: min(p1.x, p2.x), y: min(p1.y, p2.y), width: abs(p2.x - p1.x), height: abs(p2.y - p1.y))))
    }
    public convenience init(edgeChainFrom path: CGPath) { self.init(shape: .edgeLoop(path.boundingBox)) }
    public convenience init(polygonFrom path: CGPath) {
        self.init(shape: .rectangle(path.boundingBox))
        NotSimulated.say("SKPhysicsBody(polygonFrom:)", "LifecycleLab's physics gives a polygon's body its bounding rectangle")
    }
    /// **Choice:** the texture's rectangle of `size`, not the outline of its opaque pixels.
    public convenience init(texture: SKTexture, size: CGSize) {
        self.init(rectangleOf: size)
        NotSimulated.say("SKPhysicsBody(texture:size:)", "LifecycleLab's physics gives a texture's body the rectangle of its size, not the outline of its opaque pixels")
    }
    public convenience init(texture: SKTexture, alphaThreshold: Float, size: CGSize) { self.init(texture: texture, size: size) }
    public convenience init(bodies: [SKPhysicsBody]) { self.init(shape: .compound(bodies)) }

    /// The shape's area in square metres (150 points to the metre, as SpriteKit counts).
    open var area: CGFloat {
        let metre: CGFloat = 150
        switch shape {
        case let .circle(_, radius): return .pi * radius * radius / (metre * metre)
        case let .rectangle(rect): return rect.width * rect.height / (metre * metre)
        case .edgeLoop: return 0
        case let .compound(bodies): return bodies.reduce(0) { $0 + $1.area }
        }
    }

    /// Velocity changes by impulse ÷ mass (points a second; **choice**: the lab's figures are
    /// not Box2D's).
    open func applyImpulse(_ impulse: CGVector) {
        guard isDynamic, mass > 0 else { return }
        velocity = CGVector(dx: velocity.dx + impulse.dx / mass, dy: velocity.dy + impulse.dy / mass)
    }
    open func applyImpulse(_ impulse: CGVector, at point: CGPoint) { applyImpulse(impulse) }
    open func applyAngularImpulse(_ impulse: CGFloat) {
        guard isDynamic, mass > 0 else { return }
        angularVelocity += impulse / mass
    }
    /// A force acts for one frame: impulse = force × 1/60 s.
    open func applyForce(_ force: CGVector) { applyImpulse(CGVector(dx: force.dx / 60, dy: force.dy / 60)) }
    open func applyForce(_ force: CGVector, at point: CGPoint) { applyForce(force) }
    open func applyTorque(_ torque: CGFloat) { applyAngularImpulse(torque / 60) }

    /// The bodies it touches now.
    open func allContactedBodies() -> [SKPhysicsBody] {
        node?.scene?.physicsWorld.bodiesTouching(self) ?? []
    }
}

/// Two bodies joined: declared, not simulated (first use says so).
open class SKPhysicsJoint: NSObject {
    open var bodyA: SKPhysicsBody
    open var bodyB: SKPhysicsBody
    init(bodyA: SKPhysicsBody, bodyB: SKPhysicsBody) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        super.init()
        NotSimulated.say("SKPhysicsJoint", "LifecycleLab does not simulate physics joints yet: the bodies move on their own")
    }
}

open class SKPhysicsJointPin: SKPhysicsJoint {
    open class func joint(withBodyA bodyA: SKPhysicsBody, bodyB: SKPhysicsBody, anchor: CGPoint) -> SKPhysicsJointPin {
        SKPhysicsJointPin(bodyA: bodyA, bodyB: bodyB)
    }
}

open class SKPhysicsJointFixed: SKPhysicsJoint {
    open class func joint(withBodyA bodyA: SKPhysicsBody, bodyB: SKPhysicsBody, anchor: CGPoint) -> SKPhysicsJointFixed {
        SKPhysicsJointFixed(bodyA: bodyA, bodyB: bodyB)
    }
}
