import UIKit

/// A view controller encoded into a restoration coder is a reference to it: decoding it after
/// restoration gives back the very controller restoration made, not a copy.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let reader = ReaderViewController()
        reader.restorationIdentifier = "reader"
        window.rootViewController = reader
        self.window = window
        window.makeKeyAndVisible()
        return true
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }

    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        identifierComponents.last == "reader" ? window?.rootViewController : nil
    }

    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        coder.encode(window?.rootViewController, forKey: "reader")
    }

    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        let reader = coder.decodeObject(of: ReaderViewController.self, forKey: "reader")
        print("decoded the reader:", reader === window?.rootViewController ? "the window's own" : "another", "— page", reader?.page ?? -1)
    }
}

class ReaderViewController: UIViewController {
    var page = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        let next = UIButton(type: .system)
        next.setTitle("Next Page", for: .normal)
        next.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        next.addAction(UIAction { [unowned self] _ in page += 1; print("page", page) }, for: .touchUpInside)
        view.addSubview(next)
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(page, forKey: "page")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        page = coder.decodeInteger(forKey: "page")
    }
}
