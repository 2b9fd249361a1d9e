/// Turning the device (`rotate`) and what the app in front sees of it: docs/lifecycle.md,
/// "Rotation and traits".
extension Device {
    /// `rotate left|right|portrait|upside-down`: the device turns; the app in front turns its
    /// interface too when it allows the new orientation, else stays as it is.
    public func rotate(to orientation: DeviceOrientation, entry: ActionEntry? = nil) throws(DeviceError) {
        guard orientation != self.orientation else { throw DeviceError.alreadyOriented(orientation) }
        record(entry, as: .rotate)
        sensors.orientation = orientation
        record(.system(.deviceRotated(orientation)), app: nil)
        guard let identifier = springboard.foregroundApp else {
            record(.system(.homeScreenStaysPortrait), app: nil)
            return
        }
        guard !springboard.isLocked, let process = processes[identifier], process.state == .active, process.code != nil,
              let application = process.objects.application else { return }
        do {
            try performInUIKit(RotationStep.deviceOrientationDidChange, on: application, arguments: [.int(orientation.rawUIKitValue)], in: process)
            post("UIDevice.orientationDidChangeNotification", in: process)
            try rotateInterface(of: process, to: orientation.interfaceOrientation)
        } catch {
            // The app crashed on the way: its crash is in the log.
        }
    }

    /// An app back in front that the device turned while it was away turns now, once active
    /// (**choice**: iOS turns it while it comes back, before it is active).
    func turnToDevice(_ process: AppProcess) {
        guard process.state == .active, process.interfaceOrientation != orientation.interfaceOrientation else { return }
        do {
            try rotateInterface(of: process, to: orientation.interfaceOrientation)
        } catch {
            // The app crashed on the way: its crash is in the log.
        }
    }

    /// The orientations `process`'s interface may take now: Info.plist's list, narrowed by the
    /// window's root controller (`supportedInterfaceOrientations`, every one but upside down
    /// by default on an iPhone) and by a full-screen presented controller's.
    func supportedOrientations(of process: AppProcess) throws(ProcessEnded) -> [InterfaceOrientation] {
        var allowed = InterfaceOrientationMask.supported(by: process.app.bundle.info)
        for controller in orientationDeciders(in: process) {
            let answer = try performInUIKit(RotationStep.supportedInterfaceOrientations, on: controller.ref, in: process)
            if case let .int(mask) = answer {
                let narrowed = allowed.filter { InterfaceOrientationMask(rawValue: mask).contains($0) }
                allowed = narrowed
            }
        }
        return allowed
    }

    /// Who decides: the root controller, or the topmost full-screen presented one.
    private func orientationDeciders(in process: AppProcess) -> [UIViewController] {
        guard var top = process.objects.keyWindow?.rootViewController else { return [] }
        while let presented = top.presented, presented.coversPresenter { top = presented }
        return [top]
    }

