/// What app code asks of UIKit objects that live on the device: key and hidden windows, the
/// delegate, scenes, loaded views, child controllers. Each answers from the object graph.
extension AppHost {
    /// `UIApplication.shared.windows`.
    public var windows: [ObjectRef] { process.objects.windows.map(\.ref) }

    public func isKeyWindow(_ window: ObjectRef) -> Bool { process.objects.window(window)?.isKey ?? false }

    public func isHidden(_ window: ObjectRef) -> Bool { process.objects.window(window)?.isHidden ?? true }

    /// `window.makeKey()`: key without showing it.
    public func makeKey(_ window: ObjectRef) throws(ProcessEnded) {
        guard let window = process.objects.window(window) else { return }
        try device.makeKey(window, in: process)
    }

    public func windowScene(of window: ObjectRef) -> ObjectRef? { process.objects.window(window)?.scene }

    public func setWindowScene(_ scene: ObjectRef?, of window: ObjectRef) {
        process.objects.window(window)?.scene = scene
    }

    /// The scene's delegate and its state as `UIScene.ActivationState`'s raw value.
    public func sceneDelegate(of scene: ObjectRef) -> ObjectRef? {
        process.objects.scene.flatMap { $0.ref == scene ? $0.delegate : nil }
    }

    public func sceneActivationState(of scene: ObjectRef) -> SceneActivationState {
        switch process.objects.scene?.state {
        case .foregroundActive?: .foregroundActive
        case .foregroundInactive?: .foregroundInactive
        case .background?: .background
        default: .unattached
        }
    }

    public func isViewLoaded(_ controller: ObjectRef) -> Bool {
        process.objects.viewController(controller)?.isViewLoaded ?? false
    }

    public func storyboardName(of controller: ObjectRef) -> String? {
        process.objects.viewController(controller)?.storyboardName
    }

    /// `restorationIdentifier = …` in app code: the device walks the preserved controllers.
    public func setRestorationIdentifier(_ identifier: String?, of controller: ObjectRef) {
        process.objects.viewController(controller)?.restorationIdentifier = identifier
    }

    /// Whether the storyboard has a scene with this storyboard ID (restoration asks before it
    /// makes one; a missing or damaged storyboard answers false).
    public func storyboard(_ name: String, contains identifier: String) -> Bool {
        (try? process.app.bundle.storyboard(named: name))?.controller(withIdentifier: identifier) != nil
    }

    /// UIKit's own `loadView()`, as `super.loadView()` runs it: the view from the
    /// controller's nib or storyboard scene, or a plain view.
    public func loadDefaultView(of controller: ObjectRef) throws(ProcessEnded) {
        guard let controller = process.objects.viewController(controller), controller.view == nil else { return }
        try device.installDefaultView(controller, in: process)
    }

    /// `control.addTarget(target, action: selector, for: event)`.
    public func addTarget(_ target: ObjectRef, action selector: String, event: String, to control: ObjectRef) {
        guard let view = process.objects.view(control) else { return }
        view.actions[event] = selector
        view.actionTargets[event] = target
    }

    /// `title = …` or `navigationItem.title = …`: what the navigation bar shows for the controller.
    public func setNavigationTitle(_ title: String?, of controllerRef: ObjectRef) {
        process.objects.viewController(controllerRef)?.navigationTitle = title
    }

    /// `navigationItem.rightBarButtonItems = …` (or left): each item with its title, action
    /// and target, so `tap` can send the action.
    public func setBarButtonItems(of controllerRef: ObjectRef, side: BarButtonSide,
                                  items: [(item: ObjectRef, title: String?, action: String?, target: ObjectRef?)]) {
        guard let controller = process.objects.viewController(controllerRef) else { return }
        let views = items.map { entry -> UIView in
            let view = process.objects.view(entry.item) ?? UIView(ref: entry.item)
            view.text = entry.title
            view.actions = [:]
            view.actionTargets = [:]
            if let action = entry.action, let target = entry.target {
                view.actions["primaryActionTriggered"] = action
                view.actionTargets["primaryActionTriggered"] = target
            }
            process.objects.add(view)
            return view
        }
        if side == .left { controller.leftBarButtonItems = views } else { controller.rightBarButtonItems = views }
    }

    /// `control.isEnabled = value` (a bar button item's too).
    public func setEnabled(_ value: Bool, of control: ObjectRef) {
        process.objects.view(control)?.isEnabled = value
    }

    /// A label's, button's or text field's text.
    public func text(of view: ObjectRef) -> String? { process.objects.view(view)?.text }

