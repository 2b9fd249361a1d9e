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

    /// The members of each class that the interpreter runs (methods without their labels).
    static let members: [String: [String]] = [
        "UIApplication": ["applicationState", "backgroundTimeRemaining", "delegate", "keyWindow",
                          "beginBackgroundTask", "endBackgroundTask"],
        "UIWindow": ["rootViewController", "isHidden", "makeKeyAndVisible"],
        "UIView": ["backgroundColor", "addSubview", "bounds", "frame"],
        "UILabel": ["text"],
        "UIButton": ["text"],
        "UIViewController": ["view", "loadViewIfNeeded"],
    ]

    /// What `className` and its UIKit ancestors offer, for "did you mean".
    static func knownMembers(of className: String) -> [String] {
        var found: [String] = []
        var current: String? = className
        while let name = current {
            found += members[name] ?? []
            current = superclass[name]
        }
        return found
    }

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
