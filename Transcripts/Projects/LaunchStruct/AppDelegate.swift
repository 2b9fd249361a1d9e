import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("UIApplication.shared is \(UIApplication.shared), a \(type(of: application))")
        print("the delegate is \(application.delegate!)")
        let window = LoggingWindow(frame: UIScreen.main.bounds)
        window.rootViewController = CounterViewController()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
}

class CounterViewController: UIViewController {
    var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .system)
        button.setTitle("Count", for: .normal)
        button.addTarget(self, action: #selector(countTapped), for: .touchUpInside)
        view.addSubview(button)
    }

    @objc func countTapped() {
        count += 1
        print("count is \(count)")
    }
}

/// UIKit tells a window when it becomes the key window.
class LoggingWindow: UIWindow {
    override func becomeKey() {
        super.becomeKey()
        print("LoggingWindow became key")
    }
}
