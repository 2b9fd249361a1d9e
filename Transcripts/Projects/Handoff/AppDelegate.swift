import UIKit

/// A sign-in screen presented full screen over a home screen. Signing in dismisses it and
/// shows a welcome screen: once the wrong way (presenting right after `dismiss(animated: true)`,
/// while the dismissal still animates) and once the right way (from the dismissal's completion).
/// Other buttons present twice at once, dismiss while presenting, present without animation and
/// fade a label with `UIView.animate`.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = HomeController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// A screen that says when it appears and disappears.
class LoggingController: UIViewController {
    var name: String { "\(type(of: self))" }

    func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        view.addSubview(button)
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("\(name) will appear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("\(name) did appear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("\(name) will disappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("\(name) did disappear") }
}

class HomeController: LoggingController {
    let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Sign in", #selector(signIn))
        addButton("Sign in twice", #selector(signInTwice))
        addButton("Sign in and cancel", #selector(signInAndCancel))
        addButton("Sign in at once", #selector(signInAtOnce))
        addButton("Fade", #selector(fade))
        status.text = "Signed out"
        view.addSubview(status)
    }

    func signInScreen() -> SignInController {
        let signIn = SignInController()
        signIn.modalPresentationStyle = .fullScreen
        return signIn
    }

    @objc func signIn() {
        DispatchQueue.main.async { print("main queue: the tap's turn ends") }
        present(signInScreen(), animated: true) { print("sign-in presented") }
        print("present returned")
    }

    @objc func signInTwice() {
        present(signInScreen(), animated: true)
        present(WelcomeController(), animated: true) { print("never printed") }
    }

    @objc func signInAndCancel() {
        present(signInScreen(), animated: true)
        dismiss(animated: true) { print("never printed") }
    }

    @objc func signInAtOnce() {
        present(signInScreen(), animated: false) { print("sign-in presented at once") }
        print("present returned")
    }

    @objc func fade() {
        UIView.animate(withDuration: 0.25, animations: { self.status.alpha = 0 }) { finished in
            print("faded: \(finished), alpha \(self.status.alpha)")
        }
        print("animate returned, alpha \(status.alpha)")
    }
}

class SignInController: LoggingController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Done too soon", #selector(doneTooSoon))
        addButton("Done", #selector(done))
        addButton("Close at once", #selector(closeAtOnce))
    }

    /// The classic mistake: the dismissal is still animating when `present` is called.
    @objc func doneTooSoon() {
        let home = presentingViewController!
        dismiss(animated: true)
        home.present(WelcomeController(), animated: true)
    }

    /// The fix: present once the dismissal is over.
    @objc func done() {
        let home = presentingViewController!
        dismiss(animated: true) {
            print("sign-in dismissed")
            home.present(WelcomeController(), animated: true) { print("welcome presented") }
        }
    }

    @objc func closeAtOnce() {
        dismiss(animated: false) { print("dismissed at once") }
        print("dismiss returned")
    }
}

class WelcomeController: LoggingController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Continue", #selector(close))
    }

    @objc func close() { dismiss(animated: true) }
}
