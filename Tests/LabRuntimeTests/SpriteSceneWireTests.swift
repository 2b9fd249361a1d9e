import Testing
import LabCore
import LabWire
@testable import LabRuntime

/// `host setSpriteScene`: a scene's values, eight a node, into the device's `SpriteScene`.
@Suite struct SpriteSceneWireTests {
    @Test func aSceneAndItsNodesAreRead() {
        let scene = SpriteSceneWire.scene(from: [
            .string("GameScene"), .double(1024), .double(768), .bool(true),
            .int(1), .string("SKLabelNode"), .string("score"), .string("Score: 3"), .null, .double(980), .double(700), .bool(false),
            .int(2), .string("SKSpriteNode"), .null, .null, .string("ship"), .double(1.5), .double(-2), .bool(true),
        ])
        #expect(scene?.className == "GameScene" && scene?.width == 1024 && scene?.isPaused == true)
        #expect(scene?.nodes.count == 2)
        #expect(scene?.nodes[0] == SpriteScene.Node(depth: 1, className: "SKLabelNode", name: "score", text: "Score: 3", x: 980, y: 700, isHidden: false))
        #expect(scene?.nodes[1].name == nil && scene?.nodes[1].image == "ship" && scene?.nodes[1].isHidden == true && scene?.nodes[1].depth == 2)
    }

    @Test func noSceneAndACutNodeAreLeftOut() {
        #expect(SpriteSceneWire.scene(from: [.null, .double(0), .double(0), .bool(false)]) == nil)
        let cut = SpriteSceneWire.scene(from: [.string("S"), .double(1), .double(1), .bool(false), .int(1), .string("SKNode")])
        #expect(cut?.nodes.isEmpty == true)
    }
}
