// Spellings from older books (Swift 2 and 3), declared unavailable so that swiftc itself names
// today's spelling, as Xcode does when it opens an old project. Swift 4.0's spellings of what
// Swift 4.2 nested or renamed stay usable in Swift 4 mode (SWIFT_VERSION = 4.0), as in
// Apple's SDK: `@available(swift, obsoleted: 4.2, renamed:)`.

extension UIColor {
    @available(*, unavailable, renamed: "white") public class func whiteColor() -> UIColor { fatalError() }
    @available(*, unavailable, renamed: "black") public class func blackColor() -> UIColor { fatalError() }
    @available(*, unavailable, renamed: "red") public class func redColor() -> UIColor { fatalError() }
    @available(*, unavailable, renamed: "green") public class func greenColor() -> UIColor { fatalError() }
    @available(*, unavailable, renamed: "blue") public class func blueColor() -> UIColor { fatalError() }
    @available(*, unavailable, renamed: "yellow") public class func yellowColor() -> UIColor { fatalError() }
    @available(*, unavailable, renamed: "gray") public class func grayColor() -> UIColor { fatalError() }
    @available(*, unavailable, renamed: "clear") public class func clearColor() -> UIColor { fatalError() }
    @available(*, unavailable, renamed: "orange") public class func orangeColor() -> UIColor { fatalError() }
    @available(*, unavailable, renamed: "purple") public class func purpleColor() -> UIColor { fatalError() }
    @available(*, unavailable, renamed: "lightGray") public class func lightGrayColor() -> UIColor { fatalError() }
    @available(*, unavailable, renamed: "darkGray") public class func darkGrayColor() -> UIColor { fatalError() }
}

extension UIScreen {
    @available(*, unavailable, renamed: "main") public class func mainScreen() -> UIScreen { fatalError() }
}

extension UIApplication {
    @available(*, unavailable, renamed: "shared") public class func sharedApplication() -> UIApplication { fatalError() }
}

@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

@available(swift, obsoleted: 4.2, renamed: "UIApplication.State")
public typealias UIApplicationState = UIApplication.State

@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

@available(*, unavailable, renamed: "Bundle")
public typealias NSBundle = Bundle

@available(*, unavailable, renamed: "UserDefaults")
public typealias NSUserDefaults = UserDefaults

@available(*, unavailable, renamed: "FileManager")
public typealias NSFileManager = FileManager

extension Bundle {
    @available(*, unavailable, renamed: "main") public class func mainBundle() -> Bundle { fatalError() }
    @available(*, unavailable, renamed: "path(forResource:ofType:)")
    public func pathForResource(_ name: String?, ofType ext: String?) -> String? { fatalError() }
}

extension UserDefaults {
    @available(*, unavailable, renamed: "standard") public class func standardUserDefaults() -> UserDefaults { fatalError() }
}

extension FileManager {
    @available(*, unavailable, renamed: "default") public class func defaultManager() -> FileManager { fatalError() }
}

extension UIView {
    @available(*, unavailable, renamed: "animate(withDuration:animations:)")
    public class func animateWithDuration(_ duration: TimeInterval, animations: @escaping () -> Void) { fatalError() }
}

extension UIWindow {
    @available(*, unavailable, renamed: "makeKeyAndVisible()") public func makeKeyAndVisibleWindow() { fatalError() }
}

@available(swift, obsoleted: 4.2, renamed: "UIApplication.OpenURLOptionsKey")
public typealias UIApplicationOpenURLOptionsKey = UIApplication.OpenURLOptionsKey

@available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation

@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle

@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem

@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style

@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

extension UIViewController {
    @available(swift, obsoleted: 4.2, renamed: "children")
    public var childViewControllers: [UIViewController] { children }
    @available(swift, obsoleted: 4.2, renamed: "addChild(_:)")
    public func addChildViewController(_ childController: UIViewController) { addChild(childController) }
    @available(swift, obsoleted: 4.2, renamed: "removeFromParent()")
    public func removeFromParentViewController() { removeFromParent() }
    @available(swift, obsoleted: 4.2, renamed: "didMove(toParent:)")
    public func didMove(toParentViewController parent: UIViewController?) { didMove(toParent: parent) }
    @available(swift, obsoleted: 4.2, renamed: "willMove(toParent:)")
    public func willMove(toParentViewController parent: UIViewController?) { willMove(toParent: parent) }
}

