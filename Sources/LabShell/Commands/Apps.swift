import LabCore

extension Command {
    static let apps = Command(
        name: "apps", group: .apps, changesDevice: false,
        summary: "List installed apps with their bundle identifiers and states",
        details: "The learner's apps first, then the system apps (Phone, Settings, Messages)."
    ) { _, session throws(CommandError) in
        let device = session.device
        let apps = device.installedApps.filter { !$0.isSystemApp } + device.installedApps.filter(\.isSystemApp)
        let nameWidth = apps.map(\.displayName.count).max() ?? 0
        let idWidth = apps.map(\.bundleIdentifier.count).max() ?? 0
        for app in apps {
            if device.isMac {
                let state = device.macState(of: app)
                let line = "  " + app.displayName.padding(toLength: nameWidth + 3, withPad: " ", startingAt: 0)
                    + app.bundleIdentifier.padding(toLength: idWidth + 3, withPad: " ", startingAt: 0)
                session.print(line + session.style.paint(state.words, StateColors.color(for: state)))
                continue
            }
            let state = device.state(of: app)
            let status = app.isSystemApp && state == .notRunning ? tr("system") : state.words
            let line = "  " + app.displayName.padding(toLength: nameWidth + 3, withPad: " ", startingAt: 0)
                + app.bundleIdentifier.padding(toLength: idWidth + 3, withPad: " ", startingAt: 0)
            session.print(line + session.style.paint(status, StateColors.color(for: state)))
        }
    }
}
