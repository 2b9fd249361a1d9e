import LabCore

extension Command {
    static let log = Command(
        name: "log", group: .inspection, changesDevice: false,
        summary: "Show the timeline of events on the device, with virtual time",
        arguments: [.option("--last", .eventCount), .option("--verbose", nil)],
        example: "--last 10",
        details: "The virtual time (minutes:seconds.milliseconds since boot) starts each group of events that\nhappened at the same instant; the last line is the time now. --last N shows the last N events;\n--verbose adds NotificationCenter posts. `lab --events FILE` writes the events as JSON Lines."
    ) { invocation, session throws(CommandError) in
        let limit: Int? = invocation.value(option: "--last")
        let timeline = Timeline(device: session.device, style: session.style, verbose: invocation.flag("--verbose"))
        session.print(timeline.lines(last: limit).joined(separator: "\n"))
    }
}

/// The device's events as a timeline: one entry per event, prefixed with its virtual time.
struct Timeline {
    var device: Device
    var style: Styler
    /// Whether NotificationCenter posts are shown (they double every callback).
    var verbose: Bool

    func lines(last limit: Int?) -> [String] {
        var events = device.log.events.filter { verbose || !Self.isNotification($0) }
        guard !events.isEmpty else {
            return [tr("the log is empty: nothing has happened on this device yet")]
        }
        let hidden = limit.map { max(0, events.count - $0) } ?? 0
        events.removeFirst(hidden)
        let width = DurationText.clock(device.clock.now).count
        let renderer = EventRenderer(showsNotifications: verbose)
        var lines: [String] = []
        let dropped = device.log.droppedCount
        if dropped > 0 {
            lines.append(style.paint(dropped == 1
                ? tr("… %d earlier event is no longer kept (the log keeps the latest %d; `lab --events FILE` writes every one)", dropped, EventLog.keptEvents)
                : tr("… %d earlier events are no longer kept (the log keeps the latest %d; `lab --events FILE` writes every one)", dropped, EventLog.keptEvents), .dim))
        }
        if hidden > 0 {
            lines.append(style.paint(hidden == 1 ? tr("… %d earlier event (`log` shows all)", hidden) : tr("… %d earlier events (`log` shows all)", hidden), .dim))
        }
        var lastTime: Int?
        for entry in renderer.entries(events[...], device: device, style: style) {
            let time = events[entry.events.lowerBound].t
            for (offset, text) in entry.lines.enumerated() {
                // The time shows where it changes, so a burst of events at one instant reads as one block.
                let clock = DurationText.clock(time)
                let showTime = offset == 0 && time != lastTime
                let stamp = showTime ? style.paint(String(repeating: " ", count: width - clock.count) + clock, .dim) : String(repeating: " ", count: width)
                lines.append(stamp + "  " + text)
            }
            lastTime = time
        }
        let now = DurationText.clock(device.clock.now)
        lines.append(style.paint(String(repeating: " ", count: max(0, width - now.count)) + now + "  " + tr("now"), .dim))
        return lines
    }

    static func isNotification(_ event: Event) -> Bool {
        if case .notification = event.kind { return true }
        return false
    }
}
