import LabCore

extension Command {
    static let screen = Command(
        name: "screen", group: .inspection,
        summary: "Draw what the device shows: home screen, app, call, lock screen, overlays, switcher",
        usage: "screen",
        example: "screen"
    ) { _, session throws(CommandError) in
        if let drawings = MacDrawings(device: session.device, style: session.style) {
            session.print(drawings.screenLines().joined(separator: "\n"))
            return
        }
        session.print(ScreenDrawing(device: session.device, style: session.style).lines().joined(separator: "\n"))
    }
}
