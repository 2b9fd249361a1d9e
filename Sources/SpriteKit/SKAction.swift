import Foundation
import UIKit

/// Something a node does over time: move, turn, scale, fade, wait, run code, or several of
/// these in sequence or together. Actions take virtual time: the scene's frames move them on
/// (`ActionRunner`), so nothing moves while the view is paused, the app is in the background,
/// or it is suspended.
open class SKAction: NSObject, NSSecureCoding {
    /// What the action does.
    indirect enum Kind {
        case moveBy(CGVector)
        case moveTo(x: CGFloat?, y: CGFloat?)
        case rotateBy(CGFloat)
        case rotateTo(CGFloat)
        case scaleBy(x: CGFloat, y: CGFloat)
        case scaleTo(x: CGFloat?, y: CGFloat?)
        case fadeBy(CGFloat)
        case fadeTo(CGFloat)
        case resizeBy(width: CGFloat, height: CGFloat)
        case resizeTo(width: CGFloat?, height: CGFloat?)
        case wait(range: TimeInterval)
        case sequence([SKAction])
        case group([SKAction])
        case repeating(SKAction, count: Int)
        case forever(SKAction)
        case block(() -> Void)
        case removeFromParent
        case hide(Bool)
        case setTexture(SKTexture, resize: Bool)
        case animate([SKTexture], timePerFrame: TimeInterval, resize: Bool, restore: Bool)
        case custom((SKNode, CGFloat) -> Void)
        case follow([CGPoint], asOffset: Bool, orientToPath: Bool)
        case speedBy(CGFloat)
        case speedTo(CGFloat)
        case colorize(UIColor?, blendFactor: CGFloat)
        case runOnChild(SKAction, name: String)
        case sound(String)
        case physicsChange(String, (SKPhysicsBody) -> Void)
    }

    let kind: Kind
    open var duration: TimeInterval
    open var timingMode: SKActionTimingMode = .linear
    open var timingFunction: SKActionTimingFunction = { $0 }
    open var speed: CGFloat = 1

    init(_ kind: Kind, duration: TimeInterval) {
        self.kind = kind
        self.duration = max(0, duration)
        super.init()
    }

    public override convenience init() {
        self.init(.wait(range: 0), duration: 0)
    }

    public required init?(coder: NSCoder) {
        kind = .wait(range: 0)
        duration = 0
        super.init()
    }

    open func encode(with coder: NSCoder) {}
    public static var supportsSecureCoding: Bool { true }

    open func copy(with zone: NSZone? = nil) -> Any { copied(kind) }

    private func copied(_ kind: Kind) -> SKAction {
        let copy = SKAction(kind, duration: duration)
        copy.timingMode = timingMode
        copy.timingFunction = timingFunction
        copy.speed = speed
        return copy
    }

    /// The action that undoes this one (as SpriteKit reverses it: a "to" action cannot be, and
    /// reverses to itself).
    open func reversed() -> SKAction {
        let reverse: Kind = switch kind {
        case let .moveBy(v): .moveBy(CGVector(dx: -v.dx, dy: -v.dy))
        case let .rotateBy(a): .rotateBy(-a)
        case let .scaleBy(x, y): .scaleBy(x: x == 0 ? 0 : 1 / x, y: y == 0 ? 0 : 1 / y)
        case let .fadeBy(a): .fadeBy(-a)
        case let .resizeBy(w, h): .resizeBy(width: -w, height: -h)
        case let .sequence(actions): .sequence(actions.reversed().map { $0.reversed() })
        case let .group(actions): .group(actions.map { $0.reversed() })
        case let .repeating(action, count): .repeating(action.reversed(), count: count)
        case let .forever(action): .forever(action.reversed())
        case let .hide(hidden): .hide(!hidden)
        case let .follow(points, offset, orient): .follow(points.reversed(), asOffset: offset, orientToPath: orient)
        default: kind
        }
        return copied(reverse)
    }

    // MARK: Moving

