/// `diagram --svg`: a lifecycle diagram as SVG, drawn from a `DiagramModel`: the current
/// state's box filled in its colour, the arrow of the last transition thick and coloured, the
/// others grey. Boxes carry `data-role="state"` with `data-state` and `data-current`; the lit
/// arrow `data-role="last-transition"`.
struct DiagramPicture {
    let model: DiagramModel

    var svg: String {
        var canvas = SVGCanvas(width: model.width, height: model.height, title: model.title)
        canvas.rect(x: 0, y: 0, width: model.width, height: model.height, fill: "#ffffff")
        let target = model.current.flatMap { id in model.boxes.first { $0.id == id } }
        for arrow in model.arrows {
            let lit = model.last.map { last in arrow.stands.contains { $0 == last.from && $1 == last.to } } ?? false
            let ink = lit ? (target?.ink ?? "#000000") : "#8e8e93"
            if lit { canvas.beginGroup(role: "last-transition") }
            canvas.polyline(arrow.points, stroke: ink, width: lit ? 5 : 2)
            if let label = arrow.label {
                canvas.text(label, x: arrow.labelAt.0, y: arrow.labelAt.1, size: 15, fill: lit ? ink : "#3a3a3c", anchor: arrow.labelAnchor, bold: lit)
            }
            if lit { canvas.endGroup() }
        }
        for box in model.boxes {
            let isCurrent = box.id == model.current
            canvas.beginGroup(role: "state", data: [("state", box.id), ("current", isCurrent ? "true" : "false")])
            canvas.rect(x: box.x, y: box.y, width: box.width, height: box.height, radius: 12, fill: isCurrent ? box.ink : "#ffffff",
                        stroke: isCurrent ? "#000000" : "#3a3a3c", strokeWidth: isCurrent ? 4 : 2)
            canvas.text(SVGCanvas.fitted(box.label, width: box.width - 12, size: 18), x: box.center.0, y: box.center.1 + 6, size: 18,
                        fill: isCurrent ? "#ffffff" : "#000000", anchor: .middle, bold: isCurrent)
            canvas.endGroup()
        }
        canvas.text(model.caption, x: 16, y: model.height - 24, size: 17, fill: "#000000", role: "diagram-caption")
        return canvas.document
    }
}
