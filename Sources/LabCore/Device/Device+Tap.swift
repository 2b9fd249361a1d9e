/// `tap TEXT`: the user taps a control on screen (a button by its title), and UIKit sends its
/// action to its target — the action method named in the nib or given to `addTarget`.
extension Device {
    /// The titles `tap` would accept now: the controls with an action in the app in front (for Tab).
    public var tappableTitles: [String] {
        // On the Mac: what `click` takes in the active app's windows.
        if isMac { return macClickableTitles }
        guard springboard.overlay == nil, let process = frontProcess, process.state == .active else { return [] }
        var titles = Self.viewsOnScreen(of: process).filter { !$0.actions.isEmpty && $0.isEnabled }.compactMap(\.text)
        // Table rows by the text of their cells' labels.
        titles += tableRows(in: process).flatMap { $0.cell.allViews.compactMap(\.text) }
        if navigationBackTarget(in: process) != nil { titles.append(Self.backButtonTitle) }
        // An SKView's nodes by their labels' texts, their names and their sprites' images.
        titles += Self.viewsOnScreen(of: process).compactMap(\.spriteScene).flatMap(\.titles)
        return titles
    }

    /// A tap on a node of an SKView's scene (a label by its text, a node by its name, a sprite by its image): the
    /// scene is touched where the node is (`__labTouchScene`, scene coordinates).
    private func tapSceneNode(_ text: String, entry: ActionEntry?, in process: AppProcess) -> Bool {
        for view in Self.viewsOnScreen(of: process) {
            guard let scene = view.spriteScene, let node = scene.node(titled: text) else { continue }
            record(entry, as: .tap, arguments: [text])
            record(.system(.sceneTouched(scene: scene.className, node: node.className, title: text, x: node.x, y: node.y)),
                   app: process.bundleIdentifier)
            do { _ = try performInUIKit(UIKitStep.touchScene, on: view.ref, arguments: [.double(node.x), .double(node.y)], in: process) } catch {}
            return true
        }
        return false
    }

    /// The views of the controller the user can touch: the key window's root or, while it
    /// presents a controller modally, the last one presented (a sheet is modal too), then
    /// down its visible children.
    private static func viewsOnScreen(of process: AppProcess) -> [UIView] {
        guard let controller = controllerOnScreen(of: process) else { return [] }
        // The navigation bar shows the top controller's bar button items.
        return controller.barButtonItems + (controller.view?.allViews ?? [])
    }

    /// What `tap` calls the navigation bar's back button (iOS shows the previous screen's
    /// title or "Back"; the device does not keep titles, so it answers to "Back").
    static let backButtonTitle = "Back"

    /// The navigation controller whose back button is on screen: the one holding the
    /// controller the user touches, with more than its root on the stack.
    private func navigationBackTarget(in process: AppProcess) -> UIViewController? {
        guard let top = Self.controllerOnScreen(of: process), let navigation = top.parent,
              navigation.baseClass == "UINavigationController", navigation.children.count > 1, navigation.children.last === top else { return nil }
        return navigation
    }

    /// The controller whose view the user touches: down UIKit's containers to the child they
    /// show; an app's own container holds its children's views in its own view, so it stays.
    static func controllerOnScreen(of process: AppProcess) -> UIViewController? {
        var controller = process.objects.keyWindow?.rootViewController
        while let presented = controller?.presented { controller = presented }
        while let current = controller, current.baseClass != "UIViewController", let child = current.visibleChild { controller = child }
        return controller
    }

    /// The table cells (and collection view cells) on screen, each with its table, in the order
    /// the tables show them. A section's header or footer is not a row.
    private func tableRows(in process: AppProcess) -> [(cell: UIView, table: UIView)] {
        var rows: [(cell: UIView, table: UIView)] = []
        func collect(_ view: UIView, table: UIView?) {
            let base = uikitBase(of: view.className, in: process)
            if let table, ["UITableViewCell", "UICollectionViewCell", "UICollectionViewListCell"].contains(base) {
                return rows.append((view, table))
            }
            for subview in view.subviews { collect(subview, table: ["UITableView", "UICollectionView"].contains(base) ? view : table) }
        }
        if let root = Self.controllerOnScreen(of: process)?.view { collect(root, table: nil) }
        return rows
    }

    /// A tapped row: the table selects it, asking its delegate (`willSelectRowAt` first); a segue
    /// its prototype cell has runs as part of the selection, before `didSelectRowAt`
    /// (`AppHost.triggerCellSegue`); a selection the delegate cancels runs no segue.
    private func tapRow(_ row: (cell: UIView, table: UIView), text: String, in process: AppProcess) {
        let isTable = uikitBase(of: row.table.className, in: process) == "UITableView"
        record(.system(isTable ? .rowTapped(table: row.table.className, text: text) : .itemTapped(collection: row.table.className, text: text)),
               app: process.bundleIdentifier)
        let segue = row.cell.actions[UIView.segueEvent].map(AppValue.string) ?? .null
        do { try performInUIKit(UIKitStep.selectRow, on: row.table.ref, arguments: [.object(row.cell.ref), segue], in: process) } catch {}
    }

