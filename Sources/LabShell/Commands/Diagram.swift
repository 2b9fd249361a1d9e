import LabCore

extension Command {
    static let diagram = Command(
        name: "diagram", group: .inspection,
        summary: "Draw the five-state lifecycle diagram with an app's current state and last transition",
        usage: "diagram [APP]",
        example: "diagram \"Empty Window\"",
        details: "Without APP: the app in front, or the one used last."
    ) { invocation, session throws(CommandError) in
        if let drawings = MacDrawings(device: session.device, style: session.style) {
            let ref = invocation.positionals.first ?? session.device.mac?.frontmostApp ?? MacSystemApps.finder
            session.print(drawings.diagramLines(for: try session.installedApp(ref)).joined(separator: "\n"))
            return
        }
        let app = try session.appOrFront(invocation, command: "diagram")
        session.print(StateDiagram(device: session.device, style: session.style).lines(for: app).joined(separator: "\n"))
    }
}
