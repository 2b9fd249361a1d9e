// Real UIKit names that LifecycleLab does not simulate: using one is a compile error that says
// so, rather than swiftc's "cannot find in scope", which would read as a typo.

import Foundation

@available(*, unavailable, message: "LifecycleLab does not simulate UIHostingController (SwiftUI) yet")
open class UIHostingController: UIViewController {}