    /// What an object made from a nib decodes in `init(coder:)`, under the keys UIKit's
    /// archives use: a view's `UIFrame` (four numbers) and `UITag`, a controller's tab bar item
    /// (`UITabBarItem.title`, `UITabBarItem.tag`), an image view's image names (`UIImage`,
    /// `UIHighlightedImage`). Empty for an object made in code.
    public func archivedValues(of object: ObjectRef) -> [(key: String, value: AppValue)] {
        guard let archive = process.objects.archives[object.id] else { return [] }
        var values: [(key: String, value: AppValue)] = []
        if let frame = ColdLaunch.frame(archive.attributes["frame"]) {
            values += [("UIFrame.x", .double(frame.x)), ("UIFrame.y", .double(frame.y)),
                       ("UIFrame.width", .double(frame.width)), ("UIFrame.height", .double(frame.height))]
        }
        if let tag = archive.attributes["tag"].flatMap({ Int($0) }) { values.append(("UITag", .int(tag))) }
        if let title = archive.attributes["tabBarItem.title"] { values.append(("UITabBarItem.title", .string(title))) }
        if let tag = archive.attributes["tabBarItem.tag"].flatMap({ Int($0) }) { values.append(("UITabBarItem.tag", .int(tag))) }
        // An image view's image, by the name Interface Builder's Image field gives.
        if archive.uikitClass == "UIImageView", let image = archive.attributes["image"] { values.append(("UIImage", .string(image))) }
        if archive.uikitClass == "UIImageView", let image = archive.attributes["highlightedImage"] { values.append(("UIHighlightedImage", .string(image))) }
        return values
    }

    /// A view's subviews as the device has them: a nib's views included.
    public func subviews(of view: ObjectRef) -> [ObjectRef] {
        process.objects.view(view)?.subviews.map(\.ref) ?? []
    }

    public func superview(of view: ObjectRef) -> ObjectRef? {
        process.objects.view(view).flatMap(process.objects.superview(of:))?.ref
    }

    /// Whether `view` is on screen: in a shown window, on the screen of a controller that has
    /// appeared (a list asking for its first layout waits for its screen to appear otherwise).
    public func isOnScreen(_ view: ObjectRef) -> Bool {
        guard var current = process.objects.view(view) else { return false }
        while true {
            if let window = process.objects.window(current.ref) { return !window.isHidden }
            if let controller = process.objects.controller(owningRootView: current), !controller.hasAppeared { return false }
            guard let parent = process.objects.superview(of: current) else { return false }
            current = parent
        }
    }

    public func children(of controller: ObjectRef) -> [ObjectRef] {
        process.objects.viewController(controller)?.children.map(\.ref) ?? []
    }

    public func parent(of controller: ObjectRef) -> ObjectRef? {
        process.objects.viewController(controller)?.parent?.ref
    }

    /// `parent.addChild(child)`: a navigation stack's push, a tab.
    public func addChild(_ child: ObjectRef, to parent: ObjectRef) {
        guard let child = process.objects.viewController(child), let parent = process.objects.viewController(parent) else { return }
        child.parent?.children.removeAll { $0 === child }
        parent.children.append(child)
        child.parent = parent
    }

    /// A navigation controller pushed `child` while on screen: its view loads and appears,
    /// and the controller it covers (the one below it on the stack) disappears. Animated, the
    /// answer is the running transition's id (its `did` halves wait for the animation's end).
    @discardableResult
    public func showChild(_ child: ObjectRef, in parent: ObjectRef, animated: Bool = false) throws(ProcessEnded) -> Int? {
        guard let child = process.objects.viewController(child), let parent = process.objects.viewController(parent),
              parent.hasAppeared, let index = parent.children.firstIndex(where: { $0 === child }) else { return nil }
        return try device.transition(from: index > 0 ? parent.children[index - 1] : nil, to: child, newRole: .movingToParent,
                                     animated: animated ? .navigation : nil, in: process)
    }

    /// A navigation controller popped the controllers above its first `count`: the old top
    /// disappears and the new one appears (once, however many were popped).
    @discardableResult
    public func popChildren(of parent: ObjectRef, keeping count: Int, animated: Bool = false) throws(ProcessEnded) -> Int? {
        guard let parent = process.objects.viewController(parent), count >= 1, parent.children.count > count else { return nil }
        let oldTop = parent.children.last
        let popped = parent.children[count...]
        for controller in popped { controller.parent = nil }
        parent.children.removeSubrange(count...)
        guard parent.hasAppeared, let newTop = parent.children.last, let oldTop, oldTop.hasAppeared else { return nil }
        return try device.transition(from: oldTop, to: newTop, oldRole: .movingFromParent, animated: animated ? .navigation : nil, in: process)
    }

