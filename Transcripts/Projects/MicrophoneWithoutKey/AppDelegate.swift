import UIKit
import AVFoundation

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        let session = AVAudioSession.sharedInstance()
        print("before asking: \(session.recordPermission == .undetermined)")
        session.requestRecordPermission { allowed in
            print("allowed: \(allowed)")
        }
        return true
    }
}
