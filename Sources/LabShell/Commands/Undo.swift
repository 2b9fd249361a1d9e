import LabCore
import LabLessons

extension Command {
    static let undo = Command(
        name: "undo", group: .session, changesDevice: false,
        summary: "Take the device back one command (replays the session so far on a fresh device)",
        details: """
        The device is erased and every command since it booted, except the last, runs again: the simulation is \
        deterministic, so the result is exactly the device as it was. Commands that only look (state, log, bundle, …) \
        are not counted. `run` rebuilds the project as its files are now. In a lesson, the lesson goes back with the \
        device: a step the undone command passed is open again, and its events count from where it began.
        """
    ) { _, session throws(CommandError) in
        try session.rewind()
    }
}

extension Session {
    /// `undo`: replays all device-changing lines (`Command.changesDevice`) but the last on a fresh device, silently.
    func rewind() throws(CommandError) {
        guard let last = undoJournal.last?.line else {
            throw CommandError(tr("nothing to undo: no command has changed the device since it booted"))
        }
        let entries = undoJournal.entries().dropLast()
        let lines = entries.map(\.line)
        let steps = entries.map(\.step) + [undoJournal.last?.step ?? nil]
        let stream = eventStream
        let saved = captureOutput()
        eventStream = nil
        isRewinding = true
        defer {
            isRewinding = false
            eventStream = stream
        }
        try reset(iosVersion: nil)
        // The step the lesson was on before the undone line, and where its events began:
        // after the last replayed line that ran on an earlier step.
        let target = steps.last ?? nil
        var stepStart = device.log.lastSeq
        for (index, line) in lines.enumerated() {
            _ = execute(line: line)
            if let target, let before = steps[index], before < target { stepStart = device.log.lastSeq }
        }
        undoJournal.replace(with: Array(entries))
        restoreOutput(saved)
        let count = lines.count
        print(count == 1 ? tr("undone: %@ (the device was rebuilt from 1 command)", last)
              : tr("undone: %@ (the device was rebuilt from %d commands)", last, count))
        guard let run = lessonDesk.run else { return }
        let wasAt = run.stepIndex
        if let target, target < wasAt {
            run.rewind(to: target, on: device, from: stepStart)
            saveProgress { progress in
                progress.set(run.lesson.id, .atStep(target + 1))
                progress.guesses[run.lesson.id] = run.currentGuess.map { $0 + 1 }
            }
            print(EngineText.stepUndone(target + 1, of: run.lesson.steps.count, lessonDesk.language))
        } else {
            run.begin(on: device, from: stepStart)
        }
    }
}
