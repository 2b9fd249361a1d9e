import UIKit
import AVFoundation
import Photos

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let engine = AVAudioEngine()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let newest: PHAsset? = nil
        print(newest as Any)
        return true
    }
}
