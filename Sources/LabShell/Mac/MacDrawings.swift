import LabCore

/// `state`, `diagram` and `screen` on the simulated Mac.
struct MacDrawings {
    let device: Device
    let mac: MacDesktop
    let style: Styler

    init?(device: Device, style: Styler) {
        guard let mac = device.mac else { return nil }
        self.device = device
        self.mac = mac
        self.style = style
    }

    private func name(_ identifier: String) -> String { AppNames.display(identifier, on: device) }

    // MARK: state

    /// `state` without an app: the system, the frontmost app, then every running app.
    func deviceLines() -> [String] {
        var facts = [mac.version.fullName, "t = \(device.clock.now) ms"]
        facts.append(tr("frontmost: %@", mac.frontmostApp.map(name) ?? "—"))
        var lines = [facts.joined(separator: " · ")]
        for process in device.runningProcesses { lines += appLines(for: process.app) }
        return lines
    }

    /// `state APP`: its state and windows (a Mac app keeps running whatever its state).
    func appLines(for app: InstalledApp) -> [String] {
        let state = mac.state(of: app.bundleIdentifier)
        var lines = [style.paint("● \(app.displayName)   \(state.words)", StateColors.color(for: state))]
        guard state.isRunning else { return lines }
        let windows = mac.windows[app.bundleIdentifier] ?? []
        if windows.isEmpty { lines.append("  " + tr("no window open")) }
        for (index, window) in windows.enumerated() {
            var line = "  " + tr("window \"%@\"", window.title)
            if index == 0, state == .active { line += " · " + tr("key") }
            if state == .hidden { line += " · " + tr("hidden") }
            if let delegate = window.delegate { line += " · " + tr("delegate %@", delegate.className) }
            lines.append(line)
        }
        if mac.awaitingTerminateReply.contains(app.bundleIdentifier) {
            lines.append("  " + tr("a quit waits for reply(toApplicationShouldTerminate:)"))
        }
        return lines
    }

    /// `state --json` on the Mac: the system, the frontmost app and every app's state
    /// (`active`, `inactive`, `hidden`, `notRunning`) with its windows' titles.
    func json(for apps: [InstalledApp]) -> String {
        func quote(_ text: String) -> String { JSONScalar.quote(text) }
        let items = apps.map { app in
            let windows = (mac.windows[app.bundleIdentifier] ?? []).map { quote($0.title) }.joined(separator: ",")
            return "{\"app\":\(quote(app.bundleIdentifier)),\"state\":\(quote(mac.state(of: app.bundleIdentifier).rawValue)),\"windows\":[\(windows)]}"
        }
        return "{\"macos\":\(quote(mac.version.description)),\"t\":\(device.clock.now),\"frontmost\":\(mac.frontmostApp.map(quote) ?? "null"),"
            + "\"apps\":[\(items.joined(separator: ","))]}"
    }

    // MARK: diagram

    /// The Mac's four states, the app's current one marked, and what leads from each.
    func diagramLines(for app: InstalledApp) -> [String] {
        let current = mac.state(of: app.bundleIdentifier)
        let rows: [(MacAppState, String)] = [
            (.notRunning, tr("launch ▸ running active")),
            (.active, tr("another app comes forward ▸ running inactive · hide ▸ hidden · quit ▸ not running")),
            (.inactive, tr("activate, reopen ▸ running active · hide ▸ hidden · quit ▸ not running")),
            (.hidden, tr("activate ▸ running active · quit ▸ not running")),
        ]
        let width = rows.map { DisplayWidth.of($0.0.words) }.max() ?? 0
        var lines = [tr("%@ on %@ — a Mac app has no background and no suspended state", app.displayName, mac.version.fullName)]
        for (state, leads) in rows {
            let words = state.words
            let padded = words + String(repeating: " ", count: width - DisplayWidth.of(words))
            let marker = state == current ? "●" : "○"
            let line = "  \(marker) \(padded)   \(leads)"
            lines.append(state == current ? style.paint(line, StateColors.color(for: state)) : line)
        }
        if let last = mac.lastTransitions[app.bundleIdentifier] {
            lines.append("  " + tr("last change: %@ → %@", last.from.words, last.to.words))
        }
        return lines
    }

    // MARK: screen

    /// The menu bar (the active app's name, then the titles of its main menu), the windows of
    /// apps that are not hidden (the frontmost app's first), and the Dock with a dot under each running app.
    func screenLines() -> [String] {
        let width = 64
        let bar = "  " + menuBarTitles().joined(separator: "   ")
        var lines = [style.paint(bar, .bold), String(repeating: "─", count: width)]
        var order = mac.activationOrder.filter { mac.state(of: $0) == .active || mac.state(of: $0) == .inactive }
        if let frontmost = mac.frontmostApp { order.removeAll { $0 == frontmost }; order.insert(frontmost, at: 0) }
        var shown = 0
        for identifier in order {
            for window in mac.windows[identifier] ?? [] {
                let title = " \(window.title) "
                let contents = MacWindowDrawing.lines(of: window)
                let inner = max(DisplayWidth.of(title) + 4, 24, (contents.map(DisplayWidth.of).max() ?? 0) + 2)
                lines.append("  ┌─" + title + String(repeating: "─", count: inner - DisplayWidth.of(title) - 1) + "┐   " + name(identifier))
                for content in contents { lines.append("  │ " + content + String(repeating: " ", count: inner - DisplayWidth.of(content) - 1) + "│") }
                lines.append("  └" + String(repeating: "─", count: inner) + "┘")
                shown += 1
            }
        }
        if shown == 0 { lines.append("  " + tr("(the desktop: no window is shown)")) }
        lines.append(String(repeating: "─", count: width))
        let dock = device.installedApps.map { app -> String in
            let state = mac.state(of: app.bundleIdentifier)
            return app.displayName + (state.isRunning ? " •" : "")
        }
        lines.append("  " + tr("Dock: %@", dock.joined(separator: "   ")))
        return lines
    }

    /// The frontmost app's name in place of its app menu's title, then its other menus' titles
    /// (`NSApp.mainMenu`; only the name when it has none). Finder's menus are drawn as its usual titles.
    func menuBarTitles() -> [String] {
        let standard = ["File", "Edit", "View", "Window", "Help"]
        guard let front = mac.frontmostApp else { return ["Finder"] + standard }
        let app = name(front)
        guard device.installedApp(withIdentifier: front)?.bundle.program != nil else { return [app] + standard }
        let titles = (mac.mainMenus[front] ?? []).filter { $0.path.count == 1 }.map { $0.path[0] }
        return [app] + titles.dropFirst()
    }
}
