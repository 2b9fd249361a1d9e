import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // The class's own property, as declared: UIWindow?.
        print("own window:", window.map { String(describing: type(of: $0)) } ?? "nil")
    }
}
