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
            + "\"overlay\":\(board.overlay.map { quote($0.rawValue) } ?? "null"),\"apps\":[\(apps.joined(separator: ","))]}"
    }

    /// Text for one app: state, lifecycle, windows, background tasks.
    func lines(for app: InstalledApp, style: Styler) -> [String] {
        let state = device.state(of: app)
        var lines = ["\(app.displayName) (\(app.bundleIdentifier))   " + style.paint(state.displayName, StateColors.color(for: state))]
        guard let process = device.process(for: app) else {
            if let last = device.lastTransitions[app.bundleIdentifier] {
                lines.append("  last change: \(last.from.displayName) → \(last.to.displayName)")
            }
            return lines
        }
        let mode = process.isSceneBased ? "scene-based" : "app-based"
        lines.append("  process \(process.pid) · \(mode) lifecycle · iOS \(device.iosVersion) · \(process.footprint) MB")
        if let scene = process.objects.scene {
            lines.append("  scene \"\(scene.configurationName)\": \(scene.state.rawValue)" + (scene.delegate.map { ", delegate \($0.className)" } ?? ""))
        }
        if process.objects.windows.isEmpty { lines.append("  no windows") }
        for window in process.objects.windows {
            let flags = [window.isKey ? "key" : "not key", window.isHidden ? "hidden" : "visible"].joined(separator: ", ")
            var root = "no rootViewController"
            if let controller = window.rootViewController {
                root = "rootViewController \(controller.className) (view \(controller.isViewLoaded ? "loaded" : "not loaded")"
                    + (controller.nibName.map { ", nib \($0)" } ?? "") + ")"
            }
            lines.append("  \(window.className): \(flags); \(root)")
        }
        for task in process.backgroundTasks {
            lines.append("  background task \(task.identifier)" + (task.name.map { " \"\($0)\"" } ?? "") + " running")
        }
        return lines
    }

    private func quote(_ text: String) -> String { JSONScalar.quote(text) }
}
