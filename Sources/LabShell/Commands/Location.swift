import LabCore

extension Command {
    static let location = Command(
        .location, group: .notifications, runsOnMac: false,
        summary: "Move the device (Xcode's Simulate Location), or set how the user answers location permission requests",
        arguments: [.either([[.word("allow")], [.word("deny")], [.value(.coordinate)]])],
        example: "37.3349,-122.0090",
        details: """
        COORDINATE is LAT,LON in degrees, as `xcrun simctl location set` takes it. Every app whose CLLocationManager
        updates are on hears (locationManager(_:didUpdateLocations:)) while it is in front, or in the background while
        location in UIBackgroundModes and allowsBackgroundLocationUpdates keep it running; a suspended app hears nothing.
        allow|deny: how apps that ask from now on are answered (asked once per app, remembered; the default is allow).
        """
    ) { invocation, session throws(CommandError) in
        if let coordinate = invocation.value(.coordinate, as: Coordinate.self) {
            session.device.moveDevice(to: coordinate, entry: .record(arguments: invocation.positionals))
            return
        }
        let allow = invocation.positionals[0] == "allow"
        session.device.permissions.location.userAllows = allow
        session.print(tr("apps that ask from now on are answered: %@", allow ? "Allow" : "Don’t Allow"))
    }
}
