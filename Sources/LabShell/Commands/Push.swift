import Foundation
import LabCore

extension Command {
    static let push: Command = Command(
        .push, group: .notifications, runsOnMac: false,
        summary: "Send a remote notification to an app (alert, badge, sound, or silent)",
        arguments: [.optional([.value(.app)]), .optional([.value(.payloadFile)]), .option("--file", .file), .option("--alert", .text("TEXT")),
                    .option("--badge", .badgeNumber), .option("--sound", .text("NAME")), .option("--silent", nil)],
        example: "\"Empty Window\" --alert \"Your order has shipped\"",
        details: """
        FILE is the payload: JSON with an "aps" dictionary (at most 4096 bytes), or a .apns file as
        `xcrun simctl push` takes it, whose "Simulator Target Bundle" names the app (an APP given here wins).
        --file FILE names the payload whatever its name. Without it, two words are APP FILE, and one word is
        the FILE when it ends in .json or .apns, the APP otherwise.
        --alert, --badge, --sound and --silent build the payload instead. An alert shows as a banner, a badge and an
        entry in Notification Centre when the app is not in front; `tap-notification` opens it. A silent push
        (content-available: 1) wakes the app in the background if UIBackgroundModes has remote-notification.
        """
    ) { invocation, session throws(CommandError) in
        if invocation.option("--file") != nil, invocation.positionals.count > 1 {
            throw CommandError(tr("%@ — usage: %@", tr("%@ takes one APP and one FILE", invocation.name), Command.push.usage))
        }
        // The usage's layouts read the words by push's rule (`ValueType.payloadFile`).
        let file = invocation.option("--file") ?? invocation.value(.payloadFile)
        var payload: PushPayload
        if let file {
            let path = session.hostPath(file)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                throw CommandError(tr("%@ is a folder; the payload is a JSON or .apns file inside it", "\(file)"))
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CommandError(tr("cannot read %@: no such file (the payload is a JSON file, or use --alert TEXT)", "\(file)"))
            }
            do throws(DeviceError) { payload = try PushPayload.parse(data, source: file) } catch { throw CommandError(error.message) }
        } else {
            let badge: Int? = invocation.value(option: "--badge")
            do throws(DeviceError) {
                payload = try PushPayload.make(alert: invocation.option("--alert"), badge: badge,
                                               sound: invocation.option("--sound"), silent: invocation.flag("--silent"))
            } catch { throw CommandError(error.message) }
        }
        let app: InstalledApp
        if let named: InstalledApp = invocation.value(.app) {
            app = named
        } else if let target = payload.targetBundle {
            app = try session.installedApp(target)
        } else {
            throw CommandError(tr("name the app: `push APP …`, or give a .apns file with \"Simulator Target Bundle\""))
        }
        try session.onDevice { device throws(DeviceError) in try device.push(payload, to: app, arguments: invocation.arguments) }
    }
}
