import UIKit
import BackgroundTasks

/// Apple's processing task pattern: register the launch handler while launching, submit a
/// BGProcessingTaskRequest (charging only) on the way to the background. The first run
/// completes; the second never does, so its expiration handler ends it.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let compactIdentifier = "com.example.Archiver.compact"
    var runs = 0

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: compactIdentifier, using: nil) { task in
            self.compact(task as! BGProcessingTask)
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        scheduleCompaction()
    }

    func scheduleCompaction() {
        let request = BGProcessingTaskRequest(identifier: compactIdentifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            print("Could not schedule compaction: \(error)")
        }
    }

    func compact(_ task: BGProcessingTask) {
        runs += 1
        print("compacting (run \(runs))")
        task.expirationHandler = {
            print("interrupted: saving progress")
            task.setTaskCompleted(success: false)
        }
        if runs == 1 {
            print("compacted")
            task.setTaskCompleted(success: true)
            scheduleCompaction()
        }
    }
}
