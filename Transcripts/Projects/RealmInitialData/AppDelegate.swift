import UIKit
import RealmSwift

/// Ships initial data as a `default.realm` in the bundle and copies it to the default realm's
/// place at first launch, as course apps do. The bundled file is in Realm's own binary format
/// (a file made on a device or in Realm Studio).
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let defaultURL = Realm.Configuration.defaultConfiguration.fileURL!
        if !FileManager.default.fileExists(atPath: defaultURL.path) {
            let bundled = Bundle.main.url(forResource: "default", withExtension: "realm")!
            try! FileManager.default.copyItem(at: bundled, to: defaultURL)
            print("copied the bundled \(bundled.lastPathComponent) to Documents")
        }
        let realm: Realm
        do { realm = try Realm() } catch { fatalError(error.localizedDescription) }
        print("shelves at launch: \(realm.objects(Shelf.self).map(\.name))")
        try! realm.write { realm.add(Shelf(value: ["name": "Shelf \(realm.objects(Shelf.self).count + 1)"])) }
        print("shelves now: \(realm.objects(Shelf.self).map(\.name))")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

class Shelf: Object {
    @objc dynamic var name: String = ""
}
