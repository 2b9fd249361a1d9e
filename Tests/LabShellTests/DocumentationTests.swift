import Foundation
import Testing
import LabCore

/// The project documents itself: every event kind is in docs/formats.md, and the shell
/// completion scripts README mentions are generated.
@Suite struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// One value of every kind. The switch below fails to compile when a kind is added
    /// without a sample here, so no kind escapes the check.
    static let samples: [Event.Kind] = [
        .action(name: "home", arguments: []), .state(from: .active, to: .inactive),
        .sceneState(scene: "Default Configuration", from: .unattached, to: .foregroundInactive),
        .callback(receiver: "AppDelegate", name: "viewDidLoad()", implemented: true),
        .notification(name: "UIApplication.didBecomeActiveNotification"), .system(.madeKeyAndVisible), .console(text: ""),
        .warning(text: ""), .advice(.fetchModeMissing(app: "")), .crash(cause: .watchdog(.launch), code: ""), .lesson(name: "step-passed", lesson: "", step: ""),
        .push(title: nil, body: nil, silent: true), .wake(reason: "silent-push"), .deadline(what: .completionHandler(result: nil), met: true),
        .mac(.state(from: .inactive, to: .active)), .mac(.forceQuit),
    ]

    static func covers(_ kind: Event.Kind) -> Bool {
        switch kind {
        case .action, .state, .sceneState, .callback, .notification, .system, .console, .warning, .advice, .crash, .lesson,
             .push, .wake, .deadline, .mac: true
        }
    }

    @Test func everyEventKindIsDocumented() throws {
        let formats = try String(contentsOfFile: Self.root + "/docs/formats.md", encoding: .utf8)
        #expect(Self.samples.allSatisfy(Self.covers))
        for kind in Self.samples {
            #expect(formats.contains("| `\(kind.name)` |"), "docs/formats.md does not document the event kind \(kind.name)")
        }
    }

    @Test func noReferenceLeavesTheRepository() throws {
        for folder in ["Sources", "Tests", "Transcripts"] {
            let enumerator = FileManager.default.enumerator(atPath: Self.root + "/" + folder)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift") || path.hasSuffix(".transcript"), path != "DocumentationTests.swift" else { continue }
                let text = (try? String(contentsOfFile: Self.root + "/\(folder)/\(path)", encoding: .utf8)) ?? ""
                #expect(!text.contains("LIFECYCLE" + ".md") && !text.contains("DESIGN" + ".md"), "\(folder)/\(path) points outside the repository")
            }
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsAreGenerated(_ shell: String) throws {
        let lab = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [lab.appendingPathComponent("lab").path, lab.deletingLastPathComponent().appendingPathComponent("lab").path,
                          Self.root + "/.build/debug/lab"]
        let executable = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0) })
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--generate-completion-script", shell]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output.contains("lab"))
        #expect(output.count > 200)
    }
}
