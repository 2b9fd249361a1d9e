import UIKit
import CoreData

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    lazy var container: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Pantry")
        container.loadPersistentStores { _, error in
            if let error = error { print("store not loaded: \(error)") }
        }
        return container
    }()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ShelfViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
