import Foundation
import LabCore

extension Command {
    static let push = Command(
        .push, group: .notifications, runsOnMac: false,
        summary: "Send a remote notification to an app (alert, badge, sound, or silent)",
        usage: "push [APP] [FILE] [--alert TEXT] [--badge N] [--sound NAME] [--silent]",
        example: "push \"Empty Window\" --alert \"Your order has shipped\"",
        details: """
        FILE is the payload: JSON with an "aps" dictionary (at most 4096 bytes), or a .apns file as
        `xcrun simctl push` takes it, whose "Simulator Target Bundle" names the app (an APP given here wins).
        --alert, --badge, --sound and --silent build the payload instead. An alert shows as a banner, a badge and an
        entry in Notification Centre when the app is not in front; `tap-notification` opens it. A silent push
        (content-available: 1) wakes the app in the background if UIBackgroundModes has remote-notification.
        """
    ) { invocation, session throws(CommandError) in
        var positionals = invocation.positionals
        var payload: PushPayload
        if let last = positionals.last, session.namesPayloadFile(last, positionals: positionals) {
            positionals.removeLast()
            let path = session.hostPath(last)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                throw CommandError(tr("%@ is a folder; the payload is a JSON or .apns file inside it", "\(last)"))
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CommandError(tr("cannot read %@: no such file (the payload is a JSON file, or use --alert TEXT)", "\(last)"))
            }
            do throws(DeviceError) { payload = try PushPayload.parse(data, source: last) } catch { throw CommandError(error.message) }
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
        guard positionals.count <= 1 else { throw CommandError(tr("push takes one APP and one FILE — usage: push [APP] [FILE] [--alert TEXT] [--badge N] [--sound NAME] [--silent]")) }
        let app: InstalledApp
        if let named = positionals.first {
            app = try session.installedApp(named)
        } else if let target = payload.targetBundle {
            app = try session.installedApp(target)
        } else {
            throw CommandError(tr("name the app: `push APP …`, or give a .apns file with \"Simulator Target Bundle\""))
        }
        try session.onDevice { device throws(DeviceError) in try device.push(payload, to: app, arguments: invocation.arguments) }
    }
}

extension Session {
    /// Whether the last of `push`'s positionals is the payload file: a `.json` or `.apns` name,
    /// the second of two, or a path on the host that names no installed app (`simctl push`
    /// takes a payload of any name).
    fileprivate func namesPayloadFile(_ word: String, positionals: [String]) -> Bool {
        if word.hasSuffix(".json") || word.hasSuffix(".apns") || positionals.count == 2 { return true }
        guard FileManager.default.fileExists(atPath: hostPath(word)) else { return false }
        return (try? installedApp(word)) == nil
    }
}
