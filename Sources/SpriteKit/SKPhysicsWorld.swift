import Foundation
import UIKit

/// What a scene's physics tells its contact delegate: two bodies began (or ended) touching.
public protocol SKPhysicsContactDelegate: NSObjectProtocol {
    func didBegin(_ contact: SKPhysicsContact)
    func didEnd(_ contact: SKPhysicsContact)
}

public extension SKPhysicsContactDelegate {
    func didBegin(_ contact: SKPhysicsContact) {}
    func didEnd(_ contact: SKPhysicsContact) {}
}

/// Two bodies touching.
open class SKPhysicsContact: NSObject {
    open internal(set) var bodyA: SKPhysicsBody
    open internal(set) var bodyB: SKPhysicsBody
    open internal(set) var contactPoint: CGPoint
    open internal(set) var contactNormal: CGVector = .zero
    open internal(set) var collisionImpulse: CGFloat = 0

    init(bodyA: SKPhysicsBody, bodyB: SKPhysicsBody, contactPoint: CGPoint) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        self.contactPoint = contactPoint
        super.init()
    }
}

/// A scene's physics: each frame, dynamic bodies fall by `gravity` (metres a second squared,
/// 150 points to the metre), move by their velocity (damped by `linearDamping`) and turn by
/// their angular velocity; then every pair whose masks ask for it (one's `categoryBitMask`
/// meets the other's `contactTestBitMask`, one of them dynamic) is tested: bounding circles and
/// rectangles (rotation ignored). A pair that starts touching gets `didBegin(_:)`, one that
/// stops `didEnd(_:)`, in the order of the scene's tree. **Choice:** deterministic and simple,
/// not Box2D: bodies that would collide pass through each other (said at first use).
open class SKPhysicsWorld: NSObject, NSSecureCoding {
    open var gravity = CGVector(dx: 0, dy: -9.8)
    open var speed: CGFloat = 1
    open weak var contactDelegate: SKPhysicsContactDelegate?
    /// Pairs touching after the last frame, by their bodies' identities.
    private var touching: Set<Pair> = []

    private struct Pair: Hashable {
        let a: ObjectIdentifier, b: ObjectIdentifier
    }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    public static var supportsSecureCoding: Bool { true }

    open func add(_ joint: SKPhysicsJoint) {}
    open func remove(_ joint: SKPhysicsJoint) {}
    open func removeAllJoints() {}

    open func body(at point: CGPoint) -> SKPhysicsBody? { nil }
    open func body(in rect: CGRect) -> SKPhysicsBody? { nil }

    static let pointsPerMetre: CGFloat = 150

    /// One frame of `seconds` (of the scene's time; the world's `speed` applies on top).
    func simulate(_ scene: SKScene, seconds: TimeInterval) {
        let dt = CGFloat(seconds) * speed
        let bodies = scene.subtree.compactMap { node in node.physicsBody.map { (node, $0) } }
        guard !bodies.isEmpty else { return }
        if dt > 0 {
            for (node, body) in bodies where body.isDynamic && !body.pinned {
                if body.affectedByGravity {
                    body.velocity.dx += gravity.dx * Self.pointsPerMetre * dt
                    body.velocity.dy += gravity.dy * Self.pointsPerMetre * dt
                }
                let damping = max(0, 1 - body.linearDamping * dt)
                body.velocity = CGVector(dx: body.velocity.dx * damping, dy: body.velocity.dy * damping)
                node.position = CGPoint(x: node.position.x + body.velocity.dx * dt, y: node.position.y + body.velocity.dy * dt)
                if body.allowsRotation {
                    body.angularVelocity *= max(0, 1 - body.angularDamping * dt)
                    node.zRotation += body.angularVelocity * dt
                }
            }
        }
        findContacts(bodies.map(\.1))
    }

