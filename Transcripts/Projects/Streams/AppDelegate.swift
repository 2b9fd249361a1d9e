import UIKit

/// Swift concurrency on the main thread: a `for await` loop over
/// `NotificationCenter.notifications(named:)`, a `Task.sleep` on the device's clock, and a
/// detached task whose work is ordered as deterministically as the main actor's.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = StreamViewController()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
}

extension Notification.Name {
    static let ping = Notification.Name("ping")
}

class StreamViewController: UIViewController {
    var listener: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, title) in ["Post", "Post Twice", "Later", "Detached", "Stop"].enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.frame = CGRect(x: 20, y: 100 + 50 * index, width: 200, height: 44)
            button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
            view.addSubview(button)
        }
        let stream = NotificationCenter.default.notifications(named: .ping)
        listener = Task {
            print("listening")
            for await notification in stream {
                print("received", notification.object as? String ?? "-")
            }
            print("loop ended")
        }
        print("viewDidLoad ends")
    }

    @objc func tapped(_ sender: UIButton) {
        switch sender.currentTitle {
        case "Post":
            NotificationCenter.default.post(name: .ping, object: "one")
            print("posted")
        case "Post Twice":
            NotificationCenter.default.post(name: .ping, object: "first")
            NotificationCenter.default.post(name: .ping, object: "second")
            print("posted twice")
        case "Later":
            Task {
                print("sleeping 2 s at", Date().timeIntervalSince1970.truncatingRemainder(dividingBy: 100))
                try? await Task.sleep(nanoseconds: 2_000_000_000)
                print("woke at", Date().timeIntervalSince1970.truncatingRemainder(dividingBy: 100))
                NotificationCenter.default.post(name: .ping, object: "late")
            }
        case "Detached":
            Task.detached {
                let sum = (1...10).reduce(0, +)
                print("detached task summed", sum, "on the main thread:", Thread.isMainThread)
                try? await Task.sleep(for: .seconds(1))
                await MainActor.run { print("back on the main actor") }
            }
            print("detached task started")
        case "Stop":
            listener?.cancel()
            print("cancelled")
        default:
            break
        }
    }
}
