import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {}

class KeyWindow: UIWindow {
    override func becomeKey() {
        print("window becomes key")
        super.becomeKey()
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = KeyWindow(windowScene: scene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        if let item = connectionOptions.shortcutItem {
            print("connected for \(item.localizedTitle), \(item.userInfo?["minutes"] as? Int ?? 0) minutes")
        }
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        print("scene quick action \(shortcutItem.localizedTitle)")
        completionHandler(true)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        print("scene active")
    }
}
