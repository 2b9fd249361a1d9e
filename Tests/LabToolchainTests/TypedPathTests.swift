import Foundation
import Testing
@testable import LabToolchain

/// What `build`, `install` and `run` make of a typed path: one resolution, one answer.
@Suite struct TypedPathTests {
    /// A scratch folder of its own for each test (they run in parallel).
    private func scratch(_ name: String) -> String {
        Fixtures.project(named: "TypedPath-" + name, files: ["Shop/project.yml": "name: Shop\n", "Shop/Shop.xcodeproj/project.pbxproj": "{}\n",
                                                          "Built/Shop.app/Info.plist": "<plist/>\n", "notes.txt": "x\n"])
    }

    @Test func relativePathsResolveAgainstTheWorkingFolder() {
        let folder = scratch("resolve")
        #expect(TypedPath("Shop", workingDirectory: folder).path == folder + "/Shop")
        #expect(TypedPath("Shop/", workingDirectory: folder).path == folder + "/Shop")
        #expect(TypedPath(".", workingDirectory: folder + "/Shop").path == folder + "/Shop")
        #expect(TypedPath("/abs/Shop//", workingDirectory: folder).path == "/abs/Shop")
        #expect(TypedPath("~/Shop", workingDirectory: folder).path == NSString(string: "~/Shop").expandingTildeInPath)
        #expect(TypedPath("Shop/", workingDirectory: folder).typed == "Shop/")
    }

    @Test func kindsSayWhatIsThere() {
        let folder = scratch("kinds")
        #expect(TypedPath("Shop", workingDirectory: folder).kind == .projectFolder)
        #expect(TypedPath("Shop/Shop.xcodeproj", workingDirectory: folder).kind == .xcodeproj)
        #expect(TypedPath("Built/Shop.app/", workingDirectory: folder).kind == .app)
        #expect(TypedPath("notes.txt", workingDirectory: folder).kind == .file)
        #expect(TypedPath("Shop/project.yml", workingDirectory: folder).kind == .file)
        #expect(TypedPath("Nowhere", workingDirectory: folder).kind == .nothing)
    }

    @Test func anXcodeprojStandsForItsFolder() {
        let folder = scratch("xcodeproj")
        #expect(TypedPath("Shop/Shop.xcodeproj/", workingDirectory: folder).projectFolder == folder + "/Shop")
        #expect(TypedPath("Shop", workingDirectory: folder).projectFolder == folder + "/Shop")
        #expect(TypedPath("Shop/Shop.xcodeproj", workingDirectory: folder).name == "Shop.xcodeproj")
    }
}
