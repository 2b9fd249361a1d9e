import UIKit

/// A navigation stack whose buttons start a push or a pop while another transition still
/// animates: two pushes in one tap, a pop right after a push, a push while a sheet is being
/// presented, and the same controller pushed twice.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: ListController(title: "List"))
        window?.makeKeyAndVisible()
        return true
    }
}

/// A screen that says when it appears and disappears, and what its stack holds.
class ListController: UIViewController {
    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    var stack: String { navigationController?.viewControllers.compactMap(\.title).joined(separator: " › ") ?? "none" }

    func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        view.addSubview(button)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Two at once", #selector(pushTwo))
        addButton("Push and pop", #selector(pushAndPop))
        addButton("Push under a sheet", #selector(pushUnderSheet))
        addButton("Same one twice", #selector(pushSameTwice))
        addButton("Back", #selector(back))
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("\(title!) will appear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("\(title!) did appear; stack: \(stack)") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("\(title!) will disappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("\(title!) did disappear") }

    @objc func pushTwo() {
        navigationController?.pushViewController(ListController(title: "First"), animated: true)
        navigationController?.pushViewController(ListController(title: "Second"), animated: true)
        print("after both pushes, stack: \(stack)")
    }

    @objc func pushAndPop() {
        navigationController?.pushViewController(ListController(title: "Passing"), animated: true)
        let popped = navigationController?.popViewController(animated: true)
        print("pop answered \(popped?.title ?? "nil"), stack: \(stack)")
    }

    @objc func pushUnderSheet() {
        let sheet = ListController(title: "Sheet")
        present(sheet, animated: true)
        navigationController?.pushViewController(ListController(title: "Hidden"), animated: true)
        print("stack: \(stack)")
    }

    @objc func pushSameTwice() {
        let detail = ListController(title: "Detail")
        navigationController?.pushViewController(detail, animated: true)
        navigationController?.pushViewController(detail, animated: true)
    }

    @objc func back() {
        if presentingViewController != nil { dismiss(animated: true) } else { navigationController?.popToRootViewController(animated: true) }
    }
}
