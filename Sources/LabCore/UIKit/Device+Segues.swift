/// Storyboard segues: `performSegue(withIdentifier:sender:)` — the destination is made from
/// the storyboard, the source's `prepare(for:sender:)` runs, then the segue's kind decides:
/// `show` pushes onto the source's navigation controller (or presents when there is none,
/// as UIKit's show does), a modal (`presentation`) segue presents, an unwind segue goes back to
/// the controller that answers its action. Custom segues are not run, and the log says so.
extension Device {
    func performSegue(_ identifier: String, from source: UIViewController, sender: AppValue, in process: AppProcess) throws(ProcessEnded) {
        guard let segue = source.archive?.attributes["segue." + identifier], let storyboardName = source.storyboardName else {
            throw raiseInUIKit(process, "NSInvalidArgumentException", "Receiver (<\(source.className)>) has no segue with identifier '\(identifier)'")
        }
        let parts = segue.split(separator: " ").map(String.init)
        let kind = parts.first ?? "show"
        if kind == "unwind" { return try unwind(identifier, action: parts.count > 1 ? parts[1] : "", from: source, sender: sender, in: process) }
        guard ["show", "push", "showDetail", "presentation", "modal", "popoverPresentation"].contains(kind), parts.count > 1 else {
            record(.system(.segueNotSimulated(identifier: identifier, kind: kind)), app: process.bundleIdentifier)
            return
        }
        let storyboard = try storyboard(named: storyboardName, in: process)
        guard let archive = storyboard.controller(withIdentifier: parts[1]) else {
            throw raiseInUIKit(process, "NSInternalInconsistencyException", "Could not find a storyboard scene for the destination of segue '\(identifier)'")
        }
        let destination = try instantiateController(archive, from: storyboard, in: process)
        record(.system(.seguePerformed(identifier: identifier, kind: kind, destination: destination.className)), app: process.bundleIdentifier)
        try offer(StoryboardSelector.prepareForSegue.rawValue, to: source.ref, arguments: [.string(identifier), .object(destination.ref), sender], in: process)
        // A storyboard segue animates (Interface Builder's Animates box, on by default, is not read).
        let animates = true
        if ["show", "push", "showDetail"].contains(kind), let navigation = navigationController(of: source) {
            let covered = navigation.children.last
            navigation.children.append(destination)
            destination.parent = navigation
            if navigation.hasAppeared {
                try transition(from: covered, to: destination, newRole: .movingToParent, animated: animates ? .navigation : nil, in: process)
            }
            return
        }
        let style = PresentationStyle(rawValue: Int(archive.attributes["modalPresentationStyle"].flatMap(Self.presentationStyleNumber) ?? -2)) ?? .automatic
        let before = process.nextTransitionID
        if let refusal = try present(destination, from: source, style: style, animated: animates, in: process) {
            let reason = switch refusal {
            case .alreadyPresenting: "which is already presenting"
            case .presentationInProgress: "while a presentation is in progress!"
            case .notInWindowHierarchy: "whose view is not in the window hierarchy!"
            }
            record(.warning(text: "Attempt to present \(destination.className) on \(source.className) \(reason)"), app: process.bundleIdentifier)
        } else if let context = destination.presenting {
            let running = lastTransitionID(in: process, after: before).map(AppValue.int) ?? .null
            try performInUIKit(UIKitStep.presentedBySegue, on: destination.ref, arguments: [.object(source.ref), .object(context.ref), running], in: process)
        }
    }

