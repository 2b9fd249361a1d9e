/// `swipe left|right|up|down`: the user drags across a page view controller on screen, and it
/// turns to the next page (left, or up on a vertical one) or the previous one (docs/lifecycle.md,
/// "Page view controllers").
extension Device {
    public enum SwipeDirection: String, CaseIterable, Sendable {
        case left, right, up, down

        var isVertical: Bool { self == .up || self == .down }
        /// Dragging the page left (or up) brings the next page in.
        var turnsForward: Bool { self == .left || self == .up }
    }

    public func swipe(_ direction: SwipeDirection, entry: ActionEntry? = nil) throws(DeviceError) {
        try refuseWhileInterrupted()
        guard springboard.overlay == nil else { throw DeviceError.overlayOpen(springboard.overlay!) }
        guard let process = frontProcess, process.state == .active else { throw DeviceError.noActiveApp }
        guard let pages = Self.pageControllerOnScreen(of: process) else { throw DeviceError.nothingToSwipe }
        let vertical = (try? performInUIKit(UIKitStep.pagesAreVertical, on: pages.ref, in: process)) == .bool(true)
        guard vertical == direction.isVertical else { throw DeviceError.swipeAcrossPages(container: pages.className, vertical: vertical) }
        record(entry, as: .swipe, arguments: [direction.rawValue])
        let forward = direction.turnsForward
        record(.system(.pageSwiped(container: pages.className, forward: forward)), app: process.bundleIdentifier)
        guard let turned = try? performInUIKit(UIKitStep.turnPage, on: pages.ref, arguments: [.bool(forward)], in: process) else { return }
        if turned == .bool(false) {
            record(.system(.noPageToTurnTo(container: pages.className, forward: forward)), app: process.bundleIdentifier)
        }
    }

    /// The innermost page view controller among the controllers the user sees.
    static func pageControllerOnScreen(of process: AppProcess) -> UIViewController? {
        var controller = process.objects.keyWindow?.rootViewController
        while let presented = controller?.presented { controller = presented }
        var found: UIViewController?
        while let current = controller {
            if current.baseClass == "UIPageViewController" { found = current }
            controller = current.visibleChild
        }
        return found
    }
}
