import Foundation
import LabCore

/// `run --watch [PATH]`: the project folder is watched; each save rebuilds and relaunches the
/// app (the `run` it performs, as typed, so that a recording replays it), then says what
/// changed in the lifecycle since the last run — callbacks added, removed or reordered — and,
/// in a lesson, the step is checked again as after any `run`.
public final class ProjectWatch {
    /// `run`'s arguments without `--watch`: what each save runs again.
    let runArguments: [String]
    let watcher: FolderWatcher
    /// The callbacks the app ran at the last run, as `Class.method`, in order.
    var lastCallbacks: [String] = []
    /// How many runs a recording has kept a copy of the project for.
    var recordedRuns = 0
    /// Files saved and not yet rebuilt, in the order first seen.
    var pending: [String] = []
    /// The lesson whose project this watch follows, when the lesson started it rather than `run --watch`.
    var lessonID: String?

    init(runArguments: [String], folder: String) throws(CommandError) {
        self.runArguments = runArguments
        self.watcher = try FolderWatcher(root: folder)
    }

    /// The descriptor the REPL polls beside its input.
    public var fileDescriptor: Int32 { watcher.fileDescriptor }

    /// Reads what inotify queued into `pending`; true when a file was saved meanwhile. The
    /// REPL calls it as the descriptor turns readable and rebuilds once saves pause (a save
    /// is often several writes: a temporary file, a rename).
    @discardableResult
    public func collect() -> Bool {
        let saved = watcher.changes()
        for name in saved where !pending.contains(name) { pending.append(name) }
        return !saved.isEmpty
    }

    /// The line each save runs.
    var runLine: String { ([Command.run.name] + runArguments.map(Tokenizer.quote)).joined(separator: " ") }

    /// The app's callbacks (implemented ones, which ran) among `events`, as `Class.method`.
    static func callbacks(in events: ArraySlice<Event>) -> [String] {
        events.compactMap {
            if case let .callback(receiver, name, true) = $0.kind { "\(receiver).\(name)" } else { nil }
        }
    }
}

/// What changed in the callbacks between two runs.
struct CallbackChanges: Equatable {
    var added: [String]
    var removed: [String]
    /// The callbacks both runs have, in the new order, when that order differs.
    var reordered: [String]?

    init(from old: [String], to new: [String]) {
        added = Self.difference(new, old)
        removed = Self.difference(old, new)
        let kept = new.filter { old.contains($0) }
        let keptBefore = old.filter { new.contains($0) }
        reordered = kept != keptBefore ? kept : nil
    }

    /// `a` without the elements of `b`, counted (a callback run twice, then once, lost one).
    static func difference(_ a: [String], _ b: [String]) -> [String] {
        var remaining = b
        return a.filter { name in
            if let index = remaining.firstIndex(of: name) { remaining.remove(at: index); return false }
            return true
        }
    }

    var isEmpty: Bool { added.isEmpty && removed.isEmpty && reordered == nil }

    var lines: [String] {
        guard !isEmpty else { return [tr("the lifecycle is the same as at the last run")] }
        var lines = [tr("changes in the lifecycle since the last run:")]
        lines += added.map { "  + " + $0 }
        lines += removed.map { "  − " + $0 }
        if let reordered { lines.append("  " + tr("reordered: %@", reordered.joined(separator: " → "))) }
        return lines
    }
}

extension Session {
    /// Starts watching the folder of the project `run --watch` ran (`arguments` without `--watch`).
    func startWatching(folder: String, runArguments: [String]) throws(CommandError) {
        let watch = try ProjectWatch(runArguments: runArguments, folder: folder)
        watch.lastCallbacks = ProjectWatch.callbacks(in: device.log.events(after: lastRunStart))
        self.watch = watch
    }

    /// `watch stop`, Ctrl-C: the folder is no longer watched. False when nothing was. A lesson's
    /// watch stopped this way stays off for that lesson.
    @discardableResult
    public func stopWatching() -> Bool {
        guard let watch else { return false }
        if let lesson = watch.lessonID { lessonWatchDeclined = lesson }
        self.watch = nil
        return true
    }

