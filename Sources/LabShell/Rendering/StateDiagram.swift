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

    /// The arrows and their labels: text placed at (row, column); the labels in the learner's
    /// language (the one left of the launch arrow ends where the arrow begins).
    static var edges: [(row: Int, column: Int, text: String)] {
        let terminate = tr("terminate, crash")
        return [
            (1, 27, "◀────────────────────────┐"), (2, 30, tr("reclaimed, force quit")), (2, 52, "│"),
            (3, 16, "▲  │ " + tr("launch")), (3, 52, "│"), (4, max(0, 16 - DisplayWidth.of(terminate)), terminate + "│  ▼"), (4, 52, "│"),
            (6, 10, "◀─▶"), (6, 25, "───▶"), (6, 43, "──▶"), (7, 25, "◀───"), (7, 43, "◀──"),
        ]
    }

    func lines(for app: InstalledApp) -> [String] {
        let current = device.state(of: app)
        // A cell holds a character; the cell after a wide (CJK) character holds nil.
        var grid = Array(repeating: Array(repeating: Character?(" "), count: 64), count: 8)
        func put(_ text: String, _ row: Int, _ column: Int) {
            var column = column
            for character in text {
                grid[row][column] = character
                if DisplayWidth.of(character) == 2 { grid[row][column + 1] = nil; column += 1 }
                column += 1
            }
        }
        var highlighted: [String] = []
        for box in Self.boxes {
            // A label longer than its box widens it to the right (the last box only has room).
            let width = max(box.width, DisplayWidth.of(box.state.words) + 2)
            let rows = draw(box.state, width: width, on: box.state == current)
            for (offset, text) in rows.enumerated() { put(text, box.row + offset, box.column) }
            if box.state == current { highlighted = rows }
        }
        for edge in Self.edges { put(edge.text, edge.row, edge.column) }
        var lines = grid.map { String($0.compactMap { $0 }).droppingTrailingSpaces() }
        let ink = StateColors.color(for: current) == .dim ? Styler.Color.bold : StateColors.color(for: current)
        for (index, line) in lines.enumerated() {
            for part in highlighted where line.contains(part) {
                lines[index] = line.replacingEvery(part, with: style.paint(part, ink))
            }
        }
        var caption = tr("%@ is ■ %@", app.displayName, current.words)
        if let last = device.lastTransitions[app.bundleIdentifier] {
            caption += tr(" · last: %@ → %@", last.from.words, last.to.words)
        } else {
            caption += tr(" · it has not run yet (`launch %@`)", AppNames.typed(app.displayName))
        }
        return lines + ["", caption]
    }

    private func draw(_ state: AppState, width: Int, on: Bool) -> [String] {
        let label = state.words
        let inner = width - 2
        let labelWidth = DisplayWidth.of(label)
        let left = (inner - labelWidth) / 2
        let middle = String(repeating: " ", count: left) + label + String(repeating: " ", count: inner - left - labelWidth)
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
