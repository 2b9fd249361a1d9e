import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    let reader = PageViewController()
    static let readingActivity = "com.example.Reader.reading"

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        // The activity saved when the scene last went to the background, if the system ended the app since.
        if let saved = session.stateRestorationActivity, let page = saved.userInfo?["page"] as? Int {
            reader.page = page
            print("restored page \(page)")
        } else if UserDefaults.standard.integer(forKey: "page") > 0 {
            // A fallback "to be safe": the page UserDefaults kept, when there is no activity.
            reader.page = UserDefaults.standard.integer(forKey: "page")
        }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = reader
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        UserDefaults.standard.set(reader.page, forKey: "page")
    }

    /// Asked as the scene goes to the background: what it needs to look the same next time.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: Self.readingActivity)
        activity.title = "Reading"
        activity.userInfo = ["page": reader.page]
        return activity
    }
}
