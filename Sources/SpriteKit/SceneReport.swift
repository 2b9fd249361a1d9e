import Foundation
import LabWire

/// An `SKView`'s scene as the device keeps it (`host setSpriteScene`): the scene's class, size
/// and whether the view is paused, then each node, depth first in tree order — depth, class,
/// name, a label's text, a sprite's image, its position in the scene, and whether it is hidden (by itself, an
/// ancestor, or an alpha of 0).
enum SceneReport {
    /// At most this many nodes are reported (a game may hold thousands of particles' worth).
    static let nodeLimit = 500

    static func values(of scene: SKScene?, paused: Bool) -> [WireValue] {
        guard let scene else { return [.null, .double(0), .double(0), .bool(paused)] }
        var values: [WireValue] = [.string(String(describing: type(of: scene))), .double(Double(scene.size.width)),
                                   .double(Double(scene.size.height)), .bool(paused)]
        var count = 0
        func visit(_ node: SKNode, depth: Int, hidden: Bool) {
            for child in node.children {
                guard count < nodeLimit else { return }
                count += 1
                let isHidden = hidden || child.isHidden || child.alpha <= 0
                let place = node.pointInRoot(child.position)
                values += [.int(depth), .string(String(describing: type(of: child))), child.name.map(WireValue.string) ?? .null,
                           (child as? SKLabelNode)?.text.map(WireValue.string) ?? .null,
                           (child as? SKSpriteNode)?.texture?.imageName.map(WireValue.string) ?? .null,
                           .double(rounded(place.x)), .double(rounded(place.y)), .bool(isHidden)]
                visit(child, depth: depth + 1, hidden: isHidden)
            }
        }
        visit(scene, depth: 1, hidden: false)
        return values
    }

    /// A tenth of a point is as close as a transcript needs (and keeps it stable).
    private static func rounded(_ value: CGFloat) -> Double { (Double(value) * 10).rounded() / 10 }
}
