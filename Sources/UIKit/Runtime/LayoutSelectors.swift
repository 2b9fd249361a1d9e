import LabWire

/// The selectors of rotation, traits and layout the device sends: the app's own overrides
/// (`viewWillTransition(to:with:)`, `layoutSubviews()`…) and UIKit's own steps of a rotation
/// (`Device+Rotation.swift` on the device's side).
enum LayoutSelectors {
    static func perform(_ selector: String, on receiver: AnyObject?, arguments: [WireValue]) -> WireValue? {
        let numbers = arguments.compactMap { $0.double ?? $0.int.map(Double.init) }
        switch selector {
        case LayoutSelector.willTransition.rawValue:
            guard let controller = receiver as? UIViewController, numbers.count >= 2 else { return nil }
            let traits = UITraitCollection(horizontal: UIUserInterfaceSizeClass(rawValue: Int(numbers[0])) ?? .compact,
                                           vertical: UIUserInterfaceSizeClass(rawValue: Int(numbers[1])) ?? .regular,
                                           idiom: .phone, scale: 3, style: UITraitCollection.current.userInterfaceStyle,
                                           direction: .leftToRight, contentSize: .large)
            controller.willTransition(to: traits, with: coordinator(for: controller))
        case LayoutSelector.viewWillTransition.rawValue:
            guard let controller = receiver as? UIViewController, numbers.count >= 2 else { return nil }
            controller.viewWillTransition(to: CGSize(width: numbers[0], height: numbers[1]), with: coordinator(for: controller))
        case LayoutSelector.traitCollectionDidChange.rawValue:
            guard let environment = receiver as? UITraitEnvironment else { return nil }
            environment.traitCollectionDidChange(previousTraits(numbers))
        case LayoutSelector.updateViewConstraints.rawValue: (receiver as? UIViewController)?.updateViewConstraints()
        case LayoutSelector.viewWillLayoutSubviews.rawValue: (receiver as? UIViewController)?.viewWillLayoutSubviews()
        case LayoutSelector.viewDidLayoutSubviews.rawValue: (receiver as? UIViewController)?.viewDidLayoutSubviews()
        case LayoutSelector.layoutSubviews.rawValue: (receiver as? UIView)?.layoutSubviews()
        case LayoutSelector.updateConstraints.rawValue: (receiver as? UIView)?.updateConstraints()
        case RotationStep.supportedInterfaceOrientations.rawValue:
            guard let controller = receiver as? UIViewController else { return .int(Int(UIInterfaceOrientationMask.allButUpsideDown.rawValue)) }
            return .int(Int(controller.supportedInterfaceOrientations.rawValue))
        case RotationStep.childContentSize.rawValue:
            // `size(forChildContentContainer:withParentContainerSize:)`, answered as "width height".
            guard let parent = receiver as? UIViewController, let child = AppRuntime.shared.object(arguments.first ?? .null) as? UIViewController,
                  numbers.count >= 2 else { return .null }
            let size = parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: numbers[0], height: numbers[1]))
            return .string("\(Double(size.width)) \(Double(size.height))")
        case RotationStep.deviceOrientationDidChange.rawValue:
            UIDevice.current.deviceOrientationChanged(to: Int(numbers.first ?? 1))
        case RotationStep.beginRotation.rawValue:
            guard let window = receiver as? UIView else { return .void }
            RotationCoordinator.current = RotationCoordinator(window: window, quarterTurns: Int(numbers.first ?? 1))
        case RotationStep.resizeForRotation.rawValue:
            guard let window = receiver as? UIWindow, numbers.count >= 2 else { return .void }
            RotationResize.resize(window, to: CGSize(width: numbers[0], height: numbers[1]))
        case RotationStep.traitChangeRegistrations.rawValue:
            TraitRegistrations.notifyAll(previous: previousTraits(numbers))
        case RotationStep.pendingTransitionAnimations.rawValue:
            return .int(RotationCoordinator.current?.pendingAnimations ?? 0)
        case RotationStep.runTransitionAnimations.rawValue:
            RotationCoordinator.current?.runAnimations()
        case RotationStep.pendingTransitionCompletions.rawValue:
            return .int(RotationCoordinator.current?.pendingCompletions ?? 0)
        case RotationStep.runTransitionCompletions.rawValue:
            RotationCoordinator.current?.runCompletions()
        case RotationStep.fillWindow.rawValue:
            // The first layout of a controller that fills its window: its view takes the window's size.
            guard let controller = receiver as? UIViewController, numbers.count >= 2 else { return .void }
            RotationResize.resizeFilling(controller, to: CGSize(width: numbers[0], height: numbers[1]))
        default: return nil
        }
        return .void
    }

    /// The rotation's coordinator (made by `__labBeginRotation`; one made here if a
    /// controller is told outside a rotation).
    private static func coordinator(for controller: UIViewController) -> UIViewControllerTransitionCoordinator {
        if let current = RotationCoordinator.current { return current }
        let made = RotationCoordinator(window: controller.view.window ?? controller.view, quarterTurns: 0)
        RotationCoordinator.current = made
        return made
    }

    /// The traits before the change: the size classes the device sent, the rest as now.
    private static func previousTraits(_ numbers: [Double]) -> UITraitCollection {
        let now = UITraitCollection.current
        guard numbers.count >= 2 else { return now }
        return UITraitCollection(horizontal: UIUserInterfaceSizeClass(rawValue: Int(numbers[0])) ?? .compact,
                                 vertical: UIUserInterfaceSizeClass(rawValue: Int(numbers[1])) ?? .regular,
                                 idiom: now.userInterfaceIdiom, scale: now.displayScale, style: now.userInterfaceStyle,
                                 direction: now.layoutDirection, contentSize: now.preferredContentSizeCategory)
    }
}

