import Foundation
import Testing
import LabShell
import LabLessons

/// Replays every curated transcript and every lesson's solution through the same engine as
/// `lab replay`, in-process. A failure shows the unified diff.
@Suite struct TranscriptReplayTests {
    init() { TestHome.prepare() }

    /// The package root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Paths relative to the package root: `Transcripts/*.transcript`, `Lessons/*/solution.transcript`,
    /// `idle.transcript` and `wrong/*.transcript`.
    static var transcripts: [String] {
        let files = FileManager.default
        let curated = ((try? files.contentsOfDirectory(atPath: root + "/Transcripts")) ?? [])
            .filter { $0.hasSuffix(".transcript") }.map { "Transcripts/" + $0 }
        // Transcripts recorded in another language, replayed in it (Replayer.language(of:)).
        let translated = Language.allCases.filter { $0 != .en }.flatMap { language in
            ((try? files.contentsOfDirectory(atPath: root + "/Transcripts/\(language.rawValue)")) ?? [])
                .filter { $0.hasSuffix(".transcript") }.map { "Transcripts/\(language.rawValue)/" + $0 }
        }
        let lessons = ((try? files.contentsOfDirectory(atPath: root + "/Lessons")) ?? [])
            .flatMap { ["Lessons/\($0)/solution.transcript", "Lessons/\($0)/idle.transcript"] }
            .filter { files.fileExists(atPath: root + "/" + $0) }
        let wrong = ((try? files.contentsOfDirectory(atPath: root + "/Lessons")) ?? []).flatMap { id in
            ((try? files.contentsOfDirectory(atPath: root + "/Lessons/\(id)/wrong")) ?? [])
                .filter { $0.hasSuffix(".transcript") }.map { "Lessons/\(id)/wrong/\($0)" }
        }
        return (curated + translated + lessons + wrong).sorted()
    }

    @Test func thereAreTranscriptsToReplay() {
        #expect(Self.transcripts.contains("Transcripts/help.transcript"))
    }

    @Test(arguments: transcripts)
    func replaysAsRecorded(_ transcript: String) {
        let result = Replayer().replay(path: Self.root + "/" + transcript, name: transcript)
        #expect(result.status == .passed, "\n\(result.report.joined(separator: "\n"))")
    }
}
