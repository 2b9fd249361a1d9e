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
        // Write notes.txt into Documents, thumbnail.cache into Library/Caches and upload.part into tmp.
    }
}