    open class func move(by delta: CGVector, duration: TimeInterval) -> SKAction { SKAction(.moveBy(delta), duration: duration) }
    open class func moveBy(x: CGFloat, y: CGFloat, duration: TimeInterval) -> SKAction { move(by: CGVector(dx: x, dy: y), duration: duration) }
    open class func move(to location: CGPoint, duration: TimeInterval) -> SKAction { SKAction(.moveTo(x: location.x, y: location.y), duration: duration) }
    open class func moveTo(x: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.moveTo(x: x, y: nil), duration: duration) }
    open class func moveTo(y: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.moveTo(x: nil, y: y), duration: duration) }

    open class func follow(_ path: CGPath, duration: TimeInterval) -> SKAction {
        follow(path, asOffset: true, orientToPath: true, duration: duration)
    }

    open class func follow(_ path: CGPath, asOffset offset: Bool, orientToPath orient: Bool, duration: TimeInterval) -> SKAction {
        SKAction(.follow(pathPoints(path), asOffset: offset, orientToPath: orient), duration: duration)
    }

    open class func follow(_ path: CGPath, speed: CGFloat) -> SKAction {
        follow(path, asOffset: true, orientToPath: true, speed: speed)
    }

    /// At `speed` points a second along the path's straight segments.
    open class func follow(_ path: CGPath, asOffset offset: Bool, orientToPath orient: Bool, speed: CGFloat) -> SKAction {
        let points = pathPoints(path)
        let length = zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        return SKAction(.follow(points, asOffset: offset, orientToPath: orient), duration: speed > 0 ? Double(length / speed) : 0)
    }

    /// The path's points, curves and arcs as the straight line to their end (**choice**).
    private static func pathPoints(_ path: CGPath) -> [CGPoint] {
        var points: [CGPoint] = []
        for element in path.elements {
            switch element {
            case let .move(to: p), let .line(to: p), let .quadCurve(to: p, _), let .curve(to: p, _, _): points.append(p)
            case let .arc(center, radius, _, end, _): points.append(CGPoint(x: center.x + radius * cos(end), y: center.y + radius * sin(end)))
            case .closeSubpath: if let first = points.first { points.append(first) }
            }
        }
        return points.isEmpty ? [.zero] : points
    }

    // MARK: Turning, scaling, fading, resizing

    open class func rotate(byAngle radians: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.rotateBy(radians), duration: duration) }
    open class func rotate(toAngle radians: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.rotateTo(radians), duration: duration) }
    open class func rotate(toAngle radians: CGFloat, duration: TimeInterval, shortestUnitArc: Bool) -> SKAction {
        SKAction(.rotateTo(radians), duration: duration)
    }
    open class func scale(by scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.scaleBy(x: scale, y: scale), duration: duration) }
    open class func scaleX(by xScale: CGFloat, y yScale: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.scaleBy(x: xScale, y: yScale), duration: duration)
    }
    open class func scale(to scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.scaleTo(x: scale, y: scale), duration: duration) }
    open class func scaleX(to xScale: CGFloat, y yScale: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.scaleTo(x: xScale, y: yScale), duration: duration)
    }
    open class func scaleX(to scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.scaleTo(x: scale, y: nil), duration: duration) }
    open class func scaleY(to scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.scaleTo(x: nil, y: scale), duration: duration) }
    open class func fadeIn(withDuration duration: TimeInterval) -> SKAction { SKAction(.fadeTo(1), duration: duration) }
    open class func fadeOut(withDuration duration: TimeInterval) -> SKAction { SKAction(.fadeTo(0), duration: duration) }
    open class func fadeAlpha(by factor: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.fadeBy(factor), duration: duration) }
    open class func fadeAlpha(to alpha: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.fadeTo(alpha), duration: duration) }
    open class func resize(byWidth width: CGFloat, height: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.resizeBy(width: width, height: height), duration: duration)
    }
    open class func resize(toWidth width: CGFloat, height: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.resizeTo(width: width, height: height), duration: duration)
    }
    open class func resize(toWidth width: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.resizeTo(width: width, height: nil), duration: duration) }
    open class func resize(toHeight height: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.resizeTo(width: nil, height: height), duration: duration) }
    open class func hide() -> SKAction { SKAction(.hide(true), duration: 0) }
    open class func unhide() -> SKAction { SKAction(.hide(false), duration: 0) }
    open class func colorize(with color: UIColor, colorBlendFactor: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.colorize(color, blendFactor: colorBlendFactor), duration: duration)
    }
    open class func colorize(withColorBlendFactor colorBlendFactor: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.colorize(nil, blendFactor: colorBlendFactor), duration: duration)
    }

    // MARK: Textures

    open class func setTexture(_ texture: SKTexture) -> SKAction { SKAction(.setTexture(texture, resize: false), duration: 0) }
    open class func setTexture(_ texture: SKTexture, resize: Bool) -> SKAction { SKAction(.setTexture(texture, resize: resize), duration: 0) }
    open class func animate(with textures: [SKTexture], timePerFrame sec: TimeInterval) -> SKAction {
        animate(with: textures, timePerFrame: sec, resize: false, restore: false)
    }
    open class func animate(with textures: [SKTexture], timePerFrame sec: TimeInterval, resize: Bool, restore: Bool) -> SKAction {
        SKAction(.animate(textures, timePerFrame: sec, resize: resize, restore: restore), duration: sec * Double(textures.count))
    }

    // MARK: Time and structure

    open class func wait(forDuration duration: TimeInterval) -> SKAction { SKAction(.wait(range: 0), duration: duration) }
    /// **Choice:** the device reads no randomness: the wait is its middle, `duration`.
    open class func wait(forDuration duration: TimeInterval, withRange durationRange: TimeInterval) -> SKAction {
        SKAction(.wait(range: durationRange), duration: duration)
    }
    open class func sequence(_ actions: [SKAction]) -> SKAction {
        SKAction(.sequence(actions), duration: actions.reduce(0) { $0 + $1.duration })
    }
    open class func group(_ actions: [SKAction]) -> SKAction {
        SKAction(.group(actions), duration: actions.map(\.duration).max() ?? 0)
    }
    open class func `repeat`(_ action: SKAction, count: Int) -> SKAction {
        SKAction(.repeating(action, count: max(0, count)), duration: action.duration * Double(max(0, count)))
    }
    open class func repeatForever(_ action: SKAction) -> SKAction { SKAction(.forever(action), duration: .infinity) }
    open class func speed(by speed: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.speedBy(speed), duration: duration) }
    open class func speed(to speed: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.speedTo(speed), duration: duration) }

    // MARK: Code and the tree

    open class func run(_ block: @escaping () -> Void) -> SKAction { SKAction(.block(block), duration: 0) }
    open class func run(_ block: @escaping () -> Void, queue: DispatchQueue) -> SKAction { SKAction(.block(block), duration: 0) }
    open class func run(_ action: SKAction, onChildWithName name: String) -> SKAction {
        SKAction(.runOnChild(action, name: name), duration: action.duration)
    }
    open class func perform(_ selector: Selector, onTarget target: Any) -> SKAction {
        NotSimulated.say("SKAction.perform(_:onTarget:)", "LifecycleLab has no Objective-C runtime to send a selector: use SKAction.run { … }; this action does nothing")
        return SKAction(.wait(range: 0), duration: 0)
    }
    open class func removeFromParent() -> SKAction { SKAction(.removeFromParent, duration: 0) }
    open class func customAction(withDuration duration: TimeInterval, actionBlock block: @escaping (SKNode, CGFloat) -> Void) -> SKAction {
        SKAction(.custom(block), duration: duration)
    }

    // MARK: Sound

    /// **Not simulated:** the simulated device plays no sound; the action takes no time (or,
    /// waiting for completion, none either: the lab knows no sound's length).
    open class func playSoundFileNamed(_ soundFile: String, waitForCompletion wait: Bool) -> SKAction {
        SKAction(.sound(soundFile), duration: 0)
    }
    open class func play() -> SKAction { SKAction(.sound(""), duration: 0) }
    open class func pause() -> SKAction { SKAction(.sound(""), duration: 0) }
    open class func stop() -> SKAction { SKAction(.sound(""), duration: 0) }
    open class func changeVolume(to volume: Float, duration: TimeInterval) -> SKAction { SKAction(.sound(""), duration: duration) }

    // MARK: Physics

    open class func applyImpulse(_ impulse: CGVector, duration: TimeInterval) -> SKAction {
        SKAction(.physicsChange("impulse", { $0.applyImpulse(impulse) }), duration: duration)
    }
    open class func applyForce(_ force: CGVector, duration: TimeInterval) -> SKAction {
        SKAction(.physicsChange("force", { $0.applyForce(force) }), duration: duration)
    }
}
