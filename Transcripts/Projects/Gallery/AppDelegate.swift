import UIKit

/// The storyboard's initial controller is the window's root.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
