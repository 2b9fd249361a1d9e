import Foundation

/// A session recorded during a lesson replays: a transcript holds what a replay prints,
/// never a path of the learner's machine. `run` alone (the learner's workspace, which a
/// replay does not have) is recorded as `run` of a copy of the project as it was built,
/// kept beside the transcript (`NAME-projects/ID-N`); lines that show the workspace's place
/// are recorded as a replay words them.
extension Session {
    func recordedForm(line: String, output: [String], recorder: TranscriptRecorder) -> (line: String, output: [String]) {
        if let watched = watchRecordedForm(line: line, output: output, recorder: recorder) { return watched }
        let forms = lessonDesk.replayedForms
        var output = output.map { forms[$0] ?? $0 }
        guard line.trimmingCharacters(in: .whitespaces) == Command.run.name, let lesson = lessonDesk.run?.lesson, lesson.starter != nil,
              let workspace = try? lessonDesk.workspace(for: lesson.id, dataDirectory: dataDirectory) else {
            return (line, output)
        }
        lessonDesk.recordedProjects += 1
        guard let relative = recorder.keepProject(workspace, as: "\(lesson.id)-\(lessonDesk.recordedProjects)") else {
            // Without the copy the transcript keeps `run`, which replays the starter project.
            return (line, output)
        }
        let typed = "run " + Tokenizer.quote(relative)
        if let first = output.first, first == "▸ run" { output[0] = "▸ " + typed }
        return (typed, output)
    }
}
