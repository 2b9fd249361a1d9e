import UIKit

/// Scene-based state restoration: the scene's activity is saved when it goes to the background
/// and comes back as the session's stateRestorationActivity when the system launches the app
/// again (not after a force quit).
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let saved = session.stateRestorationActivity
        print("willConnect: saved page \(saved?.userInfo?["page"] as? Int ?? 0)")
        scene.userActivity = saved ?? NSUserActivity(activityType: "com.example.Diary.reading")
        (window?.rootViewController as? PageViewController)?.page = saved?.userInfo?["page"] as? Int ?? 1
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        scene.userActivity
    }

    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        print("restoreInteractionState: \(stateRestorationActivity.activityType)")
    }
}
