import SpriteKit

// Stars fall into a basket: update(_:) counts frames, an action spins a sprite, a physics
// contact scores, and a touch drops another star.
class StarfallScene: SKScene, SKPhysicsContactDelegate {
    private var frameCount = 0
    private var score = 0 {
        didSet { (childNode(withName: "score") as? SKLabelNode)?.text = "Score: \(score)" }
    }

    override func didMove(to view: SKView) {
        print("didMove(to:): \(children.count) nodes from the file, \(Int(size.width)) × \(Int(size.height))")
        physicsWorld.gravity = CGVector(dx: 0, dy: -2)
        physicsWorld.contactDelegate = self

        if let basket = childNode(withName: "basket") as? SKSpriteNode {
            basket.physicsBody = SKPhysicsBody(rectangleOf: basket.size)
            basket.physicsBody?.isDynamic = false
            basket.physicsBody?.categoryBitMask = 2
        }
        dropStar(at: CGPoint(x: 195, y: 600))

        let spinner = SKSpriteNode(color: .red, size: CGSize(width: 30, height: 30))
        spinner.name = "spinner"
        spinner.position = CGPoint(x: 60, y: 700)
        addChild(spinner)
        spinner.run(SKAction.rotate(byAngle: .pi, duration: 0.5)) {
            print("the spinner's action ends: zRotation \(String(format: "%.2f", spinner.zRotation))")
        }

        let button = SKLabelNode(text: "Drop")
        button.name = "dropButton"
        button.position = CGPoint(x: 320, y: 700)
        addChild(button)
    }

    func dropStar(at point: CGPoint) {
        let star = SKSpriteNode(color: .yellow, size: CGSize(width: 20, height: 20))
        star.name = "star"
        star.position = point
        star.physicsBody = SKPhysicsBody(circleOfRadius: 10)
        star.physicsBody?.categoryBitMask = 1
        star.physicsBody?.contactTestBitMask = 2
        star.physicsBody?.collisionBitMask = 0
        addChild(star)
    }

    override func update(_ currentTime: TimeInterval) {
        frameCount += 1
        if frameCount % 30 == 0 {
            print("update(_:) frame \(frameCount) at \(String(format: "%.3f", currentTime)) s")
        }
    }

    func didBegin(_ contact: SKPhysicsContact) {
        let star = contact.bodyA.categoryBitMask == 1 ? contact.bodyA.node : contact.bodyB.node
        print("didBegin(_:): a star reaches the basket at y \(Int(star?.position.y ?? 0))")
        star?.removeFromParent()
        score += 1
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let location = touches.first?.location(in: self) else { return }
        let touched = atPoint(location)
        print("touchesBegan(_:with:) at (\(Int(location.x)), \(Int(location.y))) on \(touched.name ?? "the scene")")
        if touched.name == "dropButton" { dropStar(at: CGPoint(x: 195, y: 300)) }
    }
}
