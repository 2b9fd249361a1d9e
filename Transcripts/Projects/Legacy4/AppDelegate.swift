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
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        let drawn = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        let png = UIImagePNGRepresentation(drawn)
        print("\(UIImagePickerControllerOriginalImage), \(UIApplicationOpenSettingsURLString), \(png?.count ?? 0) PNG bytes, mode \(picker.datePickerMode == .date ? "date" : "?")")
        return true
    }
}

class StatusViewController: UIViewController {}
