import LabCore

extension Command {
    static let wait = Command(
        .wait, group: .memory,
        summary: "Let virtual time pass (timers, background tasks and deadlines move on)",
        arguments: [.value(.duration)],
        example: "30s",
        details: "Durations: 500ms, 30s, 10m, 1h, or parts together from the largest unit down: 1m30s.\nThe clock is virtual: it moves only when a command makes it, so replays give the same times.",
        logLine: { arguments, _ in "▸ " + tr("wait %@", arguments.joined(separator: " ")) }
    ) { invocation, session throws(CommandError) in
        let duration = invocation.required(.duration, as: TypedDuration.self)
        do throws(DeviceError) {
            try session.device.wait(milliseconds: duration.milliseconds, typed: duration.typed)
        } catch {
            throw CommandError(error.message)
        }
    }
}
