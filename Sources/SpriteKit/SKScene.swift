import Foundation
import UIKit

/// Methods that let an object take part in a scene's frame instead of the scene itself.
public protocol SKSceneDelegate: NSObjectProtocol {
    func update(_ currentTime: TimeInterval, for scene: SKScene)
    func didEvaluateActions(for scene: SKScene)
    func didSimulatePhysics(for scene: SKScene)
    func didApplyConstraints(for scene: SKScene)
    func didFinishUpdate(for scene: SKScene)
}

public extension SKSceneDelegate {
    func update(_ currentTime: TimeInterval, for scene: SKScene) {}
    func didEvaluateActions(for scene: SKScene) {}
    func didSimulatePhysics(for scene: SKScene) {}
    func didApplyConstraints(for scene: SKScene) {}
    func didFinishUpdate(for scene: SKScene) {}
}

/// The root of a tree of nodes, shown by an `SKView`. Each frame (60 a second of virtual time,
/// while the view is not paused): `update(_:)`, the actions, `didEvaluateActions()`, the
/// physics (with contacts), `didSimulatePhysics()`, `didApplyConstraints()`, `didFinishUpdate()`
/// — Apple's "Responding to Frame-Cycle Events" order.
open class SKScene: SKEffectNode {
    open var size: CGSize {
        didSet { if size != oldValue { didChangeSize(oldValue) } }
    }
    open var scaleMode: SKSceneScaleMode = .fill
    open var anchorPoint: CGPoint = .zero
    open var backgroundColor: UIColor = UIColor(red: 0.15, green: 0.15, blue: 0.15, alpha: 1)
    open var physicsWorld = SKPhysicsWorld()
    open weak var delegate: SKSceneDelegate?
    open var camera: SKCameraNode? {
        didSet { if camera != nil { NotSimulated.say("SKScene.camera", "LifecycleLab shows a scene in its own coordinates whatever its camera does (views and tap use the scene's)") } }
    }
    open var listener: SKNode?
    open internal(set) weak var view: SKView?

    public init(size: CGSize) {
        self.size = size
        super.init()
        isUserInteractionEnabled = true
    }

    public override convenience init() {
        self.init(size: CGSize(width: 1, height: 1))
    }

    public required init?(coder aDecoder: NSCoder) {
        size = CGSize(width: 1, height: 1)
        super.init(coder: aDecoder)
        isUserInteractionEnabled = true
    }

    /// The scene's rectangle in its own coordinates (its anchor point at the origin).
    open override var frame: CGRect {
        CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
    }

    override var contentRect: CGRect? { frame }

    open override var next: UIResponder? { view }

    // The frame cycle: overridden by games.
    open func sceneDidLoad() {}
    open func didMove(to view: SKView) {}
    open func willMove(from view: SKView) {}
    open func didChangeSize(_ oldSize: CGSize) {}
    open func update(_ currentTime: TimeInterval) {}
    open func didEvaluateActions() {}
    open func didSimulatePhysics() {}
    open func didApplyConstraints() {}
    open func didFinishUpdate() {}

    /// A point of the view, in the scene's coordinates.
    open func convertPoint(fromView point: CGPoint) -> CGPoint {
        guard let view else { return point }
        let scale = viewScale(in: view.bounds.size)
        return CGPoint(x: (point.x - scale.offset.x) / scale.factor.width + frame.minX,
                       y: (view.bounds.height - point.y - scale.offset.y) / scale.factor.height + frame.minY)
    }

    /// A point of the scene, in the view's coordinates.
    open func convertPoint(toView point: CGPoint) -> CGPoint {
        guard let view else { return point }
        let scale = viewScale(in: view.bounds.size)
        return CGPoint(x: (point.x - frame.minX) * scale.factor.width + scale.offset.x,
                       y: view.bounds.height - ((point.y - frame.minY) * scale.factor.height + scale.offset.y))
    }

    /// How the scene's size maps onto a view of `bounds` under its scale mode.
    func viewScale(in bounds: CGSize) -> (factor: CGSize, offset: CGPoint) {
        guard size.width > 0, size.height > 0, bounds.width > 0, bounds.height > 0 else { return (CGSize(width: 1, height: 1), .zero) }
        let sx = bounds.width / size.width, sy = bounds.height / size.height
        switch scaleMode {
        case .fill: return (CGSize(width: sx, height: sy), .zero)
        case .resizeFill: return (CGSize(width: 1, height: 1), .zero)
        case .aspectFill, .aspectFit:
            let factor = scaleMode == .aspectFill ? max(sx, sy) : min(sx, sy)
            return (CGSize(width: factor, height: factor),
                    CGPoint(x: (bounds.width - size.width * factor) / 2, y: (bounds.height - size.height * factor) / 2))
        }
    }

    /// One frame, `elapsed` seconds after the last (0 for the first after the scene was
    /// presented or the view resumed).
    func runFrame(at currentTime: TimeInterval, elapsed: TimeInterval) {
        if let delegate { delegate.update(currentTime, for: self) } else { update(currentTime) }
        evaluateActions(elapsed)
        if let delegate { delegate.didEvaluateActions(for: self) } else { didEvaluateActions() }
        physicsWorld.simulate(self, seconds: elapsed)
        if let delegate { delegate.didSimulatePhysics(for: self) } else { didSimulatePhysics() }
        if let delegate { delegate.didApplyConstraints(for: self) } else { didApplyConstraints() }
        if let delegate { delegate.didFinishUpdate(for: self) } else { didFinishUpdate() }
    }
}

/// A node that renders its children through a Core Image filter: the filter is not simulated.
open class SKEffectNode: SKNode {
    open var filter: CIFilter? {
        didSet { if filter != nil { NotSimulated.say("SKEffectNode.filter", "LifecycleLab does not simulate SpriteKit's Core Image effects yet: the children draw as they are") } }
    }
    open var shouldEnableEffects = false
    open var shouldRasterize = false
    open var shouldCenterFilter = true
    open var blendMode: SKBlendMode = .alpha
}
