import UIKit

/// A navigation controller whose status bar follows the controller on top.
class LookoutNavigationController: UINavigationController {
    override var childForStatusBarStyle: UIViewController? { topViewController }
}

/// A small panel presented as a popover, a sheet or full screen.
class PanelViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        for (title, action) in [("Close", #selector(close(_:))), ("Status", #selector(status(_:)))] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addTarget(self, action: action, for: .touchUpInside)
            view.addSubview(button)
        }
    }
    @objc func status(_ sender: Any) {
        let style = view.window!.windowScene!.statusBarManager!.statusBarStyle
        print("status bar: \(style == .lightContent ? "light content" : "default")")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let coordinator = transitionCoordinator {
            print("panel will appear: coordinator style \(coordinator.presentationStyle.rawValue), interactive \(coordinator.initiallyInteractive)")
            coordinator.animate(alongsideTransition: { _ in print("panel: alongside") }) { _ in print("panel: transition over") }
        }
    }
    @objc func close(_ sender: Any) { dismiss(animated: true) }
}

/// The replacement a sheet adapts to.
class NarrowViewController: PanelViewController {}

class LookoutViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
    var keepPopover = true

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lookout"
        edgesForExtendedLayout = []
        share.possibleTitles = ["Share", "Share All"]
        navigationItem.rightBarButtonItem = share
        for (title, action) in [("Popover", #selector(popover(_:))), ("Adapt", #selector(adapt(_:))),
                                ("Swap", #selector(swap(_:))), ("Bars", #selector(bars(_:))), ("Status", #selector(status(_:)))] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addTarget(self, action: action, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    @objc func popover(_ sender: UIButton) {
        keepPopover = true
        presentPanel(PanelViewController(), style: .popover, from: sender)
    }

    @objc func adapt(_ sender: UIButton) {
        let panel = PanelViewController()
        panel.modalPresentationStyle = .popover
        print("popover controller before present: \(panel.popoverPresentationController != nil)")
        present(panel, animated: true)
    }

    @objc func swap(_ sender: UIButton) {
        keepPopover = false
        presentPanel(PanelViewController(), style: .formSheet, from: sender)
    }

    private func presentPanel(_ panel: UIViewController, style: UIModalPresentationStyle, from sender: UIButton) {
        panel.modalPresentationStyle = style
        panel.presentationController?.delegate = self
        if let popover = panel.popoverPresentationController {
            popover.sourceView = sender
            popover.sourceRect = sender.bounds
        }
        present(panel, animated: true) { print("presented \(type(of: self.presentedViewController!))") }
    }

    @objc func bars(_ sender: Any) {
        let bar = navigationController!.navigationBar
        print("standard background: \(bar.standardAppearance.backgroundColor!)")
        print("standard title color: \(bar.standardAppearance.titleTextAttributes[.foregroundColor]!)")
        print("scroll edge set: \(bar.scrollEdgeAppearance != nil), bar style black: \(bar.barStyle == .black)")
        print("share title color: \(share.titleTextAttributes(for: .normal)![.foregroundColor]!)")
        print("share possible titles: \(share.possibleTitles!.sorted())")
        print("extends under bars: \(edgesForExtendedLayout.contains(.top))")
        print("responds to popover(_:): \(responds(to: #selector(popover(_:)))) as \(NSStringFromSelector(#selector(popover(_:))))")
    }

    @objc func status(_ sender: Any) {
        let style = view.window!.windowScene!.statusBarManager!.statusBarStyle
        print("status bar: \(style == .lightContent ? "light content" : "default")")
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        print("adapt \(controller.presentedViewController.modalPresentationStyle.rawValue) for compact width: \(traitCollection.horizontalSizeClass == .compact)")
        return keepPopover ? .none : .overFullScreen
    }

    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        NarrowViewController()
    }

    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?) {
        print("will present with adaptive style \(style.rawValue)")
    }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        print("prepare popover from \(type(of: popoverPresentationController.sourceView!))")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBlue
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = appearance
        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.yellow], for: .normal)
        return true
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        window?.rootViewController = LookoutNavigationController(rootViewController: LookoutViewController())
        window?.makeKeyAndVisible()
    }
}
