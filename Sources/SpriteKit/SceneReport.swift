import Foundation
import LabWire

/// An `SKView`'s scene as the device keeps it (`HostCalls.setSpriteScene`): the scene's class,
/// size and whether the view is paused, then each node, depth first in tree order — depth, class,
/// name, a label's text, a sprite's image, its position in the scene, and whether it is hidden (by itself, an
/// ancestor, or an alpha of 0).
enum SceneReport {
    /// At most this many nodes are reported (a game may hold thousands of particles' worth).
    static let nodeLimit = 500

    static func scene(_ scene: SKScene?, paused: Bool) -> SpriteScene? {
        guard let scene else { return nil }
        var nodes: [SpriteScene.Node] = []
        var count = 0
        func visit(_ node: SKNode, depth: Int, hidden: Bool) {
            for child in node.children {
                guard count < nodeLimit else { return }
                count += 1
                let isHidden = hidden || child.isHidden || child.alpha <= 0
                let place = node.pointInRoot(child.position)
                nodes.append(SpriteScene.Node(depth: depth, className: String(describing: type(of: child)), name: child.name,
                                              text: (child as? SKLabelNode)?.text, image: (child as? SKSpriteNode)?.texture?.imageName,
                                              x: rounded(place.x), y: rounded(place.y), isHidden: isHidden))
                visit(child, depth: depth + 1, hidden: isHidden)
            }
        }
        visit(scene, depth: 1, hidden: false)
        return SpriteScene(className: String(describing: type(of: scene)), width: Double(scene.size.width),
                           height: Double(scene.size.height), isPaused: paused, nodes: nodes)
    }

    /// A tenth of a point is as close as a transcript needs (and keeps it stable).
    private static func rounded(_ value: CGFloat) -> Double { (Double(value) * 10).rounded() / 10 }
}
