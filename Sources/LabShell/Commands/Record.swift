import Foundation

extension Command {
    static let record = Command(
        name: "record", group: .session, changesDevice: false,
        summary: "Write this session to a transcript as you go; `record stop` ends it",
        arguments: [.either([[.value(.file)], [.word("stop")]])],
        example: "my-first-launch.transcript",
        details: "Each command and its output is written (and flushed) as soon as it finishes, without colour.\nLines you start with # become narration. `lab replay FILE` checks the recording later."
    ) { invocation, session throws(CommandError) in
        let argument = invocation.positionals[0]
        if argument == "stop" {
            guard let recorder = session.recorder else {
                throw CommandError(tr("nothing is being recorded; `record FILE` starts a transcript"))
            }
            session.recorder = nil
            session.print(tr("stopped recording; %@ is complete (`lab replay %@` checks it)", recorder.displayPath, Tokenizer.quote(recorder.displayPath)))
            return
        }
        if let recorder = session.recorder {
            throw CommandError(tr("already recording to %@; `record stop` first", recorder.displayPath))
        }
        let path = session.hostPath(argument)
        var isFolder: ObjCBool = false
        let existed = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if existed && isFolder.boolValue {
            throw CommandError(tr("%@ is a folder; name a .transcript file (inside it, or beside it)", argument))
        }
        session.recorder = try TranscriptRecorder(path: path, displayPath: argument)
        session.print(existed ? tr("recording to %@ (the file that was there is replaced); `record stop` ends it", argument) : tr("recording to %@; `record stop` ends it", argument))
        if let run = session.lessonDesk.run {
            // A replay starts on a fresh device with no lesson: this recording begins mid-lesson.
            let step = run.isComplete ? "" : run.stepIndex > 0 ? " --step \(run.stepIndex + 1)" : ""
            session.print(tr("a replay starts on a fresh device: for one that replays, type `lesson start %@` first (it starts the step again)", run.lesson.id + step))
        }
    }
}
