import SpriteKit
import UIKit

/// The game's screen: its view is an SKView, which shows the game scene.
class GameViewController: UIViewController {
    override func loadView() {
        view = SKView(frame: UIScreen.main.bounds)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let view = view as? SKView else { return }
        let scene = GameScene(size: view.bounds.size)
        scene.scaleMode = .resizeFill
        view.presentScene(scene)
    }

    /// The scene on screen, for the app delegate.
    var game: GameScene? { (view as? SKView)?.scene as? GameScene }
}
