import LabCore

extension Command {
    static let screen = Command(
        name: "screen", group: .inspection, changesDevice: false,
        summary: "Draw what the device shows: home screen, app, call, lock screen, overlays, switcher",
        arguments: [.option("--svg", .file)],
        details: "--svg FILE saves the screen as an SVG picture instead (status bar, navigation bar, texts and buttons, alerts, sheets, banners)."
    ) { invocation, session throws(CommandError) in
        if let drawings = MacDrawings(device: session.device, style: session.style) {
            if invocation.option("--svg") != nil { throw CommandError(tr("the Mac's %@ is drawn in the terminal only: --svg draws the iPhone's", invocation.name)) }
            session.print(drawings.screenLines().joined(separator: "\n"))
            return
        }
        if let file = invocation.option("--svg") {
            try PictureFile.write(ScreenPicture(device: session.device).svg, to: file, session: session)
            session.print(tr("the screen saved as %@ (SVG)", file))
            return
        }
        session.print(ScreenDrawing(device: session.device, style: session.style).lines().joined(separator: "\n"))
    }
}
