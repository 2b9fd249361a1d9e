import UIKit

/// A tab bar controller: a list in a navigation controller, and a settings tab. The list
/// presents a screen modally, as UIKit's default style (a sheet from iOS 13, full screen
/// before) and as `.fullScreen` (the presented screen closes itself), pushes a detail screen
/// (which pops itself), switches to the other tab (which switches back), and asks with an
/// alert before deleting.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: ListController()), SettingsController()]
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
        return true
    }
}

class ListController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        for (title, action) in [("Compose", #selector(compose)), ("Compose full screen", #selector(composeFullScreen)),
                                ("Details", #selector(details)), ("Settings tab", #selector(settings)),
                                ("Delete all", #selector(confirmDelete))] {
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

    @objc func confirmDelete() {
        let alert = UIAlertController(title: "Delete all drafts?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            print("\(action.title!) chosen; the alert is gone: \(self.presentedViewController == nil)")
        })
        present(alert, animated: true)
    }

    @objc func details() {
        navigationController?.pushViewController(DetailController(), animated: true)
    }

    @objc func settings() {
        tabBarController?.selectedIndex = 1
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

class DetailController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let back = UIButton(type: .system)
        back.setTitle("Back", for: .normal)
        back.addTarget(self, action: #selector(back(_:)), for: .touchUpInside)
        view.addSubview(back)
    }

    @objc func back(_ sender: UIButton) {
        navigationController?.popViewController(animated: true)
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("Detail will appear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("Detail will disappear") }
}

class SettingsController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Settings loaded when its tab is first shown")
        let list = UIButton(type: .system)
        list.setTitle("List tab", for: .normal)
        list.addTarget(self, action: #selector(showList), for: .touchUpInside)
        view.addSubview(list)
    }

    @objc func showList() {
        tabBarController?.selectedIndex = 0
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("Settings will appear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("Settings did disappear") }
}
