import Foundation
import Testing
@testable import LabShell
import LabCore

/// Apps that misbehave end alone: the REPL stays, no process is left behind.
@Suite struct MisbehavingAppTests {
    init() { TestHome.prepare() }

    /// A project folder with one AppDelegate whose didFinishLaunching runs `body`.
    func project(_ name: String, body: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lab-misbehaving-\(name)-\(getpid())").path
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let source = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        \(body)
                return true
            }
        }
        """
        try Data(source.utf8).write(to: URL(fileURLWithPath: folder + "/AppDelegate.swift"))
        return folder
    }

    func launch(_ name: String, body: String) throws -> (Session, CommandOutcome) {
        let session = try Session()
        let folder = try project(name, body: body)
        let installed = session.execute(line: "install \(folder)")
        #expect(!installed.failed, "\(installed.lines)")
        // The device has its own copy of the bundle now: the project folder goes.
        try? FileManager.default.removeItem(atPath: folder)
        return (session, session.execute(line: "launch lab-misbehaving-\(name)-\(getpid())"))
    }

    @Test func anAppThatFloodsItsOutputIsCutAndTheDeviceGoesOn() throws {
        let (session, launched) = try launch("flood", body: "        for i in 0..<50_000 { print(\"line \\(i)\") }")
        let console = session.device.log.events(after: 0).filter { if case .console = $0.kind { true } else { false } }
        #expect(console.count == 10_000)
        #expect(launched.lines.contains { $0.contains("40000 more lines of the app's output were not kept") })
        #expect(!session.execute(line: "home").failed)
    }

    @Test func anAppThatExitsDuringACallEndsAlone() throws {
        let (session, launched) = try launch("exits", body: "        print(\"leaving\")\n        exit(3)")
        #expect(launched.lines.contains { $0.contains("the app exited by itself (exit status 3)") })
        #expect(session.device.runningProcesses.isEmpty)
        #expect(!session.execute(line: "wait 1s").failed)
    }

    @Test func whatAnAppForksDiesWithIt() throws {
        let (session, _) = try launch("forks", body: """
                let pid = fork()
                if pid == 0 { while true { sleep(1) } }
                print("forked \\(pid)")
        """)
        let console = session.device.log.events(after: 0).compactMap { event -> Int32? in
            if case let .console(text) = event.kind, text.hasPrefix("forked ") { Int32(text.dropFirst(7)) } else { nil }
        }
        let child = try #require(console.first)
        #expect(isRunning(child))
        _ = session.execute(line: "terminate lab-misbehaving-forks-\(getpid())")
        // SIGKILL is delivered asynchronously: give the kernel a moment.
        for _ in 0..<100 where isRunning(child) { usleep(10_000) }
        #expect(!isRunning(child))
    }

    /// Alive and not a zombie (an orphan's zombie waits for whoever adopts it).
    func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(close, offsetBy: 2)]
        return state != "Z" && state != "X"
    }
}
