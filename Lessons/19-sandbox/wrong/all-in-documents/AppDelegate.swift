import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ViewController()
        self.window = window
        window.makeKeyAndVisible()
        saveFiles()
        return true
    }

    /// Writes the app's three kinds of file, each where it belongs in the sandbox.
    func saveFiles() {
        let home = NSHomeDirectory()
        print("the sandbox: \(home.hasSuffix("com.example.Sandbox") ? "the app's own container" : home)")
        let files = FileManager.default
        do {
            // The user's own data: kept and backed up.
            let documents = files.urls(for: .documentDirectory, in: .userDomainMask)[0]
            try "Buy milk".write(to: documents.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
            // Can be made again: kept, not backed up, may be purged when the disk is full.
            let caches = files.urls(for: .documentDirectory, in: .userDomainMask)[0]
            try Data(count: 2048).write(to: caches.appendingPathComponent("thumbnail.cache"))
            // Only for now: the system may delete it whenever the app is not running.
            let tmp = files.urls(for: .documentDirectory, in: .userDomainMask)[0]
            try Data(count: 512).write(to: tmp.appendingPathComponent("upload.part"))
            print("saved notes.txt, thumbnail.cache and upload.part")
        } catch {
            print("could not save: \(error)")
        }
    }
}
