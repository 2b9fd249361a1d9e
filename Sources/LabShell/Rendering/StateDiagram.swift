import LabCore

/// `diagram`: the five states with the current one drawn in double lines (and coloured when
/// colour is on), and the last transition named beneath.
struct StateDiagram {
    let device: Device
    let style: Styler

    /// Where each state's box sits: row of its top edge, column, width.
    static let boxes: [(state: AppState, row: Int, column: Int, width: Int)] = [
        (.notRunning, 0, 12, 15), (.active, 5, 0, 10), (.inactive, 5, 13, 12),
        (.background, 5, 29, 14), (.suspended, 5, 46, 13),
    ]

    /// The arrows and their labels: text placed at (row, column).
    static let edges: [(row: Int, column: Int, text: String)] = [
        (1, 27, "◀────────────────────────┐"), (2, 30, "reclaimed, force quit"), (2, 52, "│"),
        (3, 16, "▲  │ launch"), (3, 52, "│"), (4, 0, "terminate, crash│  ▼"), (4, 52, "│"),
        (6, 10, "◀─▶"), (6, 25, "───▶"), (6, 43, "──▶"), (7, 25, "◀───"), (7, 43, "◀──"),
    ]

    func lines(for app: InstalledApp) -> [String] {
        let current = device.state(of: app)
        var grid = Array(repeating: Array(repeating: Character(" "), count: 60), count: 8)
        func put(_ text: String, _ row: Int, _ column: Int) {
            for (offset, character) in text.enumerated() { grid[row][column + offset] = character }
        }
        var highlighted: [String] = []
        for box in Self.boxes {
            let rows = draw(box.state, width: box.width, on: box.state == current)
            for (offset, text) in rows.enumerated() { put(text, box.row + offset, box.column) }
            if box.state == current { highlighted = rows }
        }
        for edge in Self.edges { put(edge.text, edge.row, edge.column) }
        var lines = grid.map { String($0).droppingTrailingSpaces() }
        let ink = StateColors.color(for: current) == .dim ? Styler.Color.bold : StateColors.color(for: current)
        for (index, line) in lines.enumerated() {
            for part in highlighted where line.contains(part) {
                lines[index] = line.replacingEvery(part, with: style.paint(part, ink))
            }
        }
        var caption = "\(app.displayName) is ■ \(current.displayName)"
        if let last = device.lastTransitions[app.bundleIdentifier] {
            caption += " · last: \(last.from.displayName) → \(last.to.displayName)"
        } else {
            caption += " · it has not run yet (`launch \(AppNames.typed(app.displayName))`)"
        }
        return lines + ["", caption]
    }

    private func draw(_ state: AppState, width: Int, on: Bool) -> [String] {
        let label = state.displayName
        let inner = width - 2
        let left = (inner - label.count) / 2
        let middle = String(repeating: " ", count: left) + label + String(repeating: " ", count: inner - left - label.count)
        let (h, v, corners): (String, String, [String]) = on ? ("═", "║", ["╔", "╗", "╚", "╝"]) : ("─", "│", ["┌", "┐", "└", "┘"])
        return [corners[0] + String(repeating: h, count: inner) + corners[1], v + middle + v,
                corners[2] + String(repeating: h, count: inner) + corners[3]]
    }
}

extension String {
    func droppingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }

    func replacingEvery(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = "", rest = Substring(self)
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
