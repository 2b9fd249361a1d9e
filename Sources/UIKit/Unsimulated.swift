// Real UIKit names that LifecycleLab does not simulate: using one is a compile error that says
// so, rather than swiftc's "cannot find in scope", which would read as a typo.

import Foundation

@available(*, unavailable, message: "LifecycleLab does not simulate UIHostingController (SwiftUI) yet")
open class UIHostingController: UIViewController {}
@available(*, unavailable, message: "LifecycleLab does not simulate UIWebView (deprecated since iOS 12, and refused by the App Store; WebKit's WKWebView replaced it)")
open class UIWebView: UIView {}
@available(*, unavailable, message: "LifecycleLab does not simulate UIWebView (deprecated since iOS 12, and refused by the App Store; WebKit's WKWebView replaced it)")
public protocol UIWebViewDelegate: AnyObject {}
@available(*, unavailable, message: "LifecycleLab does not simulate CADisplayLink yet (no screen refreshes)")
open class CADisplayLink: NSObject {
    public init(target: Any, selector sel: Selector) { super.init() }
}
