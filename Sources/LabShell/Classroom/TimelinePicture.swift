import Foundation
import LabCore

/// The session's timeline as SVG: the last events that a class follows — what was done
/// (`▸`), state changes (`●`), crashes, pushes, wakes, lesson progress — one row each, with the
/// virtual time they happened at on the left and a dot in the new state's colour. Rows carry
/// `data-role="event"`, `data-kind` and `data-t` (virtual milliseconds).
struct TimelinePicture {
    let device: Device
    /// How many rows are drawn (the newest ones).
    static let rows = 14

    /// The events worth a row, oldest first, at most `rows`.
    var shownEvents: [Event] {
        var found: [Event] = []
        for event in device.log.events.reversed() {
            switch event.kind {
            case .action, .state, .crash, .push, .wake, .lesson: found.append(event)
            default: continue
            }
            if found.count == Self.rows { break }
        }
        return found.reversed()
    }

    var svg: String {
        let events = shownEvents
        let width = 700.0, rowHeight = 30.0
        let height = 56 + Double(max(events.count, 1)) * rowHeight
        var canvas = SVGCanvas(width: width, height: height, title: tr("timeline of the session"))
        canvas.rect(x: 0, y: 0, width: width, height: height, fill: "#ffffff")
        canvas.text(tr("virtual time"), x: 16, y: 28, size: 14, fill: "#3a3a3c", bold: true)
        canvas.text(tr("what happened"), x: 150, y: 28, size: 14, fill: "#3a3a3c", bold: true)
        canvas.line(from: (128, 40), to: (128, height - 8), stroke: "#c6c6c8", width: 2)
        if events.isEmpty {
            canvas.text(tr("nothing has happened yet"), x: 150, y: 64, size: 16, fill: "#3a3a3c", role: "empty")
        }
        let renderer = EventRenderer()
        for (index, event) in events.enumerated() {
            let y = 64 + Double(index) * rowHeight
            let text = renderer.lines(for: event, device: device, style: .plain).first?.trimmingCharacters(in: .whitespaces) ?? ""
            var ink = "#3a3a3c"
            var bold = false
            switch event.kind {
            case let .state(_, to): ink = StatePalette.ink(to); bold = true
            case .crash: ink = "#d70015"; bold = true
            case .action: ink = "#000000"
            default: break
            }
            canvas.beginGroup(role: "event", data: [("kind", event.kind.name), ("t", String(event.t))])
            canvas.text(DurationText.clock(event.t), x: 112, y: y, size: 14, fill: "#3a3a3c", anchor: .end)
            canvas.circle(x: 128, y: y - 5, radius: 6, fill: ink)
            canvas.text(SVGCanvas.fitted(text, width: width - 160, size: 16), x: 150, y: y, size: 16, fill: ink, bold: bold)
            canvas.endGroup()
        }
        return canvas.document
    }
}
