/// Modal presentation — `present(_:animated:completion:)` and `dismiss(animated:completion:)` —
/// and the other ways one controller replaces another on screen (docs/lifecycle.md,
/// "Modal presentation, pushes and tabs").
extension Device {
    /// `UIModalPresentationStyle` (LabWire, as the simulated SDK sends it).
    public typealias PresentationStyle = LabWire.PresentationStyle

    /// Presents `presented` over what `presenter` shows. The presented controller's view loads,
    /// then the appearance methods run in UIKit's order: for a presentation that covers the
    /// screen, the covered controller's `viewWillDisappear`, the presented one's
    /// `viewWillAppear`, the covered one's `viewDidDisappear`, the presented one's
    /// `viewDidAppear`; a sheet leaves the covered controller alone. Refused, with UIKit's
    /// reason, when the presenter is not on screen yet (from `viewDidLoad`, or before the
    /// window is shown) or already presents a controller: UIKit logs a warning and presents
    /// nothing.
    func present(_ presented: UIViewController, from presenter: UIViewController, style: PresentationStyle,
                 animated: Bool = false, in process: AppProcess) throws(ProcessEnded) -> PresentationRefusal? {
        // The presentation context: the outermost container of the presenter (its navigation
        // or tab bar controller), which becomes `presentingViewController`.
        var covered = presenter
        while let parent = covered.parent { covered = parent }
        // A presentation waits for no other transition: while one animates (a push or a pop, a
        // change of tab included), UIKit refuses it (docs/lifecycle.md, "Animations take time").
        if !process.runningTransitions.isEmpty { return .presentationInProgress }
        if covered.presented != nil || presented.presenting != nil || presented === covered { return .alreadyPresenting }
        guard covered.hasAppeared else { return .notInWindowHierarchy }
        let covers: Bool = switch style {
        case .fullScreen, .currentContext: true
        case .automatic, .pageSheet, .formSheet: !dial.presentsSheetsByDefault
        default: false
        }
        covered.presented = presented
        presented.presenting = covered
        presented.presentationKind = covers ? .fullScreen : [.automatic, .pageSheet, .formSheet].contains(style) ? .sheet : .overPresenter
        try transition(from: covers ? covered : nil, to: presented, newRole: .beingPresented, order: .presentation,
                       animated: animated ? .presentation : nil, in: process)
        return nil
    }

    /// Why UIKit presents nothing (LabWire, as the simulated SDK receives it).
    public typealias PresentationRefusal = LabWire.PresentationRefusal

    /// Dismisses what `controller` presents, or, when it presents nothing, `controller` itself
    /// (as UIKit forwards `dismiss` to the presenting controller); a child that neither presents
    /// nor is presented forwards it to its parent. The mirror of `present`: the dismissed
    /// controller's `viewWillDisappear`, the presenter's `viewWillAppear` (when it was covered),
    /// the presenter's `viewDidAppear`, the dismissed one's `viewDidDisappear`. False, and
    /// nothing done, while another presentation or dismissal animates (UIKit's "while a
    /// presentation or dismiss is in progress").
    @discardableResult
    func dismiss(from controller: UIViewController, animated: Bool = false, in process: AppProcess) throws(ProcessEnded) -> Bool {
        var controller = controller
        while controller.presented == nil, controller.presenting == nil, let parent = controller.parent { controller = parent }
        guard let dismissed = controller.presented ?? (controller.presenting != nil ? controller : nil),
              let presenter = dismissed.presenting else { return true }
        guard !isPresenting(in: process) else { return false }
        // Whatever the dismissed controller presents goes with it.
        let top = topmostPresented(from: dismissed)
        let role: AppearanceRole? = top === dismissed ? .beingDismissed : nil
        try disappear(top, .viewWillDisappear, role: role, in: process)
        if dismissed.coversPresenter {
            try appear(presenter, .viewWillAppear, in: process)
            try layOutToAppear(presenter, role: nil, in: process)
        }
        let custom = try runCustomTransition(in: process)
        let finish = { (device: Device, process: AppProcess) throws(ProcessEnded) in
            if dismissed.coversPresenter { try device.appear(presenter, .viewDidAppear, in: process, layingOut: false) }
            try device.disappear(top, .viewDidDisappear, role: role, in: process)
            presenter.presented = nil
            dismissed.presenting = nil
        }
        if animated { startTransition(.dismissal, custom: custom, in: process, finish: finish) } else { try finish(self, process) }
        return true
    }

    /// The order of the appearance methods when one controller replaces another: the `did`
    /// halves come after the layout pass of the new one (and, animated, when the animation ends).
    public enum AppearanceOrder: Sendable {
        /// A push or a pop: old `viewWillDisappear`, new `viewWillAppear`, old `viewDidDisappear`,
        /// new `viewDidAppear`.
        case navigation
        /// A full-screen presentation: the presented controller's `viewDidAppear` comes before the
        /// covered one's `viewDidDisappear`.
        case presentation
        /// Another tab: the new tab's `viewWillAppear` first, then the old tab's
        /// `viewWillDisappear`, the new tab's `viewDidAppear`, the old tab's `viewDidDisappear`.
        case tabs
    }

