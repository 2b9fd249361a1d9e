import LabCore

extension Command {
    static let diagram = Command(
        name: "diagram", group: .inspection, changesDevice: false,
        summary: "Draw the five-state lifecycle diagram with an app's current state and last transition",
        arguments: [.optional([.value(.app)]), .option("--svg", .file)],
        example: "\"Empty Window\"",
        details: "Without APP: the app in front, or the one used last. --svg FILE saves the diagram as an SVG picture instead."
    ) { invocation, session throws(CommandError) in
        if let drawings = MacDrawings(device: session.device, style: session.style) {
            if invocation.option("--svg") != nil { throw CommandError(tr("the Mac's %@ is drawn in the terminal only: --svg draws the iPhone's", invocation.name)) }
            let app: InstalledApp
            if let named: InstalledApp = invocation.value(.app) { app = named } else {
                app = try session.installedApp(session.device.mac?.frontmostApp ?? MacSystemApps.finder)
            }
            session.print(drawings.diagramLines(for: app).joined(separator: "\n"))
            return
        }
        let app = try session.appOrFront(invocation, command: invocation.name)
        if let file = invocation.option("--svg") {
            try PictureFile.write(DiagramPicture(model: .iPhone(app: app, on: session.device)).svg, to: file, session: session)
            session.print(tr("the diagram of %@ saved as %@ (SVG)", app.displayName, file))
            return
        }
        session.print(StateDiagram(device: session.device, style: session.style).lines(for: app).joined(separator: "\n"))
    }
}
