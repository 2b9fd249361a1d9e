import LabCore
import LabWire

/// `host setSpriteScene VIEW SCENE-CLASS WIDTH HEIGHT PAUSED (DEPTH CLASS NAME TEXT IMAGE X Y HIDDEN)…`:
/// an `SKView`'s scene and its nodes, eight values a node (SpriteKit's `SceneReport`).
enum SpriteSceneWire {
    static let valuesPerNode = 8

    /// The scene the values describe; nil when the view shows none (its class is nil).
    static func scene(from values: [WireValue]) -> SpriteScene? {
        guard values.count >= 4, let className = values[0].string else { return nil }
        var nodes: [SpriteScene.Node] = []
        var index = 4
        while index + valuesPerNode <= values.count {
            let node = values[index..<index + valuesPerNode].map { $0 }
            nodes.append(SpriteScene.Node(depth: node[0].int ?? 1, className: node[1].string ?? "SKNode", name: node[2].string,
                                          text: node[3].string, image: node[4].string, x: node[5].double ?? 0, y: node[6].double ?? 0,
                                          isHidden: node[7].bool ?? false))
            index += valuesPerNode
        }
        return SpriteScene(className: className, width: values[1].double ?? 0, height: values[2].double ?? 0,
                           isPaused: values[3].bool ?? false, nodes: nodes)
    }
}
