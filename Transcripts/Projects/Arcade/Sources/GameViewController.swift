import SpriteKit
import UIKit
import MessageUI

class GameViewController: UIViewController, MFMailComposeViewControllerDelegate {
    var mailer: MFMailComposeViewController!

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

    func sendScore() {
        mailer = MFMailComposeViewController()
        mailer.mailComposeDelegate = self
        mailer.setSubject("My score")
        present(mailer, animated: true)
    }
}
