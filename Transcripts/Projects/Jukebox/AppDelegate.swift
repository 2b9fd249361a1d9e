import UIKit
import AVFoundation

/// Declares `audio` in UIBackgroundModes but never sets the session's category: the default,
/// `.soloAmbient`, is silenced when the app leaves the screen, so the app is suspended.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var player: AVAudioPlayer?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
        if let url = Bundle.main.url(forResource: "tone", withExtension: "caf") {
            try? AVAudioSession.sharedInstance().setActive(true)
            player = try? AVAudioPlayer(contentsOf: url)
            player?.play()
        }
        print("playing: \(player?.isPlaying ?? false)")
        return true
    }
}
