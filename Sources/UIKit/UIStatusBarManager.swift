import Foundation

/// How the status bar appears or hides.
public enum UIStatusBarAnimation: Int, Sendable { case none, fade, slide }

/// The window scene's status bar, as the device shows it: on a phone without a Home button it
/// is 54 points tall in portrait; an iPhone hides it in landscape.
open class UIStatusBarManager: NSObject {
    /// The style the key window's controllers ask for: from the root, down what it presents
    /// over the whole screen (or what captures the status bar's appearance) and the children
    /// each names in `childForStatusBarStyle`, the last one's `preferredStatusBarStyle`.
    open var statusBarStyle: UIStatusBarStyle {
        guard let root = UIApplication.shared.keyWindow?.rootViewController else { return .default }
        return Self.owner(from: root) { $0.childForStatusBarStyle }.preferredStatusBarStyle
    }

    /// The controller that decides the status bar, starting at `root`.
    static func owner(from root: UIViewController, child: (UIViewController) -> UIViewController?) -> UIViewController {
        var current = root
        var seen: Set<ObjectIdentifier> = []
        while seen.insert(ObjectIdentifier(current)).inserted {
            if let presented = current.presentedViewController, presented.presentingViewController === current,
               [.fullScreen, .currentContext].contains(presented.presentedStyle ?? presented.modalPresentationStyle) || presented.modalPresentationCapturesStatusBarAppearance {
                current = presented
            } else if let next = child(current) {
                current = next
            } else {
                break
            }
        }
        return current
    }
    open var isStatusBarHidden: Bool { InterfaceOrientationAnswer.current.isLandscape }
    open var statusBarFrame: CGRect {
        guard !isStatusBarHidden else { return .zero }
        let screen = UIScreen.main.bounds
        return CGRect(x: 0, y: 0, width: screen.width, height: screen.height >= 812 ? 54 : 20)
    }
}

extension UIWindowScene {
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
}
