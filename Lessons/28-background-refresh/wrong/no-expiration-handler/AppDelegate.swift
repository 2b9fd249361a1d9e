import UIKit
import BackgroundTasks

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    let service = ForecastService()
    var forecast = "Sunny"
    static let refreshIdentifier = "com.example.Forecast.refresh"

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Before the launch ends: a launch in the background runs the task right after it.
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshIdentifier, using: nil) { task in
            self.handleAppRefresh(task as! BGAppRefreshTask)
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
        print("forecast: \(forecast)")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        scheduleAppRefresh()
    }

    func scheduleAppRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            print("could not schedule the refresh: \(error)")
        }
    }

    func handleAppRefresh(_ task: BGAppRefreshTask) {
        scheduleAppRefresh()
        service.downloadForecast { forecast in
            self.forecast = forecast
            print("forecast: \(forecast)")
            self.service.downloadRadar {
                print("radar map downloaded")
                task.setTaskCompleted(success: true)
            }
        }
    }
}
