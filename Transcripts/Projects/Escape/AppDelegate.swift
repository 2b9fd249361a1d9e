import UIKit

/// Tries to write outside its sandbox. On iOS an app may write only inside its container:
/// anywhere else the system refuses, and the app gets a permission error.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let inside = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("mine.txt")
        let outside = URL(fileURLWithPath: "/tmp/escaped.txt")
        for url in [inside, outside] {
            do {
                try "hello".write(to: url, atomically: false, encoding: .utf8)
                print("wrote \(url.lastPathComponent)")
            } catch {
                let code = (error as NSError).code
                print("could not write \(url.path): permission denied (\(code == NSFileWriteNoPermissionError ? "NSFileWriteNoPermissionError" : "code \(code)"))")
            }
        }
        return true
    }
}
