import Testing
@testable import LabCore

/// What `tap` finds in an SKView's scene, as the app reported it.
@Suite struct SpriteSceneTests {
    static func scene() -> SpriteScene {
        SpriteScene(className: "GameScene", width: 390, height: 844, isPaused: false, nodes: [
            .init(depth: 1, className: "SKSpriteNode", name: "button", text: nil, x: 10, y: 10, isHidden: false),
            .init(depth: 2, className: "SKLabelNode", name: "caption", text: "Play", x: 10, y: 12, isHidden: false),
            .init(depth: 1, className: "SKLabelNode", name: "ghost", text: "Play", x: 50, y: 50, isHidden: true),
            .init(depth: 1, className: "SKSpriteNode", name: "star", text: nil, x: 100, y: 200, isHidden: false),
            .init(depth: 1, className: "SKSpriteNode", name: "star", text: nil, x: 300, y: 400, isHidden: false),
            .init(depth: 1, className: "SKSpriteNode", name: nil, text: nil, image: "logo", x: 5, y: 6, isHidden: false),
        ])
    }

    @Test func aLabelIsFoundByItsTextAndAHiddenOneIsNot() {
        let node = Self.scene().node(titled: "Play")
        #expect(node?.name == "caption")
        #expect(node?.x == 10 && node?.y == 12)
    }

    @Test func aNameFindsTheNodeDrawnLast() {
        #expect(Self.scene().node(titled: "star")?.x == 300)
        #expect(Self.scene().node(titled: "ghost") == nil)
        #expect(Self.scene().node(titled: "nothing") == nil)
    }

    @Test func aSpriteWithNoNameIsFoundByItsImage() {
        #expect(Self.scene().node(titled: "logo")?.x == 5)
    }

    @Test func titlesListTextsThenNamesThenImagesOnceEach() {
        #expect(Self.scene().titles == ["Play", "button", "caption", "star", "logo"])
    }
}
