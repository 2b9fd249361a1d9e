import UIKit

/// The list of drafts. It saves its scroll position when it leaves the screen — if it is told.
class DraftsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Drafts"
        let compose = UIButton(type: .system)
        compose.setTitle("Compose", for: .normal)
        compose.addTarget(self, action: #selector(compose(_:)), for: .touchUpInside)
        view.addSubview(compose)
    }

    @objc func compose(_ sender: UIButton) {
        let composer = ComposeViewController()
        composer.modalPresentationStyle = .fullScreen
        present(composer, animated: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("Drafts: leaving the screen, saving the scroll position")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Drafts: on screen")
    }
}
