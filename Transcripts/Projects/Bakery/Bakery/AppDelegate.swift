import UIKit
import Recipes

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let loaf = Recipe(name: "Loaf", grams: 500)
        print(loaf.summary)
        print("a bun needs less flour:", Recipe(name: "Bun", grams: 80).needsLessFlour(than: loaf))
        print("card:", Recipe.card(), "from", Recipe.bundleName)
        print("image:", Recipe.bread as Any, "— in the app's own bundle:", UIImage(named: "bread") as Any)
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
