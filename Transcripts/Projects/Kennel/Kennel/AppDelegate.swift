import UIKit
import Barking
import Tricks

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let dog = Dog(name: "Rex")
        print(dog.bark())
        print(Trick.sit.perform(by: dog.name))
        print("framework bundle:", Bundle(for: Dog.self).bundleURL.lastPathComponent, "— its image:", Dog.bone as Any)
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
