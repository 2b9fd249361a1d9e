import LabCore

extension Command {
    static let views = Command(
        name: "views", group: .inspection, changesDevice: false,
        summary: "Show an app's windows, root view controllers and view trees",
        arguments: [.optional([.value(.app)])],
        example: "\"Empty Window\"",
        details: "Without APP: the app in front. Each view controller says whether its view is loaded and where it came from."
    ) { invocation, session throws(CommandError) in
        let app = try session.appOrFront(invocation, command: invocation.name)
        guard let process = session.device.process(for: app) else {
            throw CommandError(tr("%@ is not running, so it has no views — `launch %@` first", "\(app.displayName)", "\(AppNames.typed(app.displayName))"))
        }
        if let mac = session.device.mac {
            session.print(MacViewTree(mac: mac, app: process.app).lines().joined(separator: "\n"))
            return
        }
        session.print(ViewTree(process: process).lines().joined(separator: "\n"))
    }
}
