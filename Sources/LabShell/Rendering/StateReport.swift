import LabCore

/// `state`: an app's state and window summary, as text or as the contract JSON
/// (docs/formats.md: `{"app":…,"state":…,"windows":[{"class":…,"isKey":…,"isHidden":…,"rootViewController":{…}}]}`,
/// and `"scene":{…}` for a scene-based app).
struct StateReport {
    let device: Device

    /// The contract JSON for one app, keys in the documented order.
    func json(for app: InstalledApp) -> String {
        let windows = device.process(for: app)?.objects.windows ?? []
        let items = windows.map { window -> String in
            var root = "null"
            if let controller = window.rootViewController {
                root = "{\"class\":\(quote(controller.className)),\"viewLoaded\":\(controller.isViewLoaded),"
                    + "\"nibName\":\(controller.nibName.map(quote) ?? "null")}"
            }
            return "{\"class\":\(quote(window.className)),\"isKey\":\(window.isKey),\"isHidden\":\(window.isHidden),"
                + "\"rootViewController\":\(root)}"
        }
        // A scene-based app's scene follows its windows (a field added to the contract).
        var scene = ""
        if let connected = device.process(for: app)?.objects.scene {
            scene = ",\"scene\":{\"configuration\":\(quote(connected.configurationName)),\"state\":\(quote(connected.state.rawValue)),"
                + "\"delegate\":\(connected.delegate.map { quote($0.className) } ?? "null")}"
        }
        return "{\"app\":\(quote(app.bundleIdentifier)),\"state\":\(quote(device.state(of: app).rawValue)),"
            + "\"windows\":[\(items.joined(separator: ","))]\(scene)}"
    }

    /// The device as JSON: what is on screen and every app's state.
    func deviceJSON() -> String {
        let board = device.springboard
        let apps = device.installedApps.map { "{\"app\":\(quote($0.bundleIdentifier)),\"state\":\(quote(device.state(of: $0).rawValue))}" }
        return "{\"ios\":\(device.iosVersion),\"t\":\(device.clock.now),\"foreground\":\(board.foregroundApp.map(quote) ?? "null"),"
            + "\"locked\":\(board.isLocked),\"call\":\(board.call.map { quote($0.caller) } ?? "null"),"
            + "\"overlay\":\(board.overlay.map { quote("\($0)") } ?? "null"),\"apps\":[\(apps.joined(separator: ","))]}"
    }

    /// Text for one app: state, lifecycle, windows, background tasks.
    func lines(for app: InstalledApp, style: Styler) -> [String] {
        let state = device.state(of: app)
        var lines = ["\(app.displayName) (\(app.bundleIdentifier))   " + style.paint(state.words, StateColors.color(for: state))]
        guard let process = device.process(for: app) else {
            if let last = device.lastTransitions[app.bundleIdentifier] {
                lines.append(tr("  last change: %@ → %@", last.from.words, last.to.words))
            }
            return lines
        }
        let mode = process.isSceneBased ? tr("scene-based lifecycle") : tr("app-based lifecycle")
        lines.append(tr("  process %d · %@ · iOS %d · %d MB", process.pid, mode, device.iosVersion, process.footprint))
        if let scene = process.objects.scene {
            lines.append(tr("  scene \"%@\": %@", scene.configurationName, scene.state.rawValue) + (scene.delegate.map { tr(", delegate %@", $0.className) } ?? ""))
        }
        if process.objects.windows.isEmpty { lines.append(tr("  no windows")) }
        for window in process.objects.windows {
            let flags = [window.isKey ? tr("key") : tr("not key"), window.isHidden ? tr("hidden") : tr("visible")].joined(separator: tr(", "))
            var root = tr("no rootViewController")
            if let controller = window.rootViewController {
                let view = controller.isViewLoaded ? tr("view loaded") : tr("view not loaded")
                root = controller.nibName.map { tr("rootViewController %@ (%@, nib %@)", controller.className, view, $0) }
                    ?? tr("rootViewController %@ (%@)", controller.className, view)
            }
            lines.append(tr("  %@: %@; %@", window.className, flags, root))
        }
        for task in process.backgroundTasks {
            lines.append(task.name.map { tr("  background task %d \"%@\" running", task.identifier, $0) } ?? tr("  background task %d running", task.identifier))
        }
        return lines
    }

    private func quote(_ text: String) -> String { JSONScalar.quote(text) }
}
