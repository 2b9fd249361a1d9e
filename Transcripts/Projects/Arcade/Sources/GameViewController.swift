import SpriteKit
import UIKit
import WebKit

class GameViewController: UIViewController, WKNavigationDelegate {
    var helpView: WKWebView!

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

    func showHelp() {
        helpView = WKWebView()
        helpView.navigationDelegate = self
        helpView.loadHTMLString("<h1>Pop the balloons</h1>", baseURL: nil)
        view.addSubview(helpView)
    }
}
