import UIKit

/// Custom transitions whose animation controllers take their time: a fade that lasts its
/// `transitionDuration(using:)`, one that completes at once but declares 0.8 s, a push whose
/// animation outlasts the duration it declares, and one that never calls `completeTransition`.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: StartController())
        window?.makeKeyAndVisible()
        return true
    }
}

/// How an animator ends its transition.
enum Ending { case afterAnimation, atOnce, late, never }

class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let ending: Ending
    init(duration: TimeInterval, ending: Ending) {
        self.duration = duration
        self.ending = ending
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        print("animator: transitionDuration asked: \(duration) s")
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        print("animator: animateTransition")
        let toView = transitionContext.view(forKey: .to)
        if let toView {
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
        }
        switch ending {
        case .afterAnimation:
            UIView.animate(withDuration: duration, animations: { toView?.alpha = 1 }) { _ in
                print("animator: fade done, completeTransition")
                transitionContext.completeTransition(true)
            }
        case .atOnce:
            toView?.alpha = 1
            print("animator: completeTransition at once")
            transitionContext.completeTransition(true)
        case .late:
            UIView.animate(withDuration: duration + 0.7, animations: { toView?.alpha = 1 }) { _ in
                print("animator: slow fade done, completeTransition")
                transitionContext.completeTransition(true)
            }
        case .never:
            UIView.animate(withDuration: duration, animations: { toView?.alpha = 1 }) { _ in
                print("animator: fade done, but completeTransition forgotten")
            }
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
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("\(name) will appear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("\(name) did appear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("\(name) will disappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("\(name) did disappear") }
}

class StartController: LoggingController, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
    var animatorForNext = FadeAnimator(duration: 1.2, ending: .afterAnimation)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = self
        addButton("Fade", #selector(fade))
        addButton("Fade at once", #selector(fadeAtOnce))
        addButton("Slow push", #selector(slowPush))
        addButton("Forgetful fade", #selector(forgetfulFade))
    }

    func presentCard(_ animator: FadeAnimator) {
        animatorForNext = animator
        let card = CardController()
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = self
        present(card, animated: true) { print("present's completion") }
    }

    @objc func fade() { presentCard(FadeAnimator(duration: 1.2, ending: .afterAnimation)) }
    @objc func fadeAtOnce() { presentCard(FadeAnimator(duration: 0.8, ending: .atOnce)) }
    @objc func forgetfulFade() { presentCard(FadeAnimator(duration: 0.6, ending: .never)) }
    @objc func slowPush() {
        animatorForNext = FadeAnimator(duration: 0.3, ending: .late)
        navigationController?.pushViewController(CardController(), animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animatorForNext }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(duration: 0.5, ending: .afterAnimation)
    }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? animatorForNext : nil
    }
}

class CardController: LoggingController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Close", #selector(close))
    }
    @objc func close() {
        if presentingViewController != nil { dismiss(animated: true) { print("dismiss's completion") } }
        else { navigationController?.popViewController(animated: true) }
    }
}
