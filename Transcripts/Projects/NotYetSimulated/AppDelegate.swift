import UIKit
import GameplayKit
import Security

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let machine = GKStateMachine(states: [])
        print(machine.currentState as Any)
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword]
        print(query.count)
        return true
    }
}
