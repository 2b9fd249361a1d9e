import LabCore

extension Command {
    static let uninstall = Command(
        .uninstall, group: .apps,
        summary: "Remove an app and its sandbox container from the device",
        arguments: [.value(.app)],
        example: "\"Truly Empty\"",
        details: "A running copy is killed first, with no callbacks, as deleting an app from the home screen does."
    ) { invocation, session throws(CommandError) in
        let app = invocation.app
        try session.onDevice { device throws(DeviceError) in
            try device.uninstall(app, entry: .record(arguments: invocation.positionals))
        }
        AppInstaller(session: session).removeFiles(of: app)
    }
}
