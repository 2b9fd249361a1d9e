import SpriteKit
import UIKit
import GameKit

class GameViewController: UIViewController, GKGameCenterControllerDelegate {
    var leaderboard: GKGameCenterViewController!

    override func loadView() {
        let skView = SKView()
        view = skView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let scene = GameScene(size: view.bounds.size)
        scene.scaleMode = .resizeFill
        (view as? SKView)?.presentScene(scene)
        title = "Arcade"
    }

    func showScores() {
        leaderboard = GKGameCenterViewController()
        leaderboard.gameCenterDelegate = self
        leaderboard.viewState = .leaderboards
        present(leaderboard, animated: true)
    }
}
