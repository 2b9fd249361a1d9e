import LabCore

extension Command {
    static let location = Command(
        .location, group: .notifications, runsOnMac: false,
        summary: "Move the device (Xcode's Simulate Location), or set how the user answers location permission requests",
        usage: "location allow|deny|COORDINATE",
        example: "location 37.3349,-122.0090",
        details: """
        COORDINATE is LAT,LON in degrees, as `xcrun simctl location set` takes it. Every app whose CLLocationManager
        updates are on hears (locationManager(_:didUpdateLocations:)) while it is in front, or in the background while
        location in UIBackgroundModes and allowsBackgroundLocationUpdates keep it running; a suspended app hears nothing.
        allow|deny: how apps that ask from now on are answered (asked once per app, remembered; the default is allow).
        """
    ) { invocation, session throws(CommandError) in
        let argument = invocation.positionals[0]
        if argument == "allow" || argument == "deny" {
            session.device.answersLocationRequests = argument == "allow"
            session.print(tr("apps that ask from now on are answered: %@", argument == "allow" ? "Allow" : "Don’t Allow"))
            return
        }
        guard let coordinate = Coordinate(argument) else {
            throw CommandError(tr("%@ is not a coordinate: give LAT,LON in degrees (latitude −90…90, longitude −180…180), or allow|deny — usage: location allow|deny|COORDINATE", "\(InputLine.quoted(argument))"))
        }
        session.device.moveDevice(to: coordinate, entry: .record(arguments: [argument]))
    }
}
