import SpriteKit

class GameScene: SKScene, SKPhysicsContactDelegate {
    var balloons = [SKNode]()
    var scoreLabel: SKLabelNode!

    override func didMove(to view: SKView) {
        backgroundColor = .black
        physicsWorld.contactDelegate = self
        scoreLabel = SKLabelNode(fontNamed: "Chalkduster")
        scoreLabel.horizontalAlignmentMode = .right
        addChild(scoreLabel)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first else { return }
        let balloon = Balloon(color: .red)
        balloon.position = touch.location(in: self)
        balloons.append(balloon)
        addChild(balloon)
    }

    override func update(_ currentTime: TimeInterval) {
        for balloon in balloons where balloon.position.y > size.height {
            balloon.removeFromParent()
        }
    }
}