    /// `present(_:animated:completion:)`; why UIKit refused, or nil when it presented — and then,
    /// animated, the running transition's id.
    public func present(_ controller: ObjectRef, from presenter: ObjectRef, style: PresentationStyle,
                        animated: Bool = false) throws(ProcessEnded) -> (refusal: Device.PresentationRefusal?, transition: Int?) {
        guard let presented = process.objects.viewController(controller), let presenter = process.objects.viewController(presenter) else {
            return (.notInWindowHierarchy, nil)
        }
        let before = process.nextTransitionID
        let refusal = try device.present(presented, from: presenter, style: style,
                                         animated: animated, in: process)
        return (refusal, refusal == nil ? device.lastTransitionID(in: process, after: before) : nil)
    }

    /// The controller that presents `controller` (the presentation context), if any.
    public func presentingController(of controller: ObjectRef) -> ObjectRef? {
        process.objects.viewController(controller)?.presenting?.ref
    }

    /// The app's next timer is due at this virtual time (nil: no timer is scheduled).
    public func setNextTimer(at milliseconds: Int?, frameOnly: Bool = false) {
        process.nextTimerAt = milliseconds
        process.nextTimerIsFrame = milliseconds != nil && frameOnly
    }

    /// App code observes a lifecycle notification: the device posts it in the app from now on.
    public func observeNotification(_ name: String) {
        process.observedNotifications.insert(name)
    }

    /// `performSegue(withIdentifier:sender:)`: a segue the controller's storyboard scene defines.
    public func performSegue(_ identifier: String, from controller: ObjectRef, sender: AppValue) throws(ProcessEnded) {
        guard let source = process.objects.viewController(controller) else { return }
        try device.performSegue(identifier, from: source, sender: sender, in: process)
    }

    /// `dismiss(animated:completion:)` sent to `controller`: false when refused (another
    /// presentation or dismissal animates); animated, the running transition's id.
    public func dismiss(from controller: ObjectRef, animated: Bool = false) throws(ProcessEnded) -> (done: Bool, transition: Int?) {
        guard let controller = process.objects.viewController(controller) else { return (true, nil) }
        let before = process.nextTransitionID
        guard try device.dismiss(from: controller, animated: animated, in: process) else { return (false, nil) }
        return (true, device.lastTransitionID(in: process, after: before))
    }

    /// A tapped cell's storyboard segue, as its table selects the row: from the controller the
    /// user touches.
    public func triggerCellSegue(_ identifier: String, from cell: ObjectRef) throws(ProcessEnded) {
        guard let controller = Device.controllerOnScreen(of: process) else { return }
        try device.triggerSegue(identifier, from: controller, sender: cell, in: process)
    }

    /// An animated transition's animation ended: its `did` halves run (the app runs its
    /// completion next, in the same turn).
    public func endTransition(_ id: Int) throws(ProcessEnded) {
        try device.endTransition(id, in: process)
    }

    /// The app's animation controller called `completeTransition(_:)` for running transition
    /// `id`: true when its duration is over and the app ends it now.
    public func completeTransition(_ id: Int) -> Bool {
        device.completeTransition(id, in: process)
    }

    /// The app's next `UIView` animation ends at this virtual time (nil: none runs).
    public func setNextViewAnimationEnd(at milliseconds: Int?) {
        process.nextViewAnimationEnd = milliseconds
    }

    public func removeChild(_ child: ObjectRef, from parent: ObjectRef) {
        guard let child = process.objects.viewController(child), let parent = process.objects.viewController(parent) else { return }
        parent.children.removeAll { $0 === child }
        child.parent = nil
    }

    /// A page view controller's `setViewControllers`: `pages` become its children; on screen,
    /// the old page disappears and the new one loads and appears.
    public func setPages(_ pages: [ObjectRef], of container: ObjectRef) throws(ProcessEnded) {
        guard let container = process.objects.viewController(container) else { return }
        let newPages = pages.compactMap { process.objects.viewController($0) }
        let old = container.visibleChild
        for page in container.children where !newPages.contains(where: { $0 === page }) { page.parent = nil }
        for page in newPages where page.parent !== container {
            page.parent?.children.removeAll { $0 === page }
            page.parent = container
        }
        container.children = newPages
        guard container.hasAppeared, let new = container.visibleChild, new !== old else { return }
        try device.transition(from: old, to: new, in: process)
    }

    /// An app's animation controller animates the next transition (nil: none after all).
    public func animateNextTransition(of controller: ObjectRef?) {
        process.customTransition = controller
    }

