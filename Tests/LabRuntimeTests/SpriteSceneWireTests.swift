import Testing
import LabCore
import LabWire

/// `HostCalls.setSpriteScene`: the view, then its scene's values (eight a node, after their
/// count), into the device's `SpriteScene`.
@Suite struct SpriteSceneWireTests {
    static let view = ObjectRef(id: 4, className: "SKView")

    @Test func aSceneAndItsNodesAreRead() {
        let (view, scene) = HostCalls.setSpriteScene.decodeArguments(WireReader([
            .object(Self.view), .string("GameScene"), .double(1024), .double(768), .bool(true), .int(2),
            .int(1), .string("SKLabelNode"), .string("score"), .string("Score: 3"), .null, .double(980), .double(700), .bool(false),
            .int(2), .string("SKSpriteNode"), .null, .null, .string("ship"), .double(1.5), .double(-2), .bool(true),
        ]))
        #expect(view == Self.view)
        #expect(scene?.className == "GameScene" && scene?.width == 1024 && scene?.isPaused == true)
        #expect(scene?.nodes.count == 2)
        #expect(scene?.nodes[0] == SpriteScene.Node(depth: 1, className: "SKLabelNode", name: "score", text: "Score: 3", x: 980, y: 700, isHidden: false))
        #expect(scene?.nodes[1].name == nil && scene?.nodes[1].image == "ship" && scene?.nodes[1].isHidden == true && scene?.nodes[1].depth == 2)
    }

    @Test func aSceneSurvivesTheWire() {
        let scene = SpriteScene(className: "GameScene", width: 390, height: 844, isPaused: false, nodes: [
            SpriteScene.Node(depth: 1, className: "SKSpriteNode", name: nil, text: nil, image: "ship", x: 1.5, y: -2, isHidden: true),
        ])
        let values = HostCalls.setSpriteScene.values((Self.view, scene))
        #expect(HostCalls.setSpriteScene.decodeArguments(WireReader(values)).1 == scene)
    }

    @Test func noSceneAndACutNodeAreReadWithoutATrap() {
        #expect(HostCalls.setSpriteScene.decodeArguments(WireReader([.object(Self.view), .null])).1 == nil)
        // A line app code wrote by hand: the missing values read as empty ones.
        let cut = HostCalls.setSpriteScene.decodeArguments(WireReader([.object(Self.view), .string("S"), .double(1), .double(1),
                                                                       .bool(false), .int(5), .int(1), .string("SKNode")])).1
        #expect(cut?.nodes.count == 2)
        #expect(cut?.nodes.first?.className == "SKNode" && cut?.nodes.first?.x == 0)
    }
}
