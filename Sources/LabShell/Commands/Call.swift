import LabCore

extension Command {
    static let call = Command(
        .call, group: .interruptions, runsOnMac: false,
        summary: "A phone call arrives: a banner from iOS 14 (the app stays active), before it a full-screen alert",
        arguments: [.optional([.value(.text("FROM"))])],
        example: "Mum",
        details: """
        On iOS 14 and later (the default device runs iOS 17) the call rings in a compact banner at the top: the app in front stays active.
        Before iOS 14 the full-screen call alert covers it and it resigns active: `reset --ios 13` shows that classic alert.
        Then `answer` (the app enters the background and Phone comes to the front; before iOS 4 the app is terminated)
        or `decline` (the banner goes away; under the alert the app becomes active again). `hangup` ends an answered call.
        """,
        logLine: { arguments, _ in "▸ " + tr("incoming call from %@", arguments.first ?? tr("Unknown")) }
    ) { invocation, session throws(CommandError) in
        let caller = invocation.positionals.first ?? "Unknown"
        try session.onDevice { device throws(DeviceError) in try device.call(from: caller, entry: .record(arguments: invocation.positionals)) }
    }
}
