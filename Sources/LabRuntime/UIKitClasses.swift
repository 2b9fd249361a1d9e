/// The UIKit class hierarchy the interpreter knows, for casts and for deciding what an app
/// class is (a view controller, a view, a window).
enum UIKitClasses {
    /// Each class with its superclass.
    static let superclass: [String: String] = [
        "UIResponder": "NSObject",
        "UIApplication": "UIResponder",
        "UIViewController": "UIResponder",
        "UINavigationController": "UIViewController",
        "UITableViewController": "UIViewController",
        "UITabBarController": "UIViewController",
        "UIView": "UIResponder",
        "UIWindow": "UIView",
        "UILabel": "UIView",
        "UIButton": "UIControl",
        "UIControl": "UIView",
        "UISwitch": "UIControl",
        "UITextField": "UIControl",
        "UIImageView": "UIView",
        "UIStackView": "UIView",
        "UIScrollView": "UIView",
        "UITableView": "UIScrollView",
        "UIScene": "UIResponder",
        "UIWindowScene": "UIScene",
    ]

    static func isAncestor(_ ancestor: String, of className: String) -> Bool {
        var current: String? = className
        while let name = current {
            if name == ancestor { return true }
            current = superclass[name]
        }
        return false
    }

    static func isViewController(_ className: String) -> Bool { isAncestor("UIViewController", of: className) }
    static func isView(_ className: String) -> Bool { isAncestor("UIView", of: className) && className != "UIWindow" }
}
