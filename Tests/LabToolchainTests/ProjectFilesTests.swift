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
}
