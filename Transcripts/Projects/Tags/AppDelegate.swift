import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ScoreViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// Three buttons told apart by their tags, as one action method reads them.
class ScoreViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, title) in ["One", "Two", "Three"].enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.frame = CGRect(x: 20, y: 100 + 60 * index, width: 200, height: 44)
            button.tag = index + 1
            button.addTarget(self, action: #selector(choose(_:)), for: .touchUpInside)
            view.addSubview(button)
        }
    }

    @objc func choose(_ sender: UIButton) {
        print("chose the button tagged \(sender.tag)")
        sender.tag *= 10
    }
}
