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
    /// With `update`: rewrite a lesson transcript even when the steps it passes changed.
    public var force = false

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
    /// every message so that no absolute host path is printed), reading it step by step: a
    /// transcript of any length replays in bounded memory. A failure's lines go to `failure`
    /// as they are found — each differing command when it has run, the unified diff at the
    /// end — or, without it, into the result's report.
    public func replay(path: String, name: String, failure: ((String) -> Void)? = nil) -> ReplayResult {
        let reader: TranscriptReader
        do {
            reader = try TranscriptReader(path: path, name: name)
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
        var report: [String] = []
        let show = failure ?? { report.append($0) }
        // The transcript as replayed (for --update), or the diff (shown after the differing commands).
        let rewritten = LineSpool()
        let diffLines = LineSpool()
        let diff = UnifiedDiff.Writer(oldName: name, newName: tr("%@ (replayed)", name)) { diffLines.append($0) }
        var mismatches = 0
        var outcome = LessonOutcome()
        do {
            while let step = try reader.next() {
                let actual = session.execute(line: step.command).lines
                outcome.note(expected: step.expectedOutput, actual: actual)
                let differs = actual != step.expectedOutput
                if differs {
                    mismatches += 1
                    if !update { show(tr("%@:%d: output of `%@` differs", name, step.promptIndex + 1, step.command)) }
                }
                if update {
                    rewritten.append(contentsOf: step.lines(output: actual))
                } else {
                    for line in step.leadingLines + [step.promptLine] { diff.same(line) }
                    for edit in differs ? UnifiedDiff.script(step.expectedOutput, actual) : step.expectedOutput.map({ .init(kind: .same, text: $0) }) {
                        diff.add(edit)
                    }
                }
            }
        } catch {
            // The file changed while it was replayed.
            show(tr("error: %@", error.message))
            return ReplayResult(name: name, status: .failed, report: report)
        }
        guard mismatches > 0 else {
            return ReplayResult(name: name, status: .passed, report: [])
        }
        if update {
            if !force, let change = outcome.change {
                return ReplayResult(name: name, status: .failed, report: [tr("error: %@", tr("not updating %@: %@; fix the lesson or the transcript, or rewrite it with --update --force", name, change))])
            }
            rewritten.append(contentsOf: reader.trailingLines)
            guard !rewritten.failed, Self.write(rewritten, to: path) else {
                return ReplayResult(name: name, status: .failed, report: [tr("error: %@", tr("cannot rewrite %@; check that it is writable", name))])
            }
            let report = mismatches == 1 ? tr("updated %@: new output for %d command", name, mismatches)
                : tr("updated %@: new output for %d commands", name, mismatches)
            return ReplayResult(name: name, status: .updated, report: [report])
        }
        for line in reader.trailingLines { diff.same(line) }
        diff.finish()
        diffLines.forEach(show)
        if diffLines.failed { show(tr("error: %@", tr("the rest of the diff could not be kept (is the disk full?)"))) }
        return ReplayResult(name: name, status: .failed, report: report)
    }

    /// The language a transcript is recorded in: the name of its folder when that is a
    /// language code (`Transcripts/zh-Hans/launch.transcript`), else English.
    public static func language(of path: String) -> Language {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        return Language.allCases.first { $0.rawValue == folder } ?? .en
    }

    /// Writes the spooled lines over the transcript, in 64 KB writes.
    private static func write(_ lines: LineSpool, to path: String) -> Bool {
        guard let handle = FileHandle(forWritingAtPath: path) else { return false }
        defer { try? handle.close() }
        var chunk = Data()
        var written = true
        lines.forEach { line in
            guard written else { return }
            chunk.append(contentsOf: line.utf8)
            chunk.append(UInt8(ascii: "\n"))
            if chunk.count >= 65_536 {
                written = (try? handle.write(contentsOf: chunk)) != nil
                chunk.removeAll(keepingCapacity: true)
            }
        }
        guard written, (try? handle.write(contentsOf: chunk)) != nil, let end = try? handle.offset(), (try? handle.truncate(atOffset: end)) != nil else {
            return false
        }
        return true
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