    /// One controller replaces another on screen (a push, a pop, another tab, a full-screen
    /// presentation): the new one's view loads, then the appearance methods in `order`.
    /// An old controller that was not on screen (or none: a sheet covers nothing) hears nothing.
    /// `oldRole` and `newRole` say why each moves (a push, a pop, a presentation): the
    /// controller's `isMovingToParent` and its siblings answer so during its callbacks. With
    /// `animated`, the `did` halves wait for the animation to end (`RunningTransition`); the
    /// answer is the running transition's id.
    @discardableResult
    func transition(from old: UIViewController?, to new: UIViewController, oldRole: AppearanceRole? = nil,
                    newRole: AppearanceRole? = nil, order: AppearanceOrder = .navigation,
                    animated: RunningTransition.Kind? = nil, in process: AppProcess) throws(ProcessEnded) -> Int? {
        let old = old?.hasAppeared == true ? old : nil
        _ = try loadViewIfNeeded(new, in: process)
        if order == .tabs {
            try appear(new, .viewWillAppear, role: newRole, in: process)
            if let old { try disappear(old, .viewWillDisappear, role: oldRole, in: process) }
        } else {
            if let old { try disappear(old, .viewWillDisappear, role: oldRole, in: process) }
            try appear(new, .viewWillAppear, role: newRole, in: process)
        }
        try layOutToAppear(new, role: newRole, in: process)
        let custom = try runCustomTransition(in: process)
        let finish = { (device: Device, process: AppProcess) throws(ProcessEnded) in
            if order == .navigation {
                if let old { try device.disappear(old, .viewDidDisappear, role: oldRole, in: process) }
                try device.appear(new, .viewDidAppear, role: newRole, in: process, layingOut: false)
            } else {
                try device.appear(new, .viewDidAppear, role: newRole, in: process, layingOut: false)
                if let old { try device.disappear(old, .viewDidDisappear, role: oldRole, in: process) }
            }
        }
        guard let animated else {
            try finish(self, process)
            return nil
        }
        return startTransition(animated, custom: custom, in: process, finish: finish)
    }

    /// Why a controller appears or disappears, as its `isBeingPresented`, `isBeingDismissed`,
    /// `isMovingToParent` and `isMovingFromParent` tell during its appearance methods.
    public enum AppearanceRole: String, Sendable {
        case beingPresented, beingDismissed, movingToParent, movingFromParent
    }

    /// The app's animation controller animates the transition under way: answers its
    /// `transitionDuration(using:)` in milliseconds (nil: no animation controller).
    func runCustomTransition(in process: AppProcess) throws(ProcessEnded) -> Int? {
        guard let controller = process.customTransition else { return nil }
        process.customTransition = nil
        guard case let .double(seconds) = try performInUIKit(UIKitStep.animateTransition, on: controller, in: process) else { return nil }
        // Whatever the app answers (negative, not a number, years): a whole number of milliseconds.
        return seconds.isFinite ? Int((min(max(seconds, 0), 1e12) * 1000).rounded(.up)) : 0
    }

    /// Whether a container's appearance methods go on to its visible child: UIKit's containers
    /// always; an app's container unless its `shouldAutomaticallyForwardAppearanceMethods`
    /// answers false (it then calls `beginAppearanceTransition` itself).
    func forwardsAppearance(_ container: UIViewController, in process: AppProcess) throws(ProcessEnded) -> Bool {
        guard container.baseClass == "UIViewController", process.code?.declaresClass(container.className) == true else { return true }
        return try performInUIKit(UIKitStep.forwardsAppearance, on: container.ref, in: process) != .bool(false)
    }

    /// The last controller in the chain of presentations that starts at `controller`.
    func topmostPresented(from controller: UIViewController) -> UIViewController {
        var top = controller
        while let next = top.presented { top = next }
        return top
    }

    /// One disappearance callback for `controller` and, beneath it, its visible child.
    func disappear(_ controller: UIViewController, _ callback: ViewControllerCallback, role: AppearanceRole? = nil,
                   in process: AppProcess) throws(ProcessEnded) {
        guard controller.isViewLoaded else { return }
        try offer(callback.rawValue, to: controller.ref, arguments: [.bool(true)] + (role.map { [.string($0.rawValue)] } ?? []), in: process)
        if callback == .viewDidDisappear { controller.hasAppeared = false }
        if let child = controller.visibleChild, try forwardsAppearance(controller, in: process) { try disappear(child, callback, in: process) }
    }
}
