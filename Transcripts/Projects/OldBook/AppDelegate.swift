import UIKit

// The app delegate as a Swift 2 book prints it (2015). Xcode today would say what changed.
@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(application: UIApplication, didFinishLaunchingWithOptions launchOptions: [NSObject: AnyObject]?) -> Bool {
        window = UIWindow(frame: UIScreen.mainScreen().bounds)
        window!.backgroundColor = UIColor.whiteColor()
        window!.addSubview(UIView(frame: CGRectMake(0, 0, 320, 44)))
        window!.makeKeyAndVisible()
        return true
    }

    func applicationDidEnterBackground(application: UIApplication) {
        let app = UIApplication.sharedApplication()
        print("background: \(app.applicationState)")
    }
}
