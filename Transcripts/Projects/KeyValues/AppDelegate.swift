import UIKit

// Key-value coding: reading and writing properties by name, as books before Swift 4's key paths
// (and many Objective-C habits) do. It reaches `@objc` properties only.
class Person: NSObject {
    @objc var name = "Ann"
    @objc dynamic var age = 30
    var nickname = "A"
}

class Student: Person {
    @objc var school: String? = "Hill"
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    @objc var launches = 0

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UserDefaults.standard.setValue("dark", forKey: "theme")
        print("theme:", UserDefaults.standard.value(forKey: "theme") ?? "nil")

        let student = Student()
        student.setValue("Bob", forKey: "name")
        student.setValue(41, forKey: "age")
        student.setValue("Dale", forKey: "school")
        print("student:", student.value(forKey: "name") ?? "nil", student.value(forKey: "age") ?? "nil", student.value(forKey: "school") ?? "nil")

        setValue(launches + 1, forKey: "launches")
        print("launches:", value(forKey: "launches") ?? "nil")

        let label = UILabel()
        label.setValue("hello", forKey: "text")
        label.layer.cornerRadius = 4
        print("label:", label.text ?? "nil", label.value(forKeyPath: "layer.cornerRadius") ?? "nil")

        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()

        // Not @objc: key-value coding cannot see it, on iOS as here.
        print("nickname:", student.value(forKey: "nickname") ?? "nil")
        return true
    }
}
