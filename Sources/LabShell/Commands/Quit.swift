import LabCore

extension Command {
    static let quit = Command(
        .quit, group: .session, changesDevice: false,
        summary: "Leave lab (Ctrl-D on an empty line does the same)",
        arguments: [.optional([.value(.app)])],
        details: "History is saved for next time; a recording in progress is already on disk.\nOn the Mac, `quit APP` is Cmd-Q: the app's delegate is asked applicationShouldTerminate, then told applicationWillTerminate.",
        logLine: { arguments, device in device.isMac ? "▸ " + tr("Cmd-Q: quit \"%@\"", arguments.first ?? "") : nil }
    ) { invocation, session throws(CommandError) in
        if let app: InstalledApp = invocation.value(.app) {
            try session.onDevice { device throws(DeviceError) in try device.macQuit(app, entry: .record(arguments: [app.displayName])) }
            return
        }
        session.finish()
    }
}
