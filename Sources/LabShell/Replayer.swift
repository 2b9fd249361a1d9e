import Foundation
import LabLessons

/// Replays transcripts: a fresh session per file, started in the transcript's folder, each
/// command's output compared exactly with what the transcript expects.
public struct Replayer {
    /// Rewrite expected output in place instead of failing (`--update`).
    public var update: Bool
    /// The iOS version of each fresh device; nil for the default.
    public var iosVersion: Int?
    /// Receives the replayed devices' events (`lab --events FILE replay …`).
    public var eventStream: EventStream?
    /// The `Lessons/` folder for a transcript that has none near it (one recorded elsewhere
    /// during a lesson): the one `lab` itself would use.
    public var fallbackLessons: String?
    /// The language the session speaks (`lab replay --lang`); nil for the transcript's own:
    /// the language its folder is named after (`Transcripts/ru/…`), else English.
    public var language: Language?
    /// How deep this replay is nested in `replay` commands (a transcript may replay others).
    var depth: Int

    public init(update: Bool = false, iosVersion: Int? = nil, eventStream: EventStream? = nil) {
        self.update = update
        self.iosVersion = iosVersion
        self.eventStream = eventStream
        depth = 0
    }

    init(update: Bool, depth: Int) {
        self.update = update
        self.depth = depth
    }

    /// Replays the transcript at `path` (`name` is the path as the user typed it, used in
    /// every message so that no absolute host path is printed).
    public func replay(path: String, name: String) -> ReplayResult {
        let transcript: Transcript
        do {
            transcript = try Transcript.load(path: path, name: name)
        } catch {
            return ReplayResult(name: name, status: .unreadable(error.message), report: [tr("error: %@", error.message)])
        }
        let session: Session
        do {
            session = try Replayer.session(for: path, iosVersion: iosVersion, eventStream: eventStream, fallbackLessons: fallbackLessons)
        } catch {
            return ReplayResult(name: name, status: .failed, report: [tr("error: %@", tr("%@: the device did not boot: %@", name, error.message))])
        }
        session.replayDepth = depth
        session.lessonDesk.language = language ?? Replayer.language(of: path)
        var outputs: [[String]] = []
        var mismatches: [String] = []
        for step in transcript.steps {
            let actual = session.execute(line: step.command).lines
            outputs.append(actual)
            if actual != transcript.expectedOutput(of: step) {
                mismatches.append(tr("%@:%d: output of `%@` differs", name, step.promptIndex + 1, step.command))
            }
        }
        guard !mismatches.isEmpty else {
            return ReplayResult(name: name, status: .passed, report: [])
        }
        let replayed = transcript.replacingOutputs(outputs)
        if update {
            let text = replayed.map { $0 + "\n" }.joined()
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                return ReplayResult(name: name, status: .failed, report: [tr("error: %@", tr("cannot rewrite %@; check that it is writable", name))])
            }
            let report = mismatches.count == 1 ? tr("updated %@: new output for %d command", name, mismatches.count)
                : tr("updated %@: new output for %d commands", name, mismatches.count)
            return ReplayResult(name: name, status: .updated, report: [report])
        }
        let diff = UnifiedDiff.make(old: transcript.lines, new: replayed, oldName: name, newName: "\(name) (replayed)")
        return ReplayResult(name: name, status: .failed, report: mismatches + diff)
    }
}

extension Replayer {
    /// The fresh session a transcript runs in, the same for a check, `--step` and `--demo`:
    /// started in the transcript's folder, with the `Lessons/` folder it belongs with, no data
    /// directory (progress in memory) and lessons in English unless the caller says otherwise.
    public static func session(for path: String, iosVersion: Int?, style: Styler = .plain,
                               eventStream: EventStream?, fallbackLessons: String? = nil) throws(CommandError) -> Session {
        let folder = (path as NSString).deletingLastPathComponent
        let session = try Session(iosVersion: iosVersion, style: style, workingDirectory: folder.isEmpty ? "." : folder,
                                  eventStream: eventStream)
        session.lessonsDirectory = lessonsFolder(near: folder) ?? fallbackLessons
        return session
    }

    /// The language a transcript is recorded in: the name of its folder when that is a
    /// language code (`Transcripts/zh-Hans/launch.transcript`), else English.
    public static func language(of path: String) -> Language {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        return Language.allCases.first { $0.rawValue == folder } ?? .en
    }

    /// The `Lessons/` folder a transcript belongs with: the nearest `Lessons` folder among its
    /// folder and that folder's parents (or their `Lessons/` child), so lesson solutions and
    /// curated transcripts both find the curriculum.
    static func lessonsFolder(near folder: String) -> String? {
        var current = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL
        for _ in 0..<6 {
            if current.lastPathComponent == "Lessons" { return current.path }
            let child = current.appendingPathComponent("Lessons")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue { return child.path }
            current.deleteLastPathComponent()
        }
        return nil
    }
}

/// What replaying one transcript found.
public struct ReplayResult: Equatable, Sendable {
    public enum Status: Equatable, Sendable {
        case passed, updated, failed
        /// The file is missing or not a transcript.
        case unreadable(String)
    }

    /// The transcript's path as the user typed it.
    public var name: String
    public var status: Status
    /// Lines to show: mismatching commands and the unified diff, an update note, or an error.
    public var report: [String]

    public init(name: String, status: Status, report: [String]) {
        self.name = name
        self.status = status
        self.report = report
    }

    public var succeeded: Bool { status == .passed || status == .updated }
}

extension ReplayResult {
    /// `3 passed, 1 failed` (and `, 2 updated` when some were rewritten).
    public static func summary(_ results: [ReplayResult]) -> String {
        let passed = results.filter { $0.status == .passed }.count
        let updated = results.filter { $0.status == .updated }.count
        let failed = results.count - passed - updated
        return tr("%d passed, %d failed", passed, failed) + (updated > 0 ? tr(", %d updated", updated) : "")
    }
}
