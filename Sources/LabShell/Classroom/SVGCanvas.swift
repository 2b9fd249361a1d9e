/// A small SVG writer: elements appended in drawing order, numbers written the same way every
/// time (at most one decimal), text escaped. The pictures of the classroom (`screen --svg`,
/// `diagram --svg`, the timeline, the exported and live pages) are drawn with it, so the same
/// device state always gives the same bytes.
struct SVGCanvas {
    let width: Double
    let height: Double
    /// A short description for screen readers and the file's first line.
    let title: String
    private(set) var body: [String] = []

    init(width: Double, height: Double, title: String) {
        self.width = width
        self.height = height
        self.title = title
    }

    /// The whole document, one element per line.
    var document: String {
        let head = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\""
            + " width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" role=\"img\""
            + " font-family=\"-apple-system, 'Helvetica Neue', 'Noto Sans', 'Noto Sans CJK SC', Arial, sans-serif\">"
        return ([head, "<title>\(Self.escaped(title))</title>"] + body + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    mutating func rect(x: Double, y: Double, width: Double, height: Double, radius: Double = 0,
                       fill: String, stroke: String? = nil, strokeWidth: Double = 1, dashed: Bool = false, opacity: Double = 1,
                       role: String? = nil) {
        var element = "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
        if radius > 0 { element += " rx=\"\(Self.number(radius))\"" }
        element += " fill=\"\(fill)\""
        if let stroke { element += " stroke=\"\(stroke)\" stroke-width=\"\(Self.number(strokeWidth))\"" }
        if dashed { element += " stroke-dasharray=\"6 4\"" }
        if opacity < 1 { element += " fill-opacity=\"\(Self.number(opacity))\"" }
        element += Self.dataRole(role) + "/>"
        body.append(element)
    }

    mutating func circle(x: Double, y: Double, radius: Double, fill: String, stroke: String? = nil, strokeWidth: Double = 1) {
        var element = "<circle cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"\(Self.number(radius))\" fill=\"\(fill)\""
        if let stroke { element += " stroke=\"\(stroke)\" stroke-width=\"\(Self.number(strokeWidth))\"" }
        body.append(element + "/>")
    }

    mutating func line(from start: (Double, Double), to end: (Double, Double), stroke: String, width: Double = 2,
                       arrow: Bool = false, dashed: Bool = false) {
        var element = "<line x1=\"\(Self.number(start.0))\" y1=\"\(Self.number(start.1))\" x2=\"\(Self.number(end.0))\" y2=\"\(Self.number(end.1))\""
            + " stroke=\"\(stroke)\" stroke-width=\"\(Self.number(width))\""
        if dashed { element += " stroke-dasharray=\"6 4\"" }
        body.append(element + "/>")
        if arrow { arrowHead(at: end, from: start, fill: stroke, size: 6 + width * 2) }
    }

    /// A path through `points` (SVG's path syntax built here), with an arrow head at its end.
    mutating func polyline(_ points: [(Double, Double)], stroke: String, width: Double = 2, arrow: Bool = true) {
        guard points.count >= 2 else { return }
        let path = points.enumerated().map { ($0.offset == 0 ? "M" : "L") + Self.number($0.element.0) + " " + Self.number($0.element.1) }
        body.append("<path d=\"\(path.joined(separator: " "))\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(Self.number(width))\"/>")
        if arrow { arrowHead(at: points[points.count - 1], from: points[points.count - 2], fill: stroke, size: 6 + width * 2) }
    }

    /// A filled triangle pointing from `from` to `tip`.
    mutating func arrowHead(at tip: (Double, Double), from: (Double, Double), fill: String, size: Double) {
        let dx = tip.0 - from.0, dy = tip.1 - from.1
        let length = max((dx * dx + dy * dy).squareRoot(), 0.001)
        let (ux, uy) = (dx / length, dy / length)
        let base = (tip.0 - ux * size, tip.1 - uy * size)
        let left = (base.0 - uy * size / 2, base.1 + ux * size / 2)
        let right = (base.0 + uy * size / 2, base.1 - ux * size / 2)
        let points = [tip, left, right].map { Self.number($0.0) + "," + Self.number($0.1) }.joined(separator: " ")
        body.append("<polygon points=\"\(points)\" fill=\"\(fill)\"/>")
    }

    enum Anchor: String { case start, middle, end }

    /// One line of text; `role` becomes a `data-role` attribute the page's tests read.
    mutating func text(_ content: String, x: Double, y: Double, size: Double, fill: String, anchor: Anchor = .start,
                       bold: Bool = false, italic: Bool = false, role: String? = nil) {
        var element = "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-size=\"\(Self.number(size))\" fill=\"\(fill)\""
        if anchor != .start { element += " text-anchor=\"\(anchor.rawValue)\"" }
        if bold { element += " font-weight=\"bold\"" }
        if italic { element += " font-style=\"italic\"" }
        element += Self.dataRole(role) + ">\(Self.escaped(content))</text>"
        body.append(element)
    }

    /// Opens a group (`<g>`) carrying `data-role` and other data attributes; close with `endGroup()`.
    mutating func beginGroup(role: String, data: [(String, String)] = []) {
        let attributes = data.map { " data-\($0.0)=\"\(Self.escaped($0.1))\"" }.joined()
        body.append("<g data-role=\"\(Self.escaped(role))\"\(attributes)>")
    }

    mutating func endGroup() { body.append("</g>") }

    private static func dataRole(_ role: String?) -> String {
        role.map { " data-role=\"\(escaped($0))\"" } ?? ""
    }

    /// At most one decimal, no trailing `.0`, never `-0`.
    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        if tenths == 0 { return "0" }
        let whole = Int(tenths) / 10, fraction = abs(Int(tenths) % 10)
        if fraction == 0 { return String(whole) }
        return (tenths < 0 && whole == 0 ? "-" : "") + "\(whole).\(fraction)"
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    /// `text` cut to about `width` points at `size` (CJK characters count double), with an ellipsis.
    static func fitted(_ text: String, width: Double, size: Double) -> String {
        let columns = max(1, Int(width / (size * 0.55)))
        guard DisplayWidth.of(text) > columns else { return text }
        return DisplayWidth.prefix(text, columns: max(1, columns - 1)) + "…"
    }
}
