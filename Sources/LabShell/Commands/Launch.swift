import LabCore

extension Command {
    static let launch = Command(
        .launch, group: .apps,
        summary: "Tap an app's icon: a cold launch, or back from the background",
        arguments: [.value(.app)],
        example: "\"Empty Window\"",
        details: "A cold launch runs UIApplicationMain and the launch callbacks (docs/lifecycle.md, Cold launch, steps 1–9); an app in the\nbackground or suspended comes back with willEnterForeground and didBecomeActive. With the app switcher\nopen, this chooses the app's card. An app in front goes to the background first, as Home would.",
        logLine: { arguments, device in
            let app = arguments.first ?? ""
            return device.isMac ? "▸ " + tr("double-click \"%@\" in the Finder (launch)", app)
                : "▸ " + tr("tap %@ on the home screen", arguments.first.map { "\"\($0)\"" } ?? "")
        }
    ) { invocation, session throws(CommandError) in
        let app = invocation.app
        try session.onDevice { device throws(DeviceError) in
            if device.isMac { try device.macLaunch(app, entry: .record(arguments: [app.displayName])) } else {
                try device.launch(app, entry: .record(arguments: [app.displayName]))
            }
        }
    }
}
