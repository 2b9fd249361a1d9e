import LabCore

/// The Mac's own commands: what the user does with the Dock, the menu bar and the keyboard.
extension CommandRegistry {
    static var macCommands: [Command] { [.activate, .hide, .closeWindow, .reopen, .forceQuit, .logout, .menu] }
}

extension Session {
    /// Runs a Mac operation on the app the command's first argument names, recording it as typed.
    func onNamedMacApp(_ invocation: Invocation,
                       _ operation: (Device, InstalledApp, ActionEntry) throws(DeviceError) -> Void) throws(CommandError) {
        let app = invocation.app
        try onDevice { device throws(DeviceError) in try operation(device, app, .record(arguments: [app.displayName])) }
    }
}

extension Command {
    static let activate = Command(
        .activate, group: .apps,
        summary: "Mac: click one of an app's windows — it comes forward (unhidden if hidden)",
        arguments: [.value(.app)],
        example: "Clock",
        details: "The app in front resigns active (applicationWillResignActive, then applicationDidResignActive) and keeps running;\na hidden app is unhidden first; then applicationWillBecomeActive and applicationDidBecomeActive.",
        logLine: { arguments, device in device.isMac ? "▸ " + tr("click a window of \"%@\" (activate)", arguments.first ?? "") : nil }
    ) { invocation, session throws(CommandError) in
        try session.onNamedMacApp(invocation) { device, app, entry throws(DeviceError) in try device.macActivate(app, entry: entry) }
    }

    static let hide = Command(
        .hide, group: .apps,
        summary: "Mac: Cmd-H — hide an app's windows; it keeps running",
        arguments: [.value(.app)],
        example: "Clock",
        details: "applicationWillHide, then (when it was active) the two resign-active methods, then applicationDidHide.\nThe app that was active before comes forward. `activate APP` shows it again.",
        logLine: { arguments, device in device.isMac ? "▸ " + tr("Cmd-H: hide \"%@\"", arguments.first ?? "") : nil }
    ) { invocation, session throws(CommandError) in
        try session.onNamedMacApp(invocation) { device, app, entry throws(DeviceError) in try device.macHide(app, entry: entry) }
    }

    static let closeWindow = Command(
        .closeWindow, group: .apps,
        summary: "Mac: click the close button of an app's front window",
        arguments: [.value(.app)],
        example: "Clock",
        details: "The window's delegate is asked windowShouldClose and told windowWillClose. When it was the last window, the app\nkeeps running unless applicationShouldTerminateAfterLastWindowClosed answers true (then it quits as with Cmd-Q).",
        logLine: { arguments, device in device.isMac ? "▸ " + tr("click the close button of \"%@\"'s front window", arguments.first ?? "") : nil }
    ) { invocation, session throws(CommandError) in
        try session.onNamedMacApp(invocation) { device, app, entry throws(DeviceError) in try device.macCloseWindow(app, entry: entry) }
    }

    static let reopen = Command(
        .reopen, group: .apps,
        summary: "Mac: click a running app's icon in the Dock",
        arguments: [.value(.app)],
        example: "Clock",
        details: "The app comes forward and its delegate gets applicationShouldHandleReopen(_:hasVisibleWindows:).\nAn app that is not running is launched.",
        logLine: { arguments, device in device.isMac ? "▸ " + tr("click \"%@\" in the Dock (reopen)", arguments.first ?? "") : nil }
    ) { invocation, session throws(CommandError) in
        try session.onNamedMacApp(invocation) { device, app, entry throws(DeviceError) in try device.macReopen(app, entry: entry) }
    }

    static let forceQuit = Command(
        .forceQuit, group: .apps,
        summary: "Mac: Option-Cmd-Esc — kill an app; no method runs",
        arguments: [.value(.app)],
        example: "Clock",
        details: "Neither applicationShouldTerminate nor applicationWillTerminate is called.",
        logLine: { arguments, device in device.isMac ? "▸ " + tr("Option-Cmd-Esc: force quit \"%@\"", arguments.first ?? "") : nil }
    ) { invocation, session throws(CommandError) in
        try session.onNamedMacApp(invocation) { device, app, entry throws(DeviceError) in try device.macForceQuit(app, entry: entry) }
    }

    static let logout = Command(
        .logout, group: .apps,
        summary: "Mac: log out — every app is asked to quit, and any can cancel",
        details: "Apps are asked in turn (the most recently active first) with applicationShouldTerminate; one that cancels stops\nthe logout. Apps whose Info.plist has NSSupportsSuddenTermination are killed without being asked.",
        logLine: { _, device in device.isMac ? "▸ " + tr("Apple menu ▸ Log Out") : nil }
    ) { _, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.macLogout() }
    }
}
