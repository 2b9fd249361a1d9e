import UIKit

/// A list in a navigation controller; a button pushes a detail screen. On iOS 3–5 a memory
/// warning releases the list's view while the detail screen covers it, and the list loads it
/// again when it comes back.
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
    var titleLabel: UILabel?

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = "Recipes"
        view.addSubview(label)
        titleLabel = label
        let button = UIButton(type: .system)
        button.setTitle("Open", for: .normal)
        button.addTarget(self, action: #selector(open), for: .touchUpInside)
        view.addSubview(button)
        print("list: viewDidLoad")
    }

    @objc func open() {
        navigationController?.pushViewController(DetailController(), animated: true)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        print("list: didReceiveMemoryWarning")
    }

    override func viewWillUnload() {
        super.viewWillUnload()
        print("list: viewWillUnload")
    }

    override func viewDidUnload() {
        super.viewDidUnload()
        titleLabel = nil  // the old templates' advice: let go of outlets to the released view
        print("list: viewDidUnload")
    }
}

class DetailController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("detail: viewDidLoad")
    }
}
