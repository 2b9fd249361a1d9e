import Foundation
import LabCore

extension Command {
    static let push: Command = Command(
        .push, group: .notifications, runsOnMac: false,
        summary: "Send a remote notification to an app (alert, badge, sound, or silent)",
        arguments: [.optional([.value(.app)]), .optional([.value(.file)]), .option("--file", .file), .option("--alert", .text("TEXT")),
                    .option("--badge", .number), .option("--sound", .text("NAME")), .option("--silent", nil)],
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
        let (named, file) = try pushWords(invocation)
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
            var badge: Int?
            if let text = invocation.option("--badge") {
                guard let number = Int(text), number >= 0 else {
                    throw CommandError(tr("--badge needs a whole number, 0 or more (0 clears the badge), such as --badge 3, not %@", "\(InputLine.quoted(text))"))
                }
                badge = number
            }
            do throws(DeviceError) {
                payload = try PushPayload.make(alert: invocation.option("--alert"), badge: badge,
                                               sound: invocation.option("--sound"), silent: invocation.flag("--silent"))
            } catch { throw CommandError(error.message) }
        }
        let app: InstalledApp
        if let named {
            app = try session.installedApp(named)
        } else if let target = payload.targetBundle {
            app = try session.installedApp(target)
        } else {
            throw CommandError(tr("name the app: `push APP …`, or give a .apns file with \"Simulator Target Bundle\""))
        }
        try session.onDevice { device throws(DeviceError) in try device.push(payload, to: app, arguments: invocation.arguments) }
    }
}

/// `push`'s words read by its rule (`help push`): `--file FILE` names the payload; otherwise two
/// words are APP FILE and one word is the FILE when it ends in .json or .apns, the APP otherwise.
private func pushWords(_ invocation: Invocation) throws(CommandError) -> (app: String?, file: String?) {
    let words = invocation.positionals
    if let file = invocation.option("--file") {
        guard words.count <= 1 else {
            throw CommandError(tr("%@ — usage: %@", tr("%@ takes one APP and one FILE", invocation.name), Command.push.usage))
        }
        return (words.first, file)
    }
    if words.count == 2 { return (words[0], words[1]) }
    if let word = words.first, word.hasSuffix(".json") || word.hasSuffix(".apns") { return (nil, word) }
    return (words.first, nil)
}
