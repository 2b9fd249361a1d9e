import LabCore

extension Command {
    static let swipe = Command(
        .swipe, group: .apps, runsOnMac: false,
        summary: "Swipe across a page view controller: it turns to the next or the previous page",
        arguments: [.oneOf(Device.SwipeDirection.allCases.map(\.rawValue))],
        example: "left",
        details: "Left (or up, when the pages turn vertically) brings the next page, right (or down) the previous one.\nThe UIPageViewController asks its data source for the page after or before the current one; its delegate hears willTransitionTo and didFinishAnimating, and the pages' appearance methods run.\nWhen the data source answers nil the page bounces back. The app in front must be active."
    ) { invocation, session throws(CommandError) in
        // One of the words the usage offers, so one of the directions.
        let direction = Device.SwipeDirection(rawValue: invocation.positionals[0])!
        try session.onDevice { device throws(DeviceError) in
            try device.swipe(direction, entry: .record(arguments: invocation.positionals))
        }
    }
}
