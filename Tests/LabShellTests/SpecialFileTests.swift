import Foundation
import Testing
@testable import LabShell
import LabCore

/// FIFOs, devices, sockets and links that leave their folder are refused, with one line,
/// wherever the lab copies or builds a folder: reading a FIFO would wait forever.
@Suite struct SpecialFileTests {
    init() { TestHome.prepare() }

    private func folder(_ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "lab-special-\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aFIFOInAProjectStopsTheBuildWithOneLine() throws {
        let root = try folder("project")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "import UIKit\n".write(toFile: root + "/AppDelegate.swift", atomically: true, encoding: .utf8)
        #expect(mkfifo(root + "/Info.plist", 0o644) == 0)
        let outcome = try Session().execute(line: "build \(root)")
        #expect(outcome.lines == ["Info.plist: error: is a FIFO (named pipe); a project holds files and folders only — remove it",
                                  "error: build failed with 1 error; nothing was written"])
    }

    @Test func aLessonStarterWithAFIFOOrLinkedOutsideIsNotCopied() throws {
        let root = try folder("lesson")
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (lesson, order) in [("fifo", 1), ("linked", 2)] {
            try FileManager.default.createDirectory(atPath: root + "/\(lesson)", withIntermediateDirectories: true)
            try """
            id: \(lesson)
            order: \(order)
            app: com.example.EmptyWindow
            starter: Starter
            title: {en: Home}
            summary: {en: Press Home.}
            steps:
              - id: home
                text: {en: Press `home`.}
                expect:
                  - command: home
            """.write(toFile: root + "/\(lesson)/lesson.yaml", atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: root + "/fifo/Starter", withIntermediateDirectories: true)
        #expect(mkfifo(root + "/fifo/Starter/notes.txt", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: root + "/linked/Starter", withDestinationPath: "/")
        let session = try Session()
        session.lessonsDirectory = root
        session.dataDirectory = root + "/data"
        #expect(session.execute(line: "lesson start fifo").lines.last
                == "error: cannot copy the lesson's starter project: Starter/notes.txt is a FIFO (named pipe); a starter holds files and folders only")
        #expect(session.execute(line: "lesson start linked").lines.last
                == "error: cannot copy the lesson's starter project: Starter is a symbolic link that leads outside its folder; a starter holds files and folders only")
    }

    @Test func aCheckOfAFolderNeverOpensWhatItFinds() throws {
        let root = try folder("walk")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/a/b", withIntermediateDirectories: true)
        try "x".write(toFile: root + "/a/b/file.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/a/inside", withDestinationPath: "b/file.txt")
        #expect(FolderContents.firstUncopyable(in: root) == nil)
        try FileManager.default.createSymbolicLink(atPath: root + "/a/null", withDestinationPath: "/dev/null")
        #expect(FolderContents.firstUncopyable(in: root).map { "\($0.path): \($0.what.text)" } == "a/null: a symbolic link that leads outside the folder")
        #expect(FolderContents.firstUncopyable(in: root, linksMayLeave: true).map { "\($0.path): \($0.what.text)" } == "a/null: a symbolic link to a device")
    }
}
