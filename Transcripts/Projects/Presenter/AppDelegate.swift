import UIKit

/// A screen that presents another modally, twice: as UIKit's default style (a sheet from
/// iOS 13, full screen before) and as `.fullScreen`; the presented screen closes itself.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: ListController())
        window?.makeKeyAndVisible()
        return true
    }
}

class ListController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        for (title, action) in [("Compose", #selector(compose)), ("Compose full screen", #selector(composeFullScreen))] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addTarget(self, action: action, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    @objc func compose() {
        present(ComposeController(), animated: true)
    }

    @objc func composeFullScreen() {
        let compose = ComposeController()
        compose.modalPresentationStyle = .fullScreen
        present(compose, animated: true) {
            print("presented: \(type(of: self.presentedViewController!)), presenting \(type(of: compose.presentingViewController!))")
        }
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("List will appear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("List did appear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("List will disappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("List did disappear") }
}

class ComposeController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.addTarget(self, action: #selector(close(_:)), for: .touchUpInside)
        view.addSubview(close)
    }

    @objc func close(_ sender: UIButton) {
        dismiss(animated: true)
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("Compose will appear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("Compose did appear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("Compose will disappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("Compose did disappear") }
}
