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

/// The status bar as apps asked before iOS 13 gave each scene its manager (deprecated, still
/// answered): the same frame and hidden state; a style the app sets is kept and answered, as it
/// is on iOS when Info.plist's `UIViewControllerBasedStatusBarAppearance` is NO.
extension UIApplication {
    nonisolated(unsafe) static var setStatusBarStyle: UIStatusBarStyle?
    nonisolated(unsafe) static var setStatusBarHidden: Bool?

    @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect { UIStatusBarManager().statusBarFrame }

    @available(iOS, deprecated: 9.0, message: "Use -[UIViewController preferredStatusBarStyle]")
    public var statusBarStyle: UIStatusBarStyle {
        get { Self.setStatusBarStyle ?? UIStatusBarManager().statusBarStyle }
        set { Self.setStatusBarStyle = newValue }
    }

    @available(iOS, deprecated: 9.0, message: "Use -[UIViewController prefersStatusBarHidden]")
    public var isStatusBarHidden: Bool {
        get { Self.setStatusBarHidden ?? UIStatusBarManager().isStatusBarHidden }
        set { Self.setStatusBarHidden = newValue }
    }
}

extension UIScreen {
    /// The screen less the status bar (deprecated since iOS 9, still answered).
    @available(iOS, deprecated: 9.0, message: "Use -[UIScreen bounds]")
    public var applicationFrame: CGRect {
        let bar = UIStatusBarManager().statusBarFrame.height
        return CGRect(x: 0, y: bar, width: bounds.width, height: bounds.height - bar)
    }
}
