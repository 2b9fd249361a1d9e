import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        let recent = UIMutableApplicationShortcutItem(type: "com.example.open", localizedTitle: "Open “Groceries”")
        recent.localizedSubtitle = "Last edited"
        recent.userInfo = ["note": 7 as NSNumber]
        application.shortcutItems = [recent]
        guard let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem else { return true }
        print("launched for \(item.type); handled here, so no performActionFor")
        return false
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        let note = (shortcutItem.userInfo?["note"] as? NSNumber)?.intValue
        print("quick action \(shortcutItem.localizedTitle) (\(shortcutItem.type)), note \(note.map(String.init) ?? "none"), state \(application.applicationState.rawValue)")
        completionHandler(true)
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("active")
    }
}