    private func findContacts(_ bodies: [SKPhysicsBody]) {
        var now: Set<Pair> = []
        var began: [SKPhysicsContact] = []
        let shapes = bodies.map { SceneShape($0) }
        for i in 0..<bodies.count {
            for j in (i + 1)..<bodies.count {
                let a = bodies[i], b = bodies[j]
                guard a.isDynamic || b.isDynamic, let sa = shapes[i], let sb = shapes[j] else { continue }
                let tests = a.categoryBitMask & b.contactTestBitMask != 0 || b.categoryBitMask & a.contactTestBitMask != 0
                // A dynamic body collides with what its collision mask names (a static one is not moved).
                let collides = (a.isDynamic && a.collisionBitMask & b.categoryBitMask != 0)
                    || (b.isDynamic && b.collisionBitMask & a.categoryBitMask != 0)
                guard tests || collides, let point = sa.touchPoint(with: sb) else { continue }
                if collides {
                    NotSimulated.say("SKPhysicsBody.collisionBitMask", "LifecycleLab does not simulate collisions yet: bodies that would collide pass through each other (contacts are reported)")
                }
                guard tests else { continue }
                let pair = Pair(a: ObjectIdentifier(a), b: ObjectIdentifier(b))
                now.insert(pair)
                if !touching.contains(pair) { began.append(SKPhysicsContact(bodyA: a, bodyB: b, contactPoint: point)) }
            }
        }
        let ended = touching.subtracting(now)
        touching = now
        guard let delegate = contactDelegate else { return }
        for contact in began { delegate.didBegin(contact) }
        if !ended.isEmpty {
            let byID = Dictionary(bodies.map { (ObjectIdentifier($0), $0) }, uniquingKeysWith: { a, _ in a })
            for pair in ended {
                guard let a = byID[pair.a], let b = byID[pair.b] else { continue }
                delegate.didEnd(SKPhysicsContact(bodyA: a, bodyB: b, contactPoint: .zero))
            }
        }
    }

    /// The bodies `body` touched at the end of the last frame.
    func bodiesTouching(_ body: SKPhysicsBody) -> [SKPhysicsBody] {
        guard let scene = body.node?.scene else { return [] }
        let id = ObjectIdentifier(body)
        let others = touching.compactMap { $0.a == id ? $0.b : $0.b == id ? $0.a : nil }
        return scene.subtree.compactMap(\.physicsBody).filter { others.contains(ObjectIdentifier($0)) }
    }
}

/// A body's shape in the scene's coordinates.
private enum SceneShape {
    case circle(CGPoint, CGFloat)
    case box(CGRect)
    case edge(CGRect)

    init?(_ body: SKPhysicsBody) {
        guard let node = body.node, node.scene != nil else { return nil }
        self.init(body.shape, node: node)
    }

    private init?(_ shape: SKPhysicsBody.Shape, node: SKNode) {
        let scale = max(abs(node.xScale), abs(node.yScale))
        func box(_ rect: CGRect) -> CGRect {
            let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY)].map(node.pointInRoot)
            return CGRect(x: min(corners[0].x, corners[1].x), y: min(corners[0].y, corners[1].y),
                          width: abs(corners[1].x - corners[0].x), height: abs(corners[1].y - corners[0].y))
        }
        switch shape {
        case let .circle(center, radius): self = .circle(node.pointInRoot(center), radius * scale)
        case let .rectangle(rect): self = .box(box(rect))
        case let .edgeLoop(rect): self = .edge(box(rect))
        case let .compound(bodies):
            guard let first = bodies.first else { return nil }
            self.init(first.shape, node: node)
        }
    }

    /// Where two shapes touch, or nil when they do not.
    func touchPoint(with other: SceneShape) -> CGPoint? {
        switch (self, other) {
        case let (.circle(a, ra), .circle(b, rb)):
            let distance = hypot(b.x - a.x, b.y - a.y)
            guard distance <= ra + rb else { return nil }
            let t = distance > 0 ? ra / distance : 0
            return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        case let (.circle(c, r), .box(rect)), let (.box(rect), .circle(c, r)):
            let nearest = CGPoint(x: min(max(c.x, rect.minX), rect.maxX), y: min(max(c.y, rect.minY), rect.maxY))
            return hypot(nearest.x - c.x, nearest.y - c.y) <= r ? nearest : nil
        case let (.box(a), .box(b)):
            let overlap = a.intersection(b)
            return overlap.isNull ? nil : CGPoint(x: overlap.midX, y: overlap.midY)
        case let (.edge(edge), .circle(c, r)), let (.circle(c, r), .edge(edge)):
            return Self.crossesEdge(edge, CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case let (.edge(edge), .box(rect)), let (.box(rect), .edge(edge)):
            return Self.crossesEdge(edge, rect)
        case (.edge, .edge): return nil
        }
    }

    /// A shape touches an edge loop where it is not wholly inside nor wholly outside it.
    private static func crossesEdge(_ edge: CGRect, _ rect: CGRect) -> CGPoint? {
        guard rect.intersects(edge), !edge.insetBy(dx: 0.001, dy: 0.001).contains(rect) else { return nil }
        let x = rect.minX <= edge.minX ? edge.minX : rect.maxX >= edge.maxX ? edge.maxX : rect.midX
        let y = rect.minY <= edge.minY ? edge.minY : rect.maxY >= edge.maxY ? edge.maxY : rect.midY
        return CGPoint(x: x, y: y)
    }
}
