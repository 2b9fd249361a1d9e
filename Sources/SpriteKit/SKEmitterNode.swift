import Foundation
import UIKit

/// A particle emitter. **Not simulated:** the node is kept (loaded from its `.sks` file by name,
/// placed, moved, removed) but emits and draws no particles; its first use says so.
open class SKEmitterNode: SKNode {
    open var particleTexture: SKTexture?
    open var particleBirthRate: CGFloat = 0
    open var numParticlesToEmit = 0
    open var particleLifetime: CGFloat = 0
    open var particleLifetimeRange: CGFloat = 0
    open var particlePositionRange: CGVector = .zero
    open var particleSpeed: CGFloat = 0
    open var particleSpeedRange: CGFloat = 0
    open var emissionAngle: CGFloat = 0
    open var emissionAngleRange: CGFloat = 0
    open var particleAlpha: CGFloat = 1
    open var particleScale: CGFloat = 1
    open var particleColor: UIColor = .white
    open var particleColorBlendFactor: CGFloat = 0
    open var particleBlendMode: SKBlendMode = .alpha
    open var particleZPosition: CGFloat = 0
    open var particleRenderOrder: SKParticleRenderOrder = .oldestLast
    open var particleSize: CGSize = .zero
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open weak var targetNode: SKNode?

    public override init() {
        super.init()
        NotSimulated.say("SKEmitterNode", "LifecycleLab does not simulate particles yet: the emitter node is kept in the scene, and emits and draws nothing")
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    open func advanceSimulationTime(_ sec: TimeInterval) {}
    open func resetSimulation() {}
}

/// A node that shows its children through a mask (its children are listed as they are: the
/// lab draws no mask).
open class SKCropNode: SKNode {
    open var maskNode: SKNode? {
        didSet { if maskNode != nil { NotSimulated.say("SKCropNode.maskNode", "LifecycleLab draws no masks: the crop node's children are kept and listed whole") } }
    }
}

/// The scene's point of view. **Choice:** the lab shows scenes in their own coordinates
/// whatever the camera does.
open class SKCameraNode: SKNode {
    open func contains(_ node: SKNode) -> Bool { true }
    open func containedNodeSet() -> Set<SKNode> { Set(scene?.subtree.dropFirst() ?? []) }
}

/// Positional audio. **Not simulated:** the simulated device plays no sound; the first use says so.
open class SKAudioNode: SKNode {
    open var autoplayLooped = true
    open var isPositional = true

    public init(fileNamed name: String) {
        super.init()
        NotSimulated.say("SKAudioNode", "the simulated device plays no sound: the node is kept and plays nothing")
    }

    public init(url: URL) {
        super.init()
        NotSimulated.say("SKAudioNode", "the simulated device plays no sound: the node is kept and plays nothing")
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}

/// A node whose contents come from another `.sks` file.
open class SKReferenceNode: SKNode {
    public init(fileNamed name: String?) {
        super.init()
        if let name, let loaded = SceneArchive.load(named: name, as: SKNode.self) {
            for child in loaded.children {
                child.removeFromParent()
                addChild(child)
            }
        }
    }

    public convenience init(url: URL?) {
        self.init(fileNamed: url?.deletingPathExtension().lastPathComponent)
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}