    public func tap(_ text: String, entry: ActionEntry? = nil) throws(DeviceError) {
        try refuseWhileInterrupted()
        guard springboard.overlay == nil else { throw DeviceError.overlayOpen(springboard.overlay!) }
        guard let process = frontProcess, process.state == .active else {
            throw DeviceError.noActiveApp
        }
        let views = Self.viewsOnScreen(of: process)
        guard let view = views.first(where: { $0.text == text && !$0.actions.isEmpty }) else {
            if text == Self.backButtonTitle, let navigation = navigationBackTarget(in: process) {
                record(entry, as: .tap, arguments: [text])
                record(.system(.backTapped(popped: navigation.children.last?.className ?? "")), app: process.bundleIdentifier)
                do { try AppHost(device: self, process: process).popChildren(of: navigation.ref, keeping: navigation.children.count - 1, animated: true) } catch {}
                if process.callDepth == 0, !process.isEnded { runAfterCurrentCall(process) }
                return
            }
            if let row = tableRows(in: process).first(where: { $0.cell.allViews.contains { $0.text == text } }) {
                record(entry, as: .tap, arguments: [text])
                if takesNoTouches(process) { return }
                tapRow(row, text: text, in: process)
                if process.callDepth == 0, !process.isEnded { runAfterCurrentCall(process) }
                return
            }
            if tapSceneNode(text, entry: entry, in: process) { return }
            // What could be tapped, a title that differs only in case first.
            let titles = tappableTitles
            let close = titles.filter { $0.lowercased() == text.lowercased() }
            throw DeviceError.nothingToTap(text, tappable: close.isEmpty ? titles : close)
        }
        guard view.isEnabled else { throw DeviceError.controlDisabled(text, className: view.className) }
        let event = ["touchUpInside", "primaryActionTriggered", "valueChanged"].first { view.actions[$0] != nil } ?? view.actions.keys.sorted()[0]
        guard let selector = view.actions[event], let target = view.actionTargets[event], let code = process.code else { return }
        record(entry, as: .tap, arguments: [text])
        if takesNoTouches(process) { return }
        if event == UIView.segueEvent {
            record(.system(.segueTriggered(control: view.className, title: text, identifier: selector)), app: process.bundleIdentifier)
            guard let controller = process.objects.viewController(target) else { return }
            process.callDepth += 1
            defer { process.callDepth -= 1 }
            do { try triggerSegue(selector, from: controller, sender: view.ref, in: process) } catch {}
            return
        }
        record(.system(.actionSent(control: view.className, title: text, event: event, target: target.className, selector: selector)),
               app: process.bundleIdentifier)
        record(.callback(receiver: target.className, name: Self.swiftName(ofAction: selector), implemented: true), app: process.bundleIdentifier)
        process.callDepth += 1
        let outcome = code.perform("action:" + selector, on: target, arguments: [.object(view.ref)], host: AppHost(device: self, process: process))
        process.callDepth -= 1
        // What the action asked for "asynchronously" arrives once it has returned.
        if process.callDepth == 0, !process.isEnded, case .returned = outcome { runAfterCurrentCall(process) }
        if case .returned(.string(Self.eventKeptAnswer)) = outcome, let application = process.objects.application {
            record(.system(.eventKept(application: application.className)), app: process.bundleIdentifier)
        }
        if case .returned(.bool(false)) = outcome, !process.isEnded {
            // UIKit's own words for a selector the target lacks.
            crash(process, with: .uncaughtException(name: "NSInvalidArgumentException",
                                                    reason: "-[\(target.className) \(selector)]: unrecognized selector sent to instance"))
        }
    }

    /// UIKit takes no touches while a transition is under way; one whose animation controller
    /// never called `completeTransition(_:)` leaves the app so (docs/lifecycle.md, "Custom
    /// transitions"): the tap goes no further, and the log says why.
    private func takesNoTouches(_ process: AppProcess) -> Bool {
        guard process.runningTransitions.contains(where: { $0.endsAt == nil && !$0.completed }) else { return false }
        record(.system(.touchesBlockedByTransition), app: process.bundleIdentifier)
        return true
    }

    /// What the app answers an action when its application object kept the tap's event.
    public static let eventKeptAnswer = "eventKept"

    /// `addContact:` → `addContact(_:)`; `refresh` → `refresh()`; Swift spellings stay.
    public static func swiftName(ofAction selector: String) -> String {
        if selector.contains("(") { return selector }
        return selector.hasSuffix(":") ? String(selector.dropLast()) + "(_:)" : selector + "()"
    }
}
