import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    let reader = PageViewController()
    static let readingActivity = "com.example.Reader.reading"

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        // Looks for the saved activity among the ones handed to the connecting scene.
        if let saved = connectionOptions.userActivities.first, let page = saved.userInfo?["page"] as? Int {
            reader.page = page
            print("restored page \(page)")
        }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = reader
        self.window = window
        window.makeKeyAndVisible()
    }

    /// Asked as the scene goes to the background: what it needs to look the same next time.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: Self.readingActivity)
        activity.title = "Reading"
        activity.userInfo = ["page": reader.page]
        return activity
    }
}
