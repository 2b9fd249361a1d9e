import UIKit

/// Subview order is drawing order: index 0 at the back. Each call that reorders subviews
/// changes the tree the device keeps (`views`).
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = StackViewController()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
}

class Paper: UIView {}
class Photo: UIView {}
class Note: UIView {}
class Pin: UIView {}

class StackViewController: UIViewController {
    let paper = Paper(frame: CGRect(x: 20, y: 100, width: 300, height: 300))
    let photo = Photo(frame: CGRect(x: 40, y: 120, width: 200, height: 150))
    let note = Note(frame: CGRect(x: 60, y: 200, width: 150, height: 100))
    let pin = Pin(frame: CGRect(x: 10, y: 10, width: 20, height: 20))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(paper)
        view.addSubview(photo)
        view.insertSubview(note, at: 0)
        show("add paper, add photo, insert note at 0")
        view.bringSubviewToFront(note)
        show("bringSubviewToFront(note)")
        view.sendSubviewToBack(photo)
        show("sendSubviewToBack(photo)")
        view.insertSubview(photo, aboveSubview: paper)
        show("insertSubview(photo, aboveSubview: paper)")
        view.exchangeSubview(at: 0, withSubviewAt: 2)
        show("exchangeSubview(at: 0, withSubviewAt: 2)")
        // Not the view's subview: nothing moves.
        view.bringSubviewToFront(pin)
        show("bringSubviewToFront(pin), which is not a subview")
        // A pin inside the note: its frame is in the note's coordinates.
        note.addSubview(pin)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 500, width: 200, height: 44)
        button.setTitle("Shuffle", for: .normal)
        button.addTarget(self, action: #selector(shuffle(_:)), for: .touchUpInside)
        view.addSubview(button)
    }

    @objc func shuffle(_ sender: UIButton) {
        view.sendSubviewToBack(sender)
        view.insertSubview(note, belowSubview: photo)
        show("sendSubviewToBack(button), insertSubview(note, belowSubview: photo)")
    }

    func show(_ step: String) {
        let names = view.subviews.map { String(describing: type(of: $0)) }
        print("\(step): \(names.joined(separator: ", "))")
    }
}
