import Foundation

extension Command {
    static let record = Command(
        name: "record", group: .session,
        summary: "Write this session to a transcript as you go; `record stop` ends it",
        usage: "record FILE|stop",
        example: "record my-first-launch.transcript",
        details: "Each command and its output is written (and flushed) as soon as it finishes, without colour.\nLines you start with # become narration. `lab replay FILE` checks the recording later."
    ) { invocation, session throws(CommandError) in
        let argument = invocation.positionals[0]
        if argument == "stop" {
            guard let recorder = session.recorder else {
                throw CommandError("nothing is being recorded; `record FILE` starts a transcript")
            }
            session.recorder = nil
            session.print("stopped recording; \(recorder.displayPath) is complete (`lab replay \(Tokenizer.quote(recorder.displayPath))` checks it)")
            return
        }
        if let recorder = session.recorder {
            throw CommandError("already recording to \(recorder.displayPath); `record stop` first")
        }
        let path = session.hostPath(argument)
        var isFolder: ObjCBool = false
        let existed = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if existed && isFolder.boolValue {
            throw CommandError("\(argument) is a folder; name a .transcript file (inside it, or beside it)")
        }
        session.recorder = try TranscriptRecorder(path: path, displayPath: argument)
        session.print("recording to \(argument)\(existed ? " (the file that was there is replaced)" : ""); `record stop` ends it")
        if let run = session.lessonDesk.run {
            // A replay starts on a fresh device with no lesson: this recording begins mid-lesson.
            let step = run.isComplete ? "" : run.stepIndex > 0 ? " --step \(run.stepIndex + 1)" : ""
            session.print("a replay starts on a fresh device: for one that replays, type `lesson start \(run.lesson.id)\(step)` first (it starts the step again)")
        }
    }
}
