import UIKit
import Legacy

@main
class LegacyAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
