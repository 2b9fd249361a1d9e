import UIKit
import AVFoundation

/// Plays on in the background: `audio` in UIBackgroundModes and a `.playback` session. A silent
/// push with "command": "stop" stops the music, and then nothing keeps the app running.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var player: AVAudioPlayer?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
        do {
            let session = AVAudioSession.sharedInstance()
            try session.setCategory(.playback, mode: .default)
            try session.setActive(true)
            guard let url = Bundle.main.url(forResource: "tone", withExtension: "caf") else {
                print("tone.caf is not in the bundle")
                return true
            }
            let player = try AVAudioPlayer(contentsOf: url)
            player.numberOfLoops = -1
            player.play()
            self.player = player
            print("playing: \(player.isPlaying)")
        } catch {
            print("no audio: \(error)")
        }
        return true
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        if userInfo["command"] as? String == "stop" {
            player?.stop()
            print("stopped the music")
        }
        completionHandler(.noData)
    }
}
