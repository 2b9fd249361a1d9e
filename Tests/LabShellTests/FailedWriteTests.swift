import Foundation
import Testing
@testable import LabShell

/// Writes that fail say so: a recording or an events file on a full disk (`/dev/full`, where
/// every write fails with ENOSPC) warns once and stops, and an export never replaces a device.
@Suite struct FailedWriteTests {
    init() { TestHome.prepare() }

    @Test func aFullDiskStopsTheRecordingAndTheEventsWithAWarning() throws {
        try #require(FileManager.default.fileExists(atPath: "/dev/full"))
        let session = try Session(eventStream: try EventStream(path: "/dev/full", workingDirectory: "/"))
        session.recorder = try TranscriptRecorder(path: "/dev/full", displayPath: "/dev/full")
        let lines = session.execute(line: "lock").lines
        #expect(lines.suffix(2) == ["warning: cannot write the events file /dev/full (is the disk full?); events are no longer written",
                                    "warning: cannot write the recording /dev/full (is the disk full?); recording stopped"])
        #expect(session.recorder == nil && session.eventStream == nil)
        #expect(!session.execute(line: "unlock").lines.contains { $0.hasPrefix("warning:") })
    }

    @Test func anExportNeverReplacesADevice() throws {
        let session = try Session()
        session.dataDirectory = NSTemporaryDirectory() + "lab-failed-write-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: session.dataDirectory!) }
        let outcome = session.execute(line: "lesson export /dev/null")
        #expect(outcome.failed)
        var info = stat()
        #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }
}