    /// Embed segues (a container view's): performed while the parent's view loads, after its
    /// outlets connect and before its `viewDidLoad()`, as UIKit does — the child is made from
    /// the storyboard, the parent's `prepare(for:sender:)` runs (sender nil), the child becomes
    /// the parent's child and its view loads into the container view. So `children` holds it
    /// in the parent's `viewDidLoad()`.
    func performEmbedSegues(of parent: UIViewController, in process: AppProcess) throws(ProcessEnded) {
        guard let archive = parent.archive, let storyboardName = parent.storyboardName, let view = parent.view else { return }
        for key in archive.attributes.keys.sorted() where key.hasPrefix("segue.") {
            let parts = (archive.attributes[key] ?? "").split(separator: " ").map(String.init)
            guard parts.first == "embed", parts.count >= 3 else { continue }
            let storyboard = try storyboard(named: storyboardName, in: process)
            guard let childArchive = storyboard.controller(withIdentifier: parts[1]) else { continue }
            let identifier = parts.count > 3 && parts[3] == "named" ? String(key.dropFirst("segue.".count)) : nil
            let child = try instantiateController(childArchive, from: storyboard, in: process)
            record(.system(.seguePerformed(identifier: identifier ?? "", kind: "embed", destination: child.className)), app: process.bundleIdentifier)
            try offer(StoryboardSelector.prepareForSegue.rawValue, to: parent.ref, arguments: [identifier.map(AppValue.string) ?? .null, .object(child.ref), .null], in: process)
            child.parent?.children.removeAll { $0 === child }
            parent.children.append(child)
            child.parent = parent
            let childView = try loadViewIfNeeded(child, in: process)
            view.find(nibID: parts[2])?.addSubview(childView)
        }
    }

    /// An unwind (exit) segue: UIKit looks for the controller that answers its action, up the
    /// source's parents and presenters (asking `allowedChildrenForUnwinding(from:)` and
    /// `canPerformUnwindSegueAction(_:from:sender:)` on the way); the source's
    /// `prepare(for:sender:)` runs, then the destination's action, then what is presented
    /// above the destination is dismissed and its navigation stack popped to it.
    func unwind(_ identifier: String, action: String, from source: UIViewController, sender: AppValue,
                in process: AppProcess) throws(ProcessEnded) {
        let found = try performInUIKit(UIKitStep.unwindDestination, on: source.ref, arguments: [.string(action), sender], in: process)
        guard case let .object(ref) = found, let destination = process.objects.viewController(ref) else {
            record(.system(.unwindDestinationNotFound(identifier: identifier, action: action)), app: process.bundleIdentifier)
            return
        }
        record(.system(.unwindPerformed(identifier: identifier, action: action, destination: destination.className)), app: process.bundleIdentifier)
        try offer(StoryboardSelector.prepareForSegue.rawValue, to: source.ref, arguments: [.string(identifier), .object(destination.ref), sender], in: process)
        // A storyboard segue animates (Interface Builder's Animates box, on by default, is not read).
        let animates = true
        record(.callback(receiver: destination.className, name: Self.swiftName(ofAction: action), implemented: true), app: process.bundleIdentifier)
        try performInUIKit(UIKitStep.unwind, on: destination.ref, arguments: [.object(source.ref), .string(identifier), .string(action)], in: process)
    }

    /// A segue a control or a prototype cell triggers when tapped: UIKit asks the source's
    /// `shouldPerformSegue(withIdentifier:sender:)` first; `false` stops it.
    func triggerSegue(_ identifier: String, from source: UIViewController, sender: ObjectRef, in process: AppProcess) throws(ProcessEnded) {
        let proceed = try offer(StoryboardSelector.shouldPerformSegue.rawValue, to: source.ref,
                                arguments: [.string(identifier), .object(sender)], in: process)
        if proceed != .bool(false) { try performSegue(identifier, from: source, sender: .object(sender), in: process) }
    }

    /// The navigation controller whose stack holds `controller`, if any.
    func navigationController(of controller: UIViewController) -> UIViewController? {
        var current = controller.parent
        while let candidate = current {
            if candidate.baseClass == "UINavigationController" { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// Interface Builder's `modalPresentationStyle` attribute as the style's raw value.
    static func presentationStyleNumber(_ name: String) -> Int? {
        switch name {
        case "fullScreen": 0
        case "pageSheet": 1
        case "formSheet": 2
        case "currentContext": 3
        case "overFullScreen": 5
        case "overCurrentContext": 6
        default: nil
        }
    }
}