@available(swift, obsoleted: 4.2, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension = UITableView.automaticDimension

@available(swift, obsoleted: 4.2, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode

@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle

@available(swift, obsoleted: 4.2, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style

@available(swift, obsoleted: 4.2, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style

@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType

@available(swift, obsoleted: 4.2, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style

@available(swift, obsoleted: 4.2, renamed: "UIApplication.openSettingsURLString")
public let UIApplicationOpenSettingsURLString = UIApplication.openSettingsURLString

@available(swift, obsoleted: 4.2, renamed: "UIImage.pngData(self:)")
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }

@available(swift, obsoleted: 4.2, renamed: "UIImage.jpegData(self:compressionQuality:)")
public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? { image.jpegData(compressionQuality: compressionQuality) }

// Core Animation's constants were globals in Swift 4.0 (the iOS 11 SDK's), typed as 4.2 nests them.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.removed")
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.forwards")
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.backwards")
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.both")
public let kCAFillModeBoth = CAMediaTimingFillMode.both
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.default")
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.linear")
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.discrete")
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.paced")
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.cubic")
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.cubicPaced")
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.butt")
public let kCALineCapButt = CAShapeLayerLineCap.butt
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.round")
public let kCALineCapRound = CAShapeLayerLineCap.round
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.square")
public let kCALineCapSquare = CAShapeLayerLineCap.square
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.miter")
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.round")
public let kCALineJoinRound = CAShapeLayerLineJoin.round
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.bevel")
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerFillRule.nonZero")
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerFillRule.evenOdd")
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd
@available(swift, obsoleted: 4.2, renamed: "UIProgressView.Style")
public typealias UIProgressViewStyle = UIProgressView.Style

/// Swift 4.0's name of the text-attribute key type, nested by Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key

// Swift 3's global text-attribute names, which Swift 4 made members of the key type: unavailable
// in every mode, so that swiftc names the member to use, as Xcode does.
@available(*, unavailable, renamed: "NSAttributedString.Key.font") public var NSFontAttributeName: NSAttributedString.Key { fatalError() }
@available(*, unavailable, renamed: "NSAttributedString.Key.foregroundColor") public var NSForegroundColorAttributeName: NSAttributedString.Key { fatalError() }
@available(*, unavailable, renamed: "NSAttributedString.Key.backgroundColor") public var NSBackgroundColorAttributeName: NSAttributedString.Key { fatalError() }
@available(*, unavailable, renamed: "NSAttributedString.Key.kern") public var NSKernAttributeName: NSAttributedString.Key { fatalError() }
@available(*, unavailable, renamed: "NSAttributedString.Key.paragraphStyle") public var NSParagraphStyleAttributeName: NSAttributedString.Key { fatalError() }
@available(*, unavailable, renamed: "NSAttributedString.Key.underlineStyle") public var NSUnderlineStyleAttributeName: NSAttributedString.Key { fatalError() }
@available(*, unavailable, renamed: "NSAttributedString.Key.strikethroughStyle") public var NSStrikethroughStyleAttributeName: NSAttributedString.Key { fatalError() }
@available(*, unavailable, renamed: "NSAttributedString.Key.strokeColor") public var NSStrokeColorAttributeName: NSAttributedString.Key { fatalError() }
@available(*, unavailable, renamed: "NSAttributedString.Key.strokeWidth") public var NSStrokeWidthAttributeName: NSAttributedString.Key { fatalError() }
@available(*, unavailable, renamed: "NSAttributedString.Key.shadow") public var NSShadowAttributeName: NSAttributedString.Key { fatalError() }

extension UIView {
    @available(swift, obsoleted: 4.2, renamed: "bringSubviewToFront(_:)")
    public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }
    @available(swift, obsoleted: 4.2, renamed: "sendSubviewToBack(_:)")
    public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
}

@available(swift, obsoleted: 4.2, renamed: "UIEvent.EventSubtype")
public typealias UIEventSubtype = UIEvent.EventSubtype

// Swift 4.0's names of types Swift 4.2 nested (the iOS 11 SDK's), usable in Swift 4 mode as in
// Apple's SDK; pods of that era still carry them.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve
@available(swift, obsoleted: 4.2, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level")
public typealias UIWindowLevel = UIWindow.Level
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.normal")
public let UIWindowLevelNormal = UIWindow.Level.normal
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.statusBar")
public let UIWindowLevelStatusBar = UIWindow.Level.statusBar
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.alert")
public let UIWindowLevelAlert = UIWindow.Level.alert
@available(swift, obsoleted: 4.2, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style
@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
@available(swift, obsoleted: 4.2, renamed: "UIBlurEffect.Style")
public typealias UIBlurEffectStyle = UIBlurEffect.Style
@available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
@available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition
@available(swift, obsoleted: 4.2, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle
@available(swift, obsoleted: 4.2, renamed: "UIImage.Orientation")
public typealias UIImageOrientation = UIImage.Orientation
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
@available(swift, obsoleted: 4.2, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = UITextField.BorderStyle
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.KeyboardDismissMode")
public typealias UIScrollViewKeyboardDismissMode = UIScrollView.KeyboardDismissMode
@available(swift, obsoleted: 4.2, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.TransitionStyle")
public typealias UIPageViewControllerTransitionStyle = UIPageViewController.TransitionStyle
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationOrientation")
public typealias UIPageViewControllerNavigationOrientation = UIPageViewController.NavigationOrientation
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationDirection")
public typealias UIPageViewControllerNavigationDirection = UIPageViewController.NavigationDirection
@available(swift, obsoleted: 4.2, renamed: "UISearchBar.Style")
public typealias UISearchBarStyle = UISearchBar.Style
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle
@available(swift, obsoleted: 4.2, renamed: "UITabBarItem.SystemItem")
public typealias UITabBarSystemItem = UITabBarItem.SystemItem

// Swift 4.0's names of UIKit's notifications (`NSNotification.Name.UIApplicationDidBecomeActive`),
// which Swift 4.2 moved onto their classes; usable in Swift 4 mode, as in Apple's SDK.
extension NSNotification.Name {
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didFinishLaunchingNotification")
    public static let UIApplicationDidFinishLaunching = UIApplication.didFinishLaunchingNotification
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didBecomeActiveNotification")
    public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willResignActiveNotification")
    public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didEnterBackgroundNotification")
    public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willEnterForegroundNotification")
    public static let UIApplicationWillEnterForeground = UIApplication.willEnterForegroundNotification
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willTerminateNotification")
    public static let UIApplicationWillTerminate = UIApplication.willTerminateNotification
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didReceiveMemoryWarningNotification")
    public static let UIApplicationDidReceiveMemoryWarning = UIApplication.didReceiveMemoryWarningNotification
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didChangeStatusBarOrientationNotification")
    public static let UIApplicationDidChangeStatusBarOrientation = UIApplication.didChangeStatusBarOrientationNotification
    @available(swift, obsoleted: 4.2, renamed: "UIDevice.orientationDidChangeNotification")
    public static let UIDeviceOrientationDidChange = UIDevice.orientationDidChangeNotification
    @available(swift, obsoleted: 4.2, renamed: "UIDevice.batteryLevelDidChangeNotification")
    public static let UIDeviceBatteryLevelDidChange = UIDevice.batteryLevelDidChangeNotification
    @available(swift, obsoleted: 4.2, renamed: "UIDevice.batteryStateDidChangeNotification")
    public static let UIDeviceBatteryStateDidChange = UIDevice.batteryStateDidChangeNotification
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidShowNotification")
    public static let UIKeyboardDidShow = UIResponder.keyboardDidShowNotification
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidHideNotification")
    public static let UIKeyboardDidHide = UIResponder.keyboardDidHideNotification
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    public static let UIKeyboardWillChangeFrame = UIResponder.keyboardWillChangeFrameNotification
    @available(swift, obsoleted: 4.2, renamed: "UIWindow.didBecomeKeyNotification")
    public static let UIWindowDidBecomeKey = UIWindow.didBecomeKeyNotification
    @available(swift, obsoleted: 4.2, renamed: "UIWindow.didResignKeyNotification")
    public static let UIWindowDidResignKey = UIWindow.didResignKeyNotification
    @available(swift, obsoleted: 4.2, renamed: "UIWindow.didBecomeVisibleNotification")
    public static let UIWindowDidBecomeVisible = UIWindow.didBecomeVisibleNotification
    @available(swift, obsoleted: 4.2, renamed: "UIWindow.didBecomeHiddenNotification")
    public static let UIWindowDidBecomeHidden = UIWindow.didBecomeHiddenNotification
}

// Dispatch's time constants, which Darwin's headers give Swift on iOS (`DispatchTime.now() +
// Double(NSEC_PER_SEC)`); Swift on Linux has no such constants.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000

// Core Graphics' C functions as Swift 2 books call them (`CGRectMake(0, 0, 320, 44)`): Swift 3
// made them initialisers and members, and Apple's SDK keeps the old names unavailable, so
// swiftc names today's spelling instead of "cannot find 'CGRectMake' in scope".
@available(*, unavailable, renamed: "CGRect(x:y:width:height:)")
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect { fatalError() }
@available(*, unavailable, renamed: "CGPoint(x:y:)")
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { fatalError() }
@available(*, unavailable, renamed: "CGSize(width:height:)")
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { fatalError() }
@available(*, unavailable, renamed: "CGVector(dx:dy:)")
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { fatalError() }
@available(*, unavailable, renamed: "CGRect.zero")
public var CGRectZero: CGRect { fatalError() }
@available(*, unavailable, renamed: "CGPoint.zero")
public var CGPointZero: CGPoint { fatalError() }
@available(*, unavailable, renamed: "CGSize.zero")
public var CGSizeZero: CGSize { fatalError() }
@available(*, unavailable, renamed: "getter:CGRect.midX(self:)")
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { fatalError() }
@available(*, unavailable, renamed: "getter:CGRect.midY(self:)")
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { fatalError() }
@available(*, unavailable, renamed: "getter:CGRect.minX(self:)")
public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { fatalError() }
@available(*, unavailable, renamed: "getter:CGRect.maxX(self:)")
public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { fatalError() }
@available(*, unavailable, renamed: "getter:CGRect.minY(self:)")
public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { fatalError() }
@available(*, unavailable, renamed: "getter:CGRect.maxY(self:)")
public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { fatalError() }
@available(*, unavailable, renamed: "getter:CGRect.width(self:)")
public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { fatalError() }
@available(*, unavailable, renamed: "getter:CGRect.height(self:)")
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { fatalError() }
@available(*, unavailable, renamed: "CGRect.insetBy(self:dx:dy:)")
public func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { fatalError() }
@available(*, unavailable, renamed: "CGRect.offsetBy(self:dx:dy:)")
public func CGRectOffset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { fatalError() }
@available(*, unavailable, renamed: "CGRect.intersection(self:_:)")
public func CGRectIntersection(_ r1: CGRect, _ r2: CGRect) -> CGRect { fatalError() }
@available(*, unavailable, renamed: "CGRect.union(self:_:)")
public func CGRectUnion(_ r1: CGRect, _ r2: CGRect) -> CGRect { fatalError() }
@available(*, unavailable, renamed: "CGRect.contains(self:_:)")
public func CGRectContainsPoint(_ rect: CGRect, _ point: CGPoint) -> Bool { fatalError() }
@available(*, unavailable, renamed: "CGRect.contains(self:_:)")
public func CGRectContainsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { fatalError() }
@available(*, unavailable, renamed: "CGRect.intersects(self:_:)")
public func CGRectIntersectsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { fatalError() }
@available(*, unavailable, renamed: "getter:CGRect.isEmpty(self:)")
public func CGRectIsEmpty(_ rect: CGRect) -> Bool { fatalError() }
@available(*, unavailable, renamed: "CGRect.equalTo(self:_:)")
public func CGRectEqualToRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { fatalError() }
@available(*, unavailable, renamed: "CGAffineTransform.init(rotationAngle:)")
public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform { fatalError() }
@available(*, unavailable, renamed: "CGAffineTransform.init(scaleX:y:)")
public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform { fatalError() }
@available(*, unavailable, renamed: "CGAffineTransform.init(translationX:y:)")
public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform { fatalError() }
@available(*, unavailable, renamed: "CGAffineTransform.identity")
public var CGAffineTransformIdentity: CGAffineTransform { fatalError() }
@available(*, unavailable, renamed: "CGAffineTransform.concatenating(self:_:)")
public func CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform { fatalError() }