    /// `beginAppearanceTransition`/`endAppearanceTransition`: a container forwards one
    /// appearance method to a child (`willAppear`, `didAppear`, `willDisappear`, `didDisappear`).
    public func appearanceTransition(_ phase: String, of controller: ObjectRef) throws(ProcessEnded) {
        guard let controller = process.objects.viewController(controller) else { return }
        switch phase {
        case "willAppear": try device.appear(controller, .viewWillAppear, in: process)
        case "didAppear": try device.appear(controller, .viewDidAppear, in: process)
        case "willDisappear": try device.disappear(controller, .viewWillDisappear, in: process)
        case "didDisappear": try device.disappear(controller, .viewDidDisappear, in: process)
        default: break
        }
    }

    /// `transition(from:to:duration:options:animations:completion:)` of a custom container: on
    /// screen, the old child disappears and the new one appears, unless the container
    /// forwards appearance methods itself.
    public func transitionChildren(of container: ObjectRef, from old: ObjectRef, to new: ObjectRef) throws(ProcessEnded) {
        guard let container = process.objects.viewController(container), let old = process.objects.viewController(old),
              let new = process.objects.viewController(new) else { return }
        guard container.hasAppeared, try device.forwardsAppearance(container, in: process) else { return }
        try device.transition(from: old, to: new, in: process)
    }

    /// Whether the controller's class implements the action method `action` (`unwind:`).
    public func implementsAction(_ action: String, controller: ObjectRef) -> Bool {
        process.code?.implements(Device.swiftName(ofAction: action), in: controller.className) ?? false
    }

    /// An attribute of the storyboard scene a controller was made from (`transitionStyle`).
    public func archivedAttribute(_ name: String, of controller: ObjectRef) -> String? {
        process.objects.viewController(controller)?.archive?.attributes[name]
    }

    /// A tab bar controller selects another tab: on screen, the old tab disappears and the
    /// new one loads and appears. When the delegate's animation controller animates the change,
    /// the `did` halves wait for its duration: the answer is the running transition's id.
    @discardableResult
    public func selectChild(at index: Int, of container: ObjectRef) throws(ProcessEnded) -> Int? {
        guard let container = process.objects.viewController(container) else { return nil }
        let old = container.visibleChild
        container.selectedIndex = index
        guard container.hasAppeared, let new = container.visibleChild, new !== old else { return nil }
        return try device.transition(from: old, to: new, order: .tabs, animated: process.customTransition != nil ? .tabSwitch : nil, in: process)
    }

    /// `UIImage(named:)`'s file: its bytes and the scale they were made for; nil when there is
    /// none. A name found only in another case is found, with the warning that an iPhone would not.
    public func imageFile(named name: String, inBundleAt bundle: String? = nil) -> (bytes: [UInt8], scale: Int)? {
        guard let file = process.app.bundle.imageFile(named: name, inBundleAt: bundle) else { return nil }
        if file.foundName != name {
            device.record(.advice(.nameCaseDiffers(requested: name, found: file.foundName)), app: process.bundleIdentifier)
        }
        return (file.bytes, file.scale)
    }

    /// `NSDataAsset(name:)`'s bytes; nil when the asset catalog has no such data set.
    public func dataAsset(named name: String) -> [UInt8]? {
        guard let found = process.app.bundle.dataAsset(named: name) else { return nil }
        if found.foundName != name {
            device.record(.advice(.nameCaseDiffers(requested: name, found: found.foundName)), app: process.bundleIdentifier)
        }
        return found.bytes
    }

    /// `UIColor(named:)`'s components from the asset catalog; nil when it has no such colour.
    public func colorAsset(named name: String) -> [Double]? {
        guard let found = process.app.bundle.colorAsset(named: name) else { return nil }
        if found.foundName != name {
            device.record(.advice(.nameCaseDiffers(requested: name, found: found.foundName)), app: process.bundleIdentifier)
        }
        return found.rgba
    }

    /// An app object the system must be able to call back (a notification delegate that is
    /// not the app delegate): a reference of its own.
    public func adoptObject(className: String) -> ObjectRef {
        process.objects.makeRef(className)
    }

    /// The general pasteboard's strings, and its change count.
    public var pasteboard: (strings: [String], changeCount: Int) { (device.stores.pasteboardStrings, device.stores.pasteboardChangeCount) }

    /// The app writes the general pasteboard: every app then reads what it wrote.
    public func setPasteboard(_ strings: [String]) {
        device.stores.writePasteboard(strings)
    }
}
