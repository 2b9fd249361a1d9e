import UIKit

/// Saves what it must keep when it leaves the screen — a count in UserDefaults and a note in
/// Documents — and reads both back at launch: what survives the process is what is on disk.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var launches = 0

    var noteURL: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("note.txt")
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let saved = UserDefaults.standard.integer(forKey: "launches")
        let note = (try? String(contentsOf: noteURL, encoding: .utf8)) ?? "(none yet)"
        print("restored: launches \(saved), note \(note)")
        launches = saved + 1
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        UserDefaults.standard.set(launches, forKey: "launches")
        do {
            try "written before launch \(launches) was suspended".write(to: noteURL, atomically: true, encoding: .utf8)
            print("saved launch \(launches)")
        } catch {
            print("could not save: \(error)")
        }
    }
}
