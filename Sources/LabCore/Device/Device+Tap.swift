/// `tap TEXT`: the user taps a control on screen (a button by its title), and UIKit sends its
/// action to its target — the action method named in the nib or given to `addTarget`.
extension Device {
    /// The titles `tap` would accept now: the controls with an action in the app in front (for Tab).
    public var tappableTitles: [String] {
        guard springboard.overlay == nil, let process = frontProcess, process.state == .active else { return [] }
        var titles = Self.viewsOnScreen(of: process).filter { !$0.actions.isEmpty && $0.isEnabled }.compactMap(\.text)
        // Table rows by the text of their cells' labels.
        func rows(_ view: UIView) {
            if uikitBase(of: view.className, in: process) == "UITableViewCell" {
                titles += view.allViews.compactMap(\.text)
                return
            }
            view.subviews.forEach(rows)
        }
        if let root = Self.controllerOnScreen(of: process)?.view { rows(root) }
        if navigationBackTarget(in: process) != nil { titles.append(Self.backButtonTitle) }
        return titles
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

    /// The controller whose view the user touches.
    static func controllerOnScreen(of process: AppProcess) -> UIViewController? {
        var controller = process.objects.keyWindow?.rootViewController
        while let presented = controller?.presented { controller = presented }
        while let child = controller?.visibleChild { controller = child }
        return controller
    }

    /// The table cell on screen whose text (a label inside it) is `text`, and its table.
    private func tableRow(titled text: String, in process: AppProcess) -> (cell: UIView, table: UIView)? {
        guard let root = Self.controllerOnScreen(of: process)?.view else { return nil }
        func search(_ view: UIView, table: UIView?) -> (UIView, UIView)? {
            let base = uikitBase(of: view.className, in: process)
            if let table, base == "UITableViewCell", view.allViews.contains(where: { $0.text == text }) { return (view, table) }
            for subview in view.subviews {
                if let found = search(subview, table: base == "UITableView" ? view : table) { return found }
            }
            return nil
        }
        return search(root, table: nil).map { (cell: $0.0, table: $0.1) }
    }

    /// A tapped row: a segue its prototype cell triggers runs first (UIKit calls
    /// `prepare(for:sender:)` before `didSelectRowAt`), then the table tells its delegate.
    private func tapRow(_ row: (cell: UIView, table: UIView), text: String, in process: AppProcess) {
        record(.system(.rowTapped(table: row.table.className, text: text)), app: process.bundleIdentifier)
        process.callDepth += 1
        defer { process.callDepth -= 1 }
        if let identifier = row.cell.actions[UIView.segueEvent], let controller = Self.controllerOnScreen(of: process) {
            do {
                let proceed = try offer("shouldPerformSegue(withIdentifier:sender:)", to: controller.ref,
                                        arguments: [.string(identifier), .object(row.cell.ref)], in: process)
                if proceed != .bool(false) { try performSegue(identifier, from: controller, sender: .object(row.cell.ref), in: process) }
            } catch { return }
        }
        guard !process.isEnded, let code = process.code else { return }
        _ = code.perform("__labSelectRow", on: row.table.ref, arguments: [.object(row.cell.ref)], host: AppHost(device: self, process: process))
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
                record(entry ?? .record(arguments: [text]), name: "tap")
                record(.system(.backTapped(popped: navigation.children.last?.className ?? "")), app: process.bundleIdentifier)
                do { try AppHost(device: self, process: process).popChildren(of: navigation.ref, keeping: navigation.children.count - 1) } catch {}
                if process.callDepth == 0, !process.isEnded { runAfterCurrentCall(process) }
                return
            }
            if let row = tableRow(titled: text, in: process) {
                record(entry ?? .record(arguments: [text]), name: "tap")
                tapRow(row, text: text, in: process)
                if process.callDepth == 0, !process.isEnded { runAfterCurrentCall(process) }
                return
            }
            // What could be tapped, a title that differs only in case first.
            let titles = tappableTitles
            let close = titles.filter { $0.lowercased() == text.lowercased() }
            throw DeviceError.nothingToTap(text, tappable: close.isEmpty ? titles : close)
        }
        guard view.isEnabled else { throw DeviceError.controlDisabled(text, className: view.className) }
        let event = ["touchUpInside", "primaryActionTriggered", "valueChanged"].first { view.actions[$0] != nil } ?? view.actions.keys.sorted()[0]
        guard let selector = view.actions[event], let target = view.actionTargets[event], let code = process.code else { return }
        record(entry ?? .record(arguments: [text]), name: "tap")
        if event == UIView.segueEvent {
            record(.system(.segueTriggered(control: view.className, title: text, identifier: selector)), app: process.bundleIdentifier)
            guard let controller = process.objects.viewController(target) else { return }
            process.callDepth += 1
            defer { process.callDepth -= 1 }
            do {
                let proceed = try offer("shouldPerformSegue(withIdentifier:sender:)", to: target, arguments: [.string(selector), .object(view.ref)], in: process)
                if case .bool(false) = proceed { return }
                try performSegue(selector, from: controller, sender: .object(view.ref), in: process)
            } catch {}
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
        if case .returned(.bool(false)) = outcome, !process.isEnded {
            // UIKit's own words for a selector the target lacks.
            crash(process, with: .uncaughtException(name: "NSInvalidArgumentException",
                                                    reason: "-[\(target.className) \(selector)]: unrecognized selector sent to instance"))
        }
    }

    /// `addContact:` → `addContact(_:)`; `refresh` → `refresh()`; Swift spellings stay.
    static func swiftName(ofAction selector: String) -> String {
        if selector.contains("(") { return selector }
        return selector.hasSuffix(":") ? String(selector.dropLast()) + "(_:)" : selector + "()"
    }
}
