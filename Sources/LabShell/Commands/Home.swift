import LabCore

extension Command {
    static let home = Command(
        .home, group: .apps, runsOnMac: false,
        summary: "Press the Home button: the app in front resigns active and enters the background",
        details: "The app gets applicationWillResignActive, then applicationDidEnterBackground (about 5 s to return);\nonce no background task is running it is suspended, with no callback.",
        logLine: { _, _ in "▸ " + tr("Home button") }
    ) { invocation, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.home() }
    }
}
