import UIKit

/// A child that reports its containment and appearance methods.
class BookViewController: UIViewController {
    let name: String
    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("made in code only") }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        print("\(name) will move to \(parent.map { "\(type(of: $0))" } ?? "nil")")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        print("\(name) did move to \(parent.map { "\(type(of: $0))" } ?? "nil")")
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("\(name) will appear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("\(name) will disappear") }
}

/// A custom container: one child's view at a time; it forwards the appearance methods itself.
class ShelfViewController: UIViewController {
    let first = BookViewController(name: "Atlas")
    let second = BookViewController(name: "Bestiary")
    var forwardsItself = true

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { !forwardsItself }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(first)
        view.addSubview(first.view)
        first.didMove(toParent: self)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Swap", style: .plain, target: self, action: #selector(swap))
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        children.first?.beginAppearanceTransition(true, animated: animated)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        children.first?.endAppearanceTransition()
    }

    /// UIKit's container transition: add the new child, swap the views, remove the old one.
    @objc func swap() {
        forwardsItself = false
        let (from, to) = children.first === first ? (first, second) : (second, first)
        addChild(to)
        from.willMove(toParent: nil)
        transition(from: from, to: to, duration: 0.4, options: .transitionFlipFromLeft, animations: nil) { finished in
            to.didMove(toParent: self)
            from.removeFromParent()
            print("swapped, finished: \(finished), children: \(self.children.count)")
        }
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = UINavigationController(rootViewController: ShelfViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
