import UIKit
import BackgroundTasks

/// Apple's app refresh pattern: register the launch handler while launching, submit a request
/// on the way to the background, and submit the next one each time the task runs. The second
/// refresh forgets to complete, so its expiration handler does it.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let refreshIdentifier = "com.example.Refresher.refresh"
    var refreshes = 0

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: refreshIdentifier, using: nil) { task in
            self.handleAppRefresh(task as! BGAppRefreshTask)
        }
        print("launch handler registered: \(registered)")
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        scheduleAppRefresh()
    }

    func scheduleAppRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: refreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            print("Could not schedule app refresh: \(error)")
        }
    }

    func handleAppRefresh(_ task: BGAppRefreshTask) {
        scheduleAppRefresh()
        refreshes += 1
        print("refresh \(refreshes)")
        task.expirationHandler = {
            print("out of time: completing as failed")
            task.setTaskCompleted(success: false)
        }
        if refreshes == 1 {
            task.setTaskCompleted(success: true)
        }
    }

    // Never called: listing BGTaskSchedulerPermittedIdentifiers turns the older fetch off.
    func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        print("performFetch")
        completionHandler(.noData)
    }
}
