import UIKit

// Swift 4.0 spellings (SWIFT_VERSION = 4.0): Swift 4.2 renamed them, and Xcode still builds
// them in Swift 4 mode.
@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        let container = UINavigationController()
        container.addChildViewController(StatusViewController())
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = container
        window?.makeKeyAndVisible()
        print("children: \(container.childViewControllers.count)")
        let picker = UIDatePicker()
        picker.datePickerMode = UIDatePickerMode.date
        let png = UIImagePNGRepresentation(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47]))!)
        print("\(UIImagePickerControllerOriginalImage), \(UIApplicationOpenSettingsURLString), \(png?.count ?? 0) PNG bytes, mode \(picker.datePickerMode == .date ? "date" : "?")")
        return true
    }
}

class StatusViewController: UIViewController {}
