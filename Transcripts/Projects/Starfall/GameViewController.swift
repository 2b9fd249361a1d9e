import SpriteKit
import UIKit

// A first game as courses build it: a controller whose view is an SKView, presenting the scene
// the scene editor saved (Starfall.sks: its size, a score label and a basket sprite).
class GameViewController: UIViewController {
    override func loadView() {
        view = SKView(frame: UIScreen.main.bounds)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let view = view as? SKView, let scene = SKScene(fileNamed: "Starfall") else { return }
        print("SKScene(fileNamed:) gave a \(type(of: scene))")
        scene.scaleMode = .aspectFill
        view.presentScene(scene)
        view.ignoresSiblingOrder = true
        view.showsFPS = true
        view.showsNodeCount = true
    }
}
