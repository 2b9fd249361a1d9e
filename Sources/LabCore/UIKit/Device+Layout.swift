/// UIKit's layout pass as app code sees it: docs/lifecycle.md, "The layout pass".
extension Device {
    /// Lays out `controller`'s view and, beneath it, its children's and what it presents: the
    /// constraints pass bottom-up (`updateConstraints()` of the app's views, then the
    /// controller's `updateViewConstraints()`), then `viewWillLayoutSubviews()`, the root
    /// view's `layoutSubviews()`, `viewDidLayoutSubviews()`, then the subviews'
    /// `layoutSubviews()` top-down, where a table or collection view first asks its data
    /// source. Only methods the app implements are offered (**choice**: iOS runs this pass
    /// often, and UIKit's own steps would be noise).
    func layOut(_ controller: UIViewController, fillingWindow: Bool = true, in process: AppProcess) throws(ProcessEnded) {
        guard let view = controller.view else { return }
        if fillingWindow { try fillWindow(with: controller, in: process) }
        let ownViews = view.allViews
        for subview in ownViews.reversed() { try offerIfImplemented(LayoutSelector.updateConstraints.rawValue, to: subview.ref, in: process) }
        try offerIfImplemented(LayoutSelector.updateViewConstraints.rawValue, to: controller.ref, in: process)
        try offerIfImplemented(LayoutSelector.viewWillLayoutSubviews.rawValue, to: controller.ref, in: process)
        try layOutSubviews(of: view, in: process)
        try offerIfImplemented(LayoutSelector.viewDidLayoutSubviews.rawValue, to: controller.ref, in: process)
        for subview in ownViews.dropFirst() { try layOutSubviews(of: subview, in: process) }
        for child in controller.children where child.isViewLoaded && (controller.visibleChild === child || controller.baseClass == "UIViewController") {
            try layOut(child, in: process)
        }
        if let presented = controller.presented { try layOut(presented, in: process) }
    }

    /// A controller that fills the window (its root, one presented full screen) gets the
    /// window's size as its view enters the window, as UIKit sizes it (before `viewIsAppearing`).
    func fillWindow(with controller: UIViewController, in process: AppProcess) throws(ProcessEnded) {
        guard controller.view != nil, let window = process.objects.keyWindow,
              window.rootViewController === controller || controller.coversPresenter else { return }
        try performInUIKit(RotationStep.fillWindow, on: controller.ref, arguments: [.double(window.frame.width), .double(window.frame.height)], in: process)
    }

    /// One view's `layoutSubviews()`; a table or collection view that has not asked its data
    /// source yet asks it there, in its first layout (as UIKit's own `layoutSubviews` does).
    private func layOutSubviews(of view: UIView, in process: AppProcess) throws(ProcessEnded) {
        try offerIfImplemented(LayoutSelector.layoutSubviews.rawValue, to: view.ref, in: process)
        if ["UITableView", "UICollectionView"].contains(uikitBase(of: view.className, in: process)) {
            try performInUIKit(UIKitStep.firstLayout, on: view.ref, in: process)
        }
    }

    /// Offers a method only when the app's class has it (no "not implemented" line).
    func offerIfImplemented(_ selector: String, to receiver: ObjectRef, arguments: [AppValue] = [], in process: AppProcess) throws(ProcessEnded) {
        guard code(of: process, implements: selector, in: receiver) else { return }
        try offer(selector, to: receiver, arguments: arguments, in: process)
    }
}
