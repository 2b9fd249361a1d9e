import Foundation

/// How the status bar appears or hides.
public enum UIStatusBarAnimation: Int, Sendable { case none, fade, slide }

/// The window scene's status bar, as the device shows it: on a phone without a Home button it
/// is 54 points tall in portrait; an iPhone hides it in landscape.
open class UIStatusBarManager: NSObject {
    open var statusBarStyle: UIStatusBarStyle { .default }
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
