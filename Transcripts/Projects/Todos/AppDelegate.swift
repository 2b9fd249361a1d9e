import UIKit
import RealmSwift

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("realm: \(Realm.Configuration.defaultConfiguration.fileURL!.lastPathComponent)")
        do {
            let realm = try Realm()
            print("opened with \(realm.objects(Item.self).count) items")
        } catch {
            print("Error initialising new realm, \(error)")
        }
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: TodoListViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
