import Foundation
import LabLessons

/// The lesson side of a session: the learner's language, the lessons on disk, progress, the
/// lesson in progress and the workspace its starter project is copied into.
public final class LessonDesk {
    /// Lesson text, hints and the engine's messages are in this language.
    public var language: Language = .en
    /// Where the lessons were looked for, for a message when none were found.
    public var searchedForLessons: String?
    /// The lesson in progress, if any.
    public internal(set) var run: LessonRun?
    /// What was already said once this session: a lesson's missing translation (by id), the progress notice.
    var saidOnce: Set<String> = []
    private var loadedLibrary: LessonLibrary?
    private var loadedStore: ProgressStore?
    /// Lines said live that a replay says otherwise (the workspace's place on this machine),
    /// with what a replay prints instead: a recorded transcript holds the replay's words.
    var replayedForms: [String: String] = [:]
    /// How many copies of the lesson's project a recording has kept beside it.
    var recordedProjects = 0
    /// A temporary workspace for sessions without a data directory; removed with the desk.
    private var temporaryWorkspace: String?

    init() {}

    deinit {
        if let temporaryWorkspace { try? FileManager.default.removeItem(atPath: temporaryWorkspace) }
    }

    /// The lessons, loaded on first use; `reload` re-reads lesson.yaml files (after edits).
    func library(directory: String?, reload: Bool = false) -> LessonLibrary {
        if reload || loadedLibrary == nil { loadedLibrary = LessonLibrary(directory: directory) }
        return loadedLibrary!
    }

    /// LessonProgress, read on first use from the data directory (memory only without one).
    func store(dataDirectory: String?) -> ProgressStore {
        if let loadedStore { return loadedStore }
        let store = ProgressStore(directory: dataDirectory)
        loadedStore = store
        return store
    }

    /// Where lesson `id`'s project lives: `DATA/workspace/ID`, or a temporary folder.
    func workspace(for id: String, dataDirectory: String?) throws(CommandError) -> String {
        if let dataDirectory { return ((dataDirectory as NSString).appendingPathComponent("workspace") as NSString).appendingPathComponent(id) }
        if temporaryWorkspace == nil {
            let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
            temporaryWorkspace = TemporaryFolder.make(prefix: (base as NSString).appendingPathComponent("lab-workspace-"))
        }
        guard let root = temporaryWorkspace else { throw CommandError(tr("cannot create a workspace folder; set TMPDIR to a writable folder")) }
        return (root as NSString).appendingPathComponent(id)
    }
}
