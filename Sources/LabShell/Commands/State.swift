import LabCore

extension Command {
    static let state = Command(
        name: "state", group: .inspection, changesDevice: false,
        summary: "Show an app's state, windows and root view controller (or the whole device)",
        arguments: [.optional([.value(.app)]), .option("--json", nil), .option("--host", nil)],
        example: "\"Empty Window\" --json",
        details: "--json prints one JSON object: {\"app\",\"state\",\"windows\":[{\"class\",\"isKey\",\"isHidden\",\"rootViewController\":{\"class\",\"viewLoaded\",\"nibName\"}}]}.\n--host adds the real process on this machine: its pid and whether it is stopped (suspended apps are).\nHost pids differ from run to run, so a transcript that must replay leaves --host out.\nWithout APP: what the device shows and the state of every app."
    ) { invocation, session throws(CommandError) in
        let report = StateReport(device: session.device)
        let json = invocation.flag("--json")
        if json, let drawings = MacDrawings(device: session.device, style: session.style) {
            let named: InstalledApp? = invocation.value(.app)
            session.print(drawings.json(for: named.map { [$0] } ?? session.device.installedApps))
            return
        }
        if let drawings = MacDrawings(device: session.device, style: session.style) {
            let named: InstalledApp? = invocation.value(.app)
            session.print((named.map(drawings.appLines(for:)) ?? drawings.deviceLines()).joined(separator: "\n"))
            return
        }
        guard let app: InstalledApp = invocation.value(.app) else {
            if json { session.print(report.deviceJSON()); return }
            let board = session.device.springboard
            var facts = ["iOS \(session.device.iosVersion)", "t = \(session.device.clock.now) ms"]
            facts.append(board.isLocked ? tr("locked")
                : tr("in front: %@", board.foregroundApp.map { AppNames.display($0, on: session.device) } ?? tr("home screen")))
            if let call = board.call { facts.append(call.isAnswered ? tr("on a call with %@", call.caller) : tr("call ringing from %@", call.caller)) }
            if let overlay = board.overlay { facts.append(tr("%@ open", overlay.words)) }
            session.print(facts.joined(separator: " · "))
            for process in session.device.runningProcesses {
                session.print(report.lines(for: process.app, style: session.style).joined(separator: "\n"))
            }
            return
        }
        session.print(json ? report.json(for: app) : report.lines(for: app, style: session.style).joined(separator: "\n"))
        if invocation.flag("--host") { session.print(HostProcess.line(for: session.device.process(for: app))) }
    }
}