    /// Turns the app's interface to `target`, in UIKit's order: `willTransition(to:with:)`
    /// (when the size classes change), `viewWillTransition(to:with:)`, the new size and traits,
    /// `traitCollectionDidChange(_:)`, the coordinator's animations, the layout pass, the
    /// coordinator's completions.
    func rotateInterface(of process: AppProcess, to target: InterfaceOrientation) throws(ProcessEnded) {
        let from = process.interfaceOrientation
        guard target != from else { return }
        let allowed = try supportedOrientations(of: process)
        guard allowed.contains(target) else {
            record(.system(.orientationNotSupported(app: process.app.displayName, orientation: target.rawValue,
                                                    kept: from.rawValue)), app: process.bundleIdentifier)
            return
        }
        guard let window = process.objects.keyWindow else { return }
        let screen = UIScreen.main(iosVersion: iosVersion)
        let oldTraits = InterfaceTraits(orientation: from), newTraits = InterfaceTraits(orientation: target)
        let newBounds = screen.bounds(in: target)
        record(.system(.interfaceRotating(orientation: target.rawValue, width: newBounds.width, height: newBounds.height,
                                          horizontal: newTraits.horizontal.rawValue, vertical: newTraits.vertical.rawValue)),
               app: process.bundleIdentifier)
        let controllers = transitionReceivers(in: process)
        try performInUIKit(RotationStep.beginRotation, on: window.ref, arguments: [.int(from.quarterTurns(to: target))], in: process)
        if oldTraits != newTraits {
            for controller in controllers {
                try offer(LayoutSelector.willTransition.rawValue, to: controller.ref,
                          arguments: [.int(newTraits.horizontal.rawUIKitValue), .int(newTraits.vertical.rawUIKitValue)], in: process)
            }
        }
        var sizes: [ObjectIdentifier: (Double, Double)] = [:]
        for controller in controllers {
            var size = (newBounds.width, newBounds.height)
            // A custom container's child gets the size the container gives it.
            if let parent = controller.parent, parent.baseClass == "UIViewController" {
                let parentSize = sizes[ObjectIdentifier(parent)] ?? size
                if case let .string(answer) = try performInUIKit(RotationStep.childContentSize, on: parent.ref,
                                                              arguments: [.object(controller.ref), .double(parentSize.0), .double(parentSize.1)], in: process) {
                    let parts = answer.split(separator: " ").compactMap { Double($0) }
                    if parts.count == 2 { size = (parts[0], parts[1]) }
                }
            }
            sizes[ObjectIdentifier(controller)] = size
            try offer(LayoutSelector.viewWillTransition.rawValue, to: controller.ref, arguments: [.double(size.0), .double(size.1)], in: process)
        }
        // The new size and traits are in place: windows and root views take the screen's size.
        process.interfaceOrientation = target
        for window in process.objects.windows where window.frame.width > 0 && window.frame.height > 0 {
            window.frame = Rect(x: 0, y: 0, width: newBounds.width, height: newBounds.height)
        }
        try performInUIKit(RotationStep.resizeForRotation, on: window.ref, arguments: [.double(newBounds.width), .double(newBounds.height)], in: process)
        if oldTraits != newTraits {
            let previous: [AppValue] = [.int(oldTraits.horizontal.rawUIKitValue), .int(oldTraits.vertical.rawUIKitValue)]
            for controller in controllers {
                try offer(LayoutSelector.traitCollectionDidChange.rawValue, to: controller.ref, arguments: previous, in: process)
                for view in controller.view?.allViews ?? [] where code(of: process, implements: LayoutSelector.traitCollectionDidChange.rawValue, in: view.ref) {
                    try offer(LayoutSelector.traitCollectionDidChange.rawValue, to: view.ref, arguments: previous, in: process)
                }
            }
            try performInUIKit(RotationStep.traitChangeRegistrations, on: window.ref, arguments: previous, in: process)
        }
        if case let .int(count) = try performInUIKit(RotationStep.pendingTransitionAnimations, on: window.ref, in: process), count > 0 {
            record(.system(.transitionAnimationsRan(count: count)), app: process.bundleIdentifier)
        }
        try performInUIKit(RotationStep.runTransitionAnimations, on: window.ref, in: process)
        if let root = window.rootViewController { try layOut(root, in: process) }
        if case let .int(count) = try performInUIKit(RotationStep.pendingTransitionCompletions, on: window.ref, in: process), count > 0 {
            record(.system(.transitionCompletionsRan(count: count)), app: process.bundleIdentifier)
        }
        try performInUIKit(RotationStep.runTransitionCompletions, on: window.ref, in: process)
    }

    /// The controllers a size or trait change reaches, as UIKit passes it down: the window's
    /// root, its loaded children (depth first), then what it presents, and so on.
    func transitionReceivers(in process: AppProcess) -> [UIViewController] {
        var found: [UIViewController] = []
        func visit(_ controller: UIViewController) {
            guard controller.isViewLoaded, !found.contains(where: { $0 === controller }) else { return }
            found.append(controller)
            for child in controller.children { visit(child) }
            if let presented = controller.presented { visit(presented) }
        }
        if let root = process.objects.keyWindow?.rootViewController { visit(root) }
        return found
    }

    /// The interface orientation an app launches in: the device's when Info.plist allows it,
    /// else the first Info.plist names (**choice**: the root controller is not asked at launch).
    func launchOrientation(of app: InstalledApp) -> InterfaceOrientation {
        let allowed = InterfaceOrientationMask.supported(by: app.bundle.info)
        let wanted = orientation.interfaceOrientation
        return allowed.contains(wanted) ? wanted : allowed.first ?? .portrait
    }

    func code(of process: AppProcess, implements selector: String, in ref: ObjectRef) -> Bool {
        process.code?.implements(selector, in: ref.className) ?? false
    }
}