    /// At the prompt, during a lesson with a starter project: its project in the workspace is
    /// watched as `run --watch` would watch it, so that a save in the learner's editor rebuilds,
    /// relaunches and checks the step again. Answers the line to show when watching starts.
    /// A watch the lesson started ends with the lesson. Only the interactive REPL calls it:
    /// a replay has no editor saving files.
    public func watchLessonProject() -> [String]? {
        guard let run = lessonDesk.run, run.lesson.starter != nil else {
            if watch?.lessonID != nil { watch = nil }
            return nil
        }
        let id = run.lesson.id
        if watch?.lessonID == id || lessonWatchDeclined == id { return nil }
        if watch != nil, watch?.lessonID == nil { return nil }  // `run --watch` of the learner's own choice
        guard let folder = try? lessonDesk.workspace(for: id, dataDirectory: dataDirectory),
              FileManager.default.fileExists(atPath: folder) else { return nil }
        do throws(CommandError) { try startWatching(folder: folder, runArguments: []) } catch { return nil }
        watch?.lessonID = id
        return [tr("watching the lesson's project: a save rebuilds and relaunches the app and checks the step (`watch stop` or Ctrl-C ends it)")]
    }

    /// Reads the saves queued since the last call; when there are any, rebuilds and relaunches
    /// through the `run` the watch performs and answers the lines to show (nil when nothing
    /// was saved). The recording gets that `run` and narration lines around it.
    public func handleSaves() -> [String]? {
        guard let watch else { return nil }
        watch.collect()
        // A tool's temporary file, written then renamed over the real one (`sed -i`'s `sedX1y2`),
        // is gone by now; a project's file that is gone was deleted, which is a change too.
        let saved = watch.pending.filter {
            FileManager.default.fileExists(atPath: (watch.watcher.root as NSString).appendingPathComponent($0))
                || !($0 as NSString).pathExtension.isEmpty
        }
        watch.pending = []
        guard !saved.isEmpty else { return nil }
        let heading = tr("saved %@: rebuilding and relaunching", saved.joined(separator: ", "))
        recorder?.record(line: "# " + heading, output: [])
        let outcome = execute(line: watch.runLine)
        var lines = ["▸ " + heading, TranscriptFormat.prompt + watch.runLine] + outcome.lines
        if !outcome.failed {
            let now = ProjectWatch.callbacks(in: device.log.events(after: lastRunStart))
            let changes = CallbackChanges(from: watch.lastCallbacks, to: now).lines
            watch.lastCallbacks = now
            lines += changes
            for line in changes { recorder?.record(line: "# " + line, output: []) }
        }
        return lines
    }

    /// The sequence number before the last `run`'s action event, for the callbacks it caused.
    var lastRunStart: Int {
        guard let event = device.log.events.last(where: { if case let .action(name, _) = $0.kind { name == Command.run.name } else { false } }) else {
            return device.log.lastSeq
        }
        return event.seq - 1
    }

    /// The recorded form of a `run` while watching: the project as it was run is copied beside
    /// the transcript (`NAME-projects/watch-N`) and the line names the copy, so the recording
    /// replays each run exactly, whatever the folder holds later. Nil for other lines.
    func watchRecordedForm(line: String, output: [String], recorder: TranscriptRecorder) -> (line: String, output: [String])? {
        guard let watch, let invocation = try? Tokenizer.invocation(from: line), invocation.name == Command.run.name,
              let typed = invocation.arguments.first(where: { !$0.hasPrefix("--") }) else { return nil }
        watch.recordedRuns += 1
        guard let relative = recorder.keepProject(watch.watcher.root, as: "watch-\(watch.recordedRuns)") else { return nil }
        let arguments = invocation.arguments.map { $0 == typed ? relative : $0 }
        let recordedLine = ([Command.run.name] + arguments.map(Tokenizer.quote)).joined(separator: " ")
        var output = output
        if let first = output.firstIndex(where: { $0.hasPrefix("▸ " + Command.run.name) }) {
            output[first] = "▸ " + ([Command.run.name] + arguments).joined(separator: " ")
        }
        return (recordedLine, output)
    }
}
