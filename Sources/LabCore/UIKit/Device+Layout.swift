/// UIKit's layout pass as app code sees it: docs/lifecycle.md, "The layout pass".
extension Device {
    /// Lays out `controller`'s view and, beneath it, its children's and what it presents: the
    /// constraints pass bottom-up (`updateConstraints()` of the app's views, then the
    /// controller's `updateViewConstraints()`), then `viewWillLayoutSubviews()`, the root
    /// view's `layoutSubviews()`, `viewDidLayoutSubviews()`, then the subviews'
    /// `layoutSubviews()` top-down. Only methods the app implements are offered (**choice**:
    /// iOS runs this pass often, and UIKit's own steps would be noise).
    func layOut(_ controller: UIViewController, in process: AppProcess) throws(ProcessEnded) {
        guard let view = controller.view else { return }
        // A controller that fills the window (its root, one presented full screen) gets the
        // window's size before its first layout, as UIKit sizes it when it enters the window.
        if let window = process.objects.keyWindow, window.rootViewController === controller || controller.coversPresenter {
            try performInUIKit("__labFillWindow", on: controller.ref, arguments: [.double(window.frame.width), .double(window.frame.height)], in: process)
        }
        let ownViews = view.allViews
        for subview in ownViews.reversed() { try offerIfImplemented("updateConstraints()", to: subview.ref, in: process) }
        try offerIfImplemented("updateViewConstraints()", to: controller.ref, in: process)
        try offerIfImplemented("viewWillLayoutSubviews()", to: controller.ref, in: process)
        try offerIfImplemented("layoutSubviews()", to: view.ref, in: process)
        try offerIfImplemented("viewDidLayoutSubviews()", to: controller.ref, in: process)
        for subview in ownViews.dropFirst() { try offerIfImplemented("layoutSubviews()", to: subview.ref, in: process) }
        for child in controller.children where child.isViewLoaded && (controller.visibleChild === child || controller.baseClass == "UIViewController") {
            try layOut(child, in: process)
        }
        if let presented = controller.presented { try layOut(presented, in: process) }
    }

    /// Offers a method only when the app's class has it (no "not implemented" line).
    func offerIfImplemented(_ selector: String, to receiver: ObjectRef, arguments: [AppValue] = [], in process: AppProcess) throws(ProcessEnded) {
        guard code(of: process, implements: selector, in: receiver) else { return }
        try offer(selector, to: receiver, arguments: arguments, in: process)
    }
}
