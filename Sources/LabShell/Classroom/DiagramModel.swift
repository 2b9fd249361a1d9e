import LabCore

/// What a lifecycle diagram shows, in the picture's own terms: boxes (states) at places,
/// arrows (transitions) with their labels, the current state and the last transition. The
/// iPhone's five-state diagram is one (`iPhone(app:on:)`); another device kind gives its own
/// boxes and arrows and `DiagramPicture` draws it unchanged.
struct DiagramModel {
    struct Box {
        var id: String
        var label: String
        var x: Double, y: Double, width: Double, height: Double
        /// The CSS colour the box takes when it is the current state.
        var ink: String
        var center: (Double, Double) { (x + width / 2, y + height / 2) }
    }

    struct Arrow {
        var label: String?
        var points: [(Double, Double)]
        var labelAt: (Double, Double)
        var labelAnchor: SVGCanvas.Anchor
        /// The (from, to) state ids this arrow stands for: the last transition lights it.
        var stands: [(String, String)]
    }

    var title: String
    var width: Double
    var height: Double
    var boxes: [Box]
    var arrows: [Arrow]
    var current: String?
    var last: (from: String, to: String)?
    var caption: String
}

extension DiagramModel {
    /// The five states of an iPhone app (docs/lifecycle.md, "States"), laid out as `diagram` draws them.
    static func iPhone(app: InstalledApp, on device: Device) -> DiagramModel {
        let current = device.state(of: app)
        let last = device.lastTransitions[app.bundleIdentifier]
        func box(_ state: AppState, _ x: Double, _ y: Double, _ width: Double) -> Box {
            Box(id: state.rawValue, label: state.words, x: x, y: y, width: width, height: 52, ink: StatePalette.ink(state))
        }
        let boxes = [
            box(.notRunning, 170, 24, 200), box(.active, 16, 210, 130), box(.inactive, 176, 210, 130),
            box(.background, 352, 210, 140), box(.suspended, 538, 210, 140),
        ]
        let n = AppState.notRunning.rawValue, a = AppState.active.rawValue, i = AppState.inactive.rawValue
        let b = AppState.background.rawValue, s = AppState.suspended.rawValue
        let arrows = [
            Arrow(label: tr("launch"), points: [(262, 76), (262, 208)], labelAt: (272, 150), labelAnchor: .start, stands: [(n, i), (n, b), (n, a)]),
            Arrow(label: tr("terminate, crash"), points: [(216, 208), (216, 76)], labelAt: (206, 150), labelAnchor: .end,
                  stands: [(i, n), (a, n), (b, n)]),
            Arrow(label: tr("reclaimed, force quit"), points: [(608, 208), (608, 50), (372, 50)], labelAt: (490, 40), labelAnchor: .middle,
                  stands: [(s, n)]),
            Arrow(label: nil, points: [(176, 228), (148, 228)], labelAt: (0, 0), labelAnchor: .start, stands: [(i, a)]),
            Arrow(label: nil, points: [(146, 246), (174, 246)], labelAt: (0, 0), labelAnchor: .start, stands: [(a, i)]),
            Arrow(label: nil, points: [(306, 228), (350, 228)], labelAt: (0, 0), labelAnchor: .start, stands: [(i, b)]),
            Arrow(label: nil, points: [(352, 246), (308, 246)], labelAt: (0, 0), labelAnchor: .start, stands: [(b, i)]),
            Arrow(label: nil, points: [(492, 228), (536, 228)], labelAt: (0, 0), labelAnchor: .start, stands: [(b, s)]),
            Arrow(label: nil, points: [(538, 246), (494, 246)], labelAt: (0, 0), labelAnchor: .start, stands: [(s, b)]),
        ]
        var caption = tr("%@ is ■ %@", app.displayName, current.words)
        if let last {
            caption += tr(" · last: %@ → %@", last.from.words, last.to.words)
        } else {
            caption += tr(" · it has not run yet (`launch %@`)", AppNames.typed(app.displayName))
        }
        return DiagramModel(title: tr("the lifecycle of %@", app.displayName), width: 700, height: 330, boxes: boxes, arrows: arrows,
                            current: current.rawValue, last: last.map { ($0.from.rawValue, $0.to.rawValue) }, caption: caption)
    }
}
