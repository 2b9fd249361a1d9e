import UIKit
import Badge
import Shade
import GameKit

/// A window class of the app's own that overrides UIWindow's two designated initialisers, and
/// so inherits `init()`.
class FramedWindow: UIWindow {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

enum Limits {
    static let badges = 3;
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = FramedWindow()
        let root = UIViewController()
        let shade = BadgeShade(text: "new")
        root.view.addSubview(shade)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        print("badge: \(shade.badgeText ?? "none"); a plain view's badge: \(UIView().badgeText ?? "none")")
        print("pulse: \(pulseNanoseconds) ns; badges at most: \(Limits.badges)")
        print("a die from GameKit: \(GKRandomDistribution.d6().nextInt() > 0)")
        print("status bar: \(application.statusBarFrame.height) points; font family: \(UIFont(name: "HelveticaNeue-Bold", size: 12)!.familyName)")
        return true
    }
}
