import LabCore

extension Command {
    static let quit = Command(
        name: "quit", group: .session,
        summary: "Leave lab (Ctrl-D on an empty line does the same)",
        usage: "quit [APP]",
        example: "quit",
        details: "History is saved for next time; a recording in progress is already on disk.\nOn the Mac, `quit APP` is Cmd-Q: the app's delegate is asked applicationShouldTerminate, then told applicationWillTerminate."
    ) { invocation, session throws(CommandError) in
        if let ref = invocation.positionals.first {
            let app = try session.installedApp(ref)
            try session.onDevice { device throws(DeviceError) in try device.macQuit(app, entry: .record(arguments: [app.displayName])) }
            return
        }
        session.finish()
    }
}
