import Foundation
import Testing
@testable import LabLessons
import LabShell

/// A lab killed (SIGKILL) in the middle of a command loses nothing it had already reported
/// saved: the recording holds every command answered before, the exported progress is whole,
/// and no temporary file is left where a reader would take it for the real one.
@Suite struct KilledMidCommandTests {
    @Test func whatWasReportedSavedSurvivesAKillDuringABuild() throws {
        let scratch = NSTemporaryDirectory() + "lab-killed-\(UUID().uuidString)"
        let project = scratch + "/Fresh"
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        // A source no compiler cache has seen, so the build runs long enough to be killed in.
        try """
        import UIKit
        // \(UUID().uuidString)
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }

        """.write(toFile: project + "/AppDelegate.swift", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try GlobalOptionsTests.executable())
        process.arguments = ["--no-color", "--data-dir", scratch + "/data"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        var shown = ""
        func waitFor(_ text: String, seconds: Double = 120) {
            let deadline = Date().addingTimeInterval(seconds)
            while !shown.contains(text), Date() < deadline {
                var poller = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, 100) > 0 else { continue }
                shown += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
            }
        }
        func send(_ line: String) { input.fileHandleForWriting.write(Data((line + "\n").utf8)) }
        send("record \(scratch)/session.transcript")
        waitFor("recording to")
        send("launch \"Empty Window\"")
        waitFor("inactive → active")
        send("home")
        waitFor("suspended")
        send("lesson export \(scratch)/progress.txt")
        waitFor("progress written to")
        send("build \(project)")
        waitFor("lab> build")
        usleep(200_000)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(!shown.contains("Build succeeded"), "the kill landed after the build: \(shown)")
        let recording = try String(contentsOfFile: scratch + "/session.transcript", encoding: .utf8)
        for line in ["lab> launch \"Empty Window\"", "lab> home", "lab> lesson export \(scratch)/progress.txt", "progress written to"] {
            #expect(recording.contains(line), "\(line)")
        }
        let exported = try String(contentsOfFile: scratch + "/progress.txt", encoding: .utf8)
        #expect(throws: Never.self) { try LessonProgress.parse(exported, file: "progress.txt") }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch).filter { $0.contains(".tmp") }
        #expect(leftovers.isEmpty)
    }
}
