import LabCore

extension Command {
    static let undo = Command(
        name: "undo", group: .session,
        summary: "Take the device back one command (replays the session so far on a fresh device)",
        usage: "undo",
        example: "undo",
        details: """
        The device is erased and every command since it booted, except the last, runs again: the simulation is \
        deterministic, so the result is exactly the device as it was. Commands that only look (state, log, bundle, …) \
        are not counted. `run` rebuilds the project as its files are now. In a lesson, the current step starts over \
        from here.
        """
    ) { _, session throws(CommandError) in
        try session.rewind()
    }
}

extension Session {
    /// Commands that `undo` does not count: they only look, or they start a device afresh.
    static let keepsDevice: Set<String> = [
        "help", "state", "log", "views", "screen", "diagram", "bundle", "plist", "cat", "container", "apps",
        "lesson", "record", "replay", "undo", "quit", "reset",
    ]

    /// `undo`: replays all device-changing lines but the last on a fresh device, silently.
    func rewind() throws(CommandError) {
        guard let last = undoHistory.last else {
            throw CommandError("nothing to undo: no command has changed the device since it booted")
        }
        let lines = undoHistory.dropLast()
        let stream = eventStream
        let saved = captureOutput()
        eventStream = nil
        isRewinding = true
        defer {
            isRewinding = false
            eventStream = stream
        }
        try reset(iosVersion: nil)
        for line in lines { _ = execute(line: line) }
        restoreOutput(saved)
        lessonDesk.run?.begin(on: device)
        let count = lines.count
        print("undone: \(last) (the device was rebuilt from \(count) command\(count == 1 ? "" : "s"))")
    }
}
