import UIKit

/// Transitions that overlap: a present and a `setViewControllers` while a push animates, the
/// duration a presentation's transition coordinator gives, and a change of tab that the tab bar
/// controller's delegate animates.
@main
class AppDelegate: UIResponder, UIApplicationDelegate, UITabBarControllerDelegate {
    var window: UIWindow?
    let tabs = UITabBarController()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        tabs.delegate = self
        tabs.viewControllers = [UINavigationController(rootViewController: StartController()), SecondTab()]
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
        return true
    }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator()
    }
}

/// A slide of 0.3 s that completes when its animation does.
class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        print("slide: animateTransition")
        let toView = transitionContext.view(forKey: .to)
        if let toView { transitionContext.containerView.addSubview(toView) }
        UIView.animate(withDuration: 0.3, animations: { toView?.alpha = 1 }) { _ in
            print("slide: done, completeTransition")
            transitionContext.completeTransition(true)
        }
    }
}

class LoggingController: UIViewController {
    func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        view.addSubview(button)
    }
    var name: String { "\(type(of: self))" }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let coordinator = transitionCoordinator {
            print("\(name) will appear; the transition lasts \(coordinator.transitionDuration) s")
        } else {
            print("\(name) will appear")
        }
    }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("\(name) did appear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("\(name) will disappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("\(name) did disappear") }
}

class StartController: LoggingController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Push then present", #selector(pushThenPresent))
        addButton("Push then reset", #selector(pushThenReset))
        addButton("Present", #selector(presentCard))
        addButton("Present at once", #selector(presentCardAtOnce))
        addButton("Next tab", #selector(nextTab))
    }

    @objc func pushThenPresent() {
        navigationController?.pushViewController(DetailController(), animated: true)
        present(CardController(), animated: true) { print("present's completion") }
        print("after present: presentedViewController is \(presentedViewController.map { "\(type(of: $0))" } ?? "nil")")
    }

    @objc func pushThenReset() {
        navigationController?.pushViewController(DetailController(), animated: true)
        navigationController?.setViewControllers([StartController()], animated: false)
        print("after setViewControllers: \(navigationController?.viewControllers.count ?? 0) controllers")
    }

    @objc func presentCard() {
        let card = CardController()
        card.modalPresentationStyle = .fullScreen
        present(card, animated: true)
    }

    @objc func presentCardAtOnce() {
        let card = CardController()
        card.modalPresentationStyle = .fullScreen
        present(card, animated: false)
    }

    @objc func nextTab() {
        tabBarController?.selectedIndex = 1
        print("selectedIndex set")
    }
}

class DetailController: LoggingController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Back", #selector(back))
    }
    @objc func back() { navigationController?.popViewController(animated: true) }
}

class CardController: LoggingController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Close", #selector(close))
    }
    @objc func close() { dismiss(animated: true) }
}

class SecondTab: LoggingController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("First tab", #selector(firstTab))
    }
    @objc func firstTab() { tabBarController?.selectedIndex = 0 }
}
