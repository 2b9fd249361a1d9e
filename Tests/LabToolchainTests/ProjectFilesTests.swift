import Foundation
import LabCore
import Testing
@testable import LabToolchain

/// Reading a project's folders: a symbolic link back up the tree is refused, not followed.
@Suite struct ProjectFilesTests {
    init() { TestHome.prepare() }

    @Test func aLinkToAFolderAboveItIsOneError() throws {
        // Followed, `Sources/again -> ..` would make every file appear once per level of nesting,
        // each a duplicate of the app delegate.
        let looped = Fixtures.project(named: "Looped", files: ["Sources/AppDelegate.swift": Fixtures.appDelegate])
        try FileManager.default.createSymbolicLink(atPath: looped + "/Sources/again", withDestinationPath: "..")
        #expect(Fixtures.failure(building: looped).map(\.headline) == [
            "Sources/again: error: is a symbolic link to a folder that holds it, so the folder would be read without end; remove the link",
        ])
    }

    @Test func aLinkToASiblingFolderIsRead() throws {
        let shared = Fixtures.project(named: "Shared", files: ["Code/AppDelegate.swift": Fixtures.appDelegate])
        try FileManager.default.createSymbolicLink(atPath: shared + "/Linked", withDestinationPath: "Code")
        #expect(!ProjectFiles.linksToAncestor(shared + "/Linked", folder: shared))
        #expect(ProjectFiles.linksToAncestor(shared + "/Code", folder: shared) == false)
    }

    /// A name an .xcodeproj lists with another case than the folder's file is found, as the
    /// Mac's file system finds it; each component is matched.
    @Test func pathsDifferingInCaseAreFound() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("case-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Game/art", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: root + "/Game/art/assets.atlas", contents: Data())
        #expect(ProjectFiles.pathMatchingCase("game/Art/Assets.atlas", in: root) == "Game/art/assets.atlas")
        #expect(ProjectFiles.pathMatchingCase("Game/art/Other.atlas", in: root) == nil)
        #expect(AppBundle.matchingCase("main", among: ["Main", "Other"]) == "Main")
        #expect(AppBundle.matchingCase("Main", among: ["main", "Main"]) == "Main")
        #expect(AppBundle.matchingCase("mains", among: ["Main"]) == nil)
    }
}
