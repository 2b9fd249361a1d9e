import UIKit

/// Slides the presented view in from below with a property animator.
class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let to = transitionContext.viewController(forKey: .to)!
        print("animator: \(presenting ? "presenting" : "dismissing") \(type(of: to)), to view given: \(transitionContext.view(forKey: .to) != nil)")
        if let view = transitionContext.view(forKey: .to) {
            let end = transitionContext.finalFrame(for: to)
            print("animator: final frame \(Int(end.minX)), \(Int(end.minY)), \(Int(end.width)) × \(Int(end.height))")
            view.frame = end.offsetBy(dx: 0, dy: end.height)
            container.addSubview(view)
        }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut) {
            transitionContext.view(forKey: .to)?.frame = transitionContext.finalFrame(for: to)
        }
        animator.addCompletion { _ in
            print("animator: complete")
            transitionContext.completeTransition(true)
        }
        animator.startAnimation()
    }

    func animationEnded(_ transitionCompleted: Bool) { print("animator: ended, completed \(transitionCompleted)") }
}

/// Puts the presented view in the lower half and reports its transitions.
class HalfPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
    override func presentationTransitionWillBegin() { print("presentation controller: presentation will begin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { print("presentation controller: presentation did end, \(completed)") }
    override func dismissalTransitionWillBegin() { print("presentation controller: dismissal will begin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { print("presentation controller: dismissal did end, \(completed)") }
    override func containerViewWillLayoutSubviews() { presentedView?.frame = frameOfPresentedViewInContainerView }
}

class DrawerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.addTarget(self, action: #selector(close(_:)), for: .touchUpInside)
        view.addSubview(close)
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("drawer will appear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("drawer did appear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("drawer did disappear") }
    @objc func close(_ sender: Any) { dismiss(animated: true) }
}

class StageViewController: UIViewController, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate,
                           UIContextMenuInteractionDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = self
        view.addInteraction(UIContextMenuInteraction(delegate: self))
        for (title, action) in [("Drawer", #selector(openDrawer(_:))), ("Next", #selector(next(_:)))] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addTarget(self, action: action, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    @objc func openDrawer(_ sender: Any) {
        let drawer = DrawerViewController()
        drawer.modalPresentationStyle = .custom
        drawer.transitioningDelegate = self
        present(drawer, animated: true)
    }

    @objc func next(_ sender: Any) {
        navigationController?.pushViewController(UIViewController(), animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { SlideAnimator(presenting: true) }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { SlideAnimator(presenting: false) }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(title: "", children: []) }
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        print("navigation delegate: animation controller for \(operation == .push ? "push" : "pop")")
        return operation == .push ? SlideAnimator(presenting: true) : nil
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = UINavigationController(rootViewController: StageViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
