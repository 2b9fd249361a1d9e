import LabCore

extension Command {
    static let terminate = Command(
        .terminate, group: .apps,
        summary: "Stop an app as Xcode's stop button does (SIGKILL: no method is called)",
        arguments: [.value(.app)],
        example: "\"Empty Window\"",
        details: "The debugger kills the process: applicationWillTerminate is not called. Its card stays in the switcher.\nTo see applicationWillTerminate, force quit a running app from the switcher: `kill APP`.",
        logLine: { arguments, _ in "▸ " + tr("stop %@ from the debugger", arguments.first.map { "\"\($0)\"" } ?? "") }
    ) { invocation, session throws(CommandError) in
        let app = invocation.app
        try session.onDevice { device throws(DeviceError) in try device.terminate(app, entry: .record(arguments: [app.displayName])) }
    }
}