/// What a rotation does to frames: windows and the views of the controllers that fill them
/// take the new screen size, and their subviews follow their `autoresizingMask` (UIKit's
/// springs and struts). Constraints are kept, not solved (docs/lifecycle.md, "Auto Layout").
enum RotationResize {
    static func resize(_ window: UIWindow, to size: CGSize) {
        let old = window.frame.size
        guard old.width > 0, old.height > 0 else { return }
        window.frame = CGRect(origin: .zero, size: size)
        resizeFilling(window.rootViewController, to: size)
    }

    /// A controller whose view fills the window: its view, a navigation or tab bar
    /// controller's children's, and what it presents.
    static func resizeFilling(_ controller: UIViewController?, to size: CGSize) {
        guard let controller, controller.isViewLoaded, let view = controller.view else { return }
        view.enteredWindowLayout = true
        if view.frame.size != size { setSize(of: view, to: size) }
        if controller is UINavigationController || controller is UITabBarController {
            for child in controller.children where child.isViewLoaded { resizeFilling(child, to: size) }
        }
        resizeFilling(controller.presentedViewController, to: size)
    }

    /// Gives `view` a new size and moves and sizes its subviews by their masks.
    static func setSize(of view: UIView, to size: CGSize) {
        let old = view.frame.size
        view.frame.size = size
        guard view.autoresizesSubviews else { return }
        let dx = size.width - old.width, dy = size.height - old.height
        for subview in view.subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            var frame = subview.frame
            let mask = subview.autoresizingMask
            (frame.origin.x, frame.size.width) = share(dx, start: frame.minX, length: frame.width, total: old.width,
                                                       flexibleStart: mask.contains(.flexibleLeftMargin),
                                                       flexibleLength: mask.contains(.flexibleWidth),
                                                       flexibleEnd: mask.contains(.flexibleRightMargin))
            (frame.origin.y, frame.size.height) = share(dy, start: frame.minY, length: frame.height, total: old.height,
                                                        flexibleStart: mask.contains(.flexibleTopMargin),
                                                        flexibleLength: mask.contains(.flexibleHeight),
                                                        flexibleEnd: mask.contains(.flexibleBottomMargin))
            subview.frame.origin = frame.origin
            if frame.size != subview.frame.size { setSize(of: subview, to: frame.size) }
        }
    }

    /// Splits a change of `delta` among the flexible parts of one axis in proportion to their
    /// lengths, as UIKit does; answers the new origin and length.
    static func share(_ delta: CGFloat, start: CGFloat, length: CGFloat, total: CGFloat,
                      flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool) -> (CGFloat, CGFloat) {
        let end = total - start - length
        let parts = (flexibleStart ? start : 0) + (flexibleLength ? length : 0) + (flexibleEnd ? end : 0)
        let count = [flexibleStart, flexibleLength, flexibleEnd].filter { $0 }.count
        guard count > 0 else { return (start, length) }
        func portion(_ flexible: Bool, _ size: CGFloat) -> CGFloat {
            guard flexible else { return 0 }
            return parts > 0 ? delta * size / parts : delta / CGFloat(count)
        }
        return (start + portion(flexibleStart, start), length + portion(flexibleLength, length))
    }
}
