import SpriteKit

class Balloon: SKSpriteNode {
    init(color: UIColor) {
        super.init(texture: nil, color: color, size: CGSize(width: 40, height: 60))
        name = "balloon"
        physicsBody = SKPhysicsBody(rectangleOf: size)
        physicsBody?.isDynamic = false
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
