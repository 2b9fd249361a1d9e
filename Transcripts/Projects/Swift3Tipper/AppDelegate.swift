import UIKit

// A Swift 3 app, as courses of 2016–2017 wrote them (SWIFT_VERSION = 3.0).
@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = TipViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

class TipViewController: UIViewController {
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let bill = "42.50"
        let tip = (Double(bill) ?? 0) * 0.15
        label.attributedText = NSAttributedString(string: String(format: "Tip: %.2f", tip),
                                                  attributes: [NSFontAttributeName: UIFont.boldSystemFont(ofSize: 20)])
        label.frame = CGRect(x: 20, y: 80, width: 280, height: 40)
        view.addSubview(label)
        print("digits in the bill: \(bill.characters.count)")
    }
}
