import LabCore

extension Command {
    static let call = Command(
        name: "call", group: .interruptions,
        summary: "A phone call arrives: the app in front resigns active under the call alert",
        usage: "call [FROM]",
        example: "call Mum",
        details: "Then `answer` (the app enters the background and Phone comes to the front; before iOS 4 the app is\nterminated) or `decline` (the app becomes active again). `hangup` ends an answered call."
    ) { invocation, session throws(CommandError) in
        let caller = invocation.positionals.first ?? "Unknown"
        try session.onDevice { device throws(DeviceError) in try device.call(from: caller, entry: .record(arguments: invocation.positionals)) }
    }
}
