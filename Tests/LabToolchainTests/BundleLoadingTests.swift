import Foundation
import LabCore
import Testing
@testable import LabToolchain

/// Built bundles read back by LabCore, and the launch checks the device runs on them.
@Suite struct BundleLoadingTests {
    init() { TestHome.prepare() }

    private func built(_ project: String) throws -> AppBundle {
        let result = try Builder.build(projectAt: Fixtures.project(project), outputDirectory: Fixtures.scratch("Load-" + project))
        return try AppBundle.load(from: result.appPath)
    }

    @Test func sampleLoadsWithStoryboardsAndProgram() throws {
        let result = try Builder.build(projectAt: Fixtures.sample("Empty Window"), outputDirectory: Fixtures.scratch("LoadSample"))
        let bundle = try AppBundle.load(from: result.appPath)
        #expect(bundle.displayName == "Empty Window")
        #expect(bundle.bundleIdentifier == "com.example.EmptyWindow")
        #expect(bundle.program?.entryPoint == .attributedDelegate(delegateClass: "AppDelegate"))
        #expect(bundle.linkedFrameworks == ["Foundation", "UIKit"])
        #expect(bundle.storyboards.keys.sorted() == ["LaunchScreen", "Main"])
        let main = try bundle.storyboard(named: "Main")
        #expect(main.initialController?.customClass == "ViewController")
        #expect(main.initialController?.children.first?.children.first?.attributes["text"] == "Empty Window")
        #expect(bundle.launchProblem() == nil)
    }

    @Test func invalidBundlesReportWhatIOSWouldSay() throws {
        #expect(try built("MissingStoryboard").launchProblem()?.kind == .storyboardMissing("Main"))
        #expect(try built("MissingStoryboard").launchProblem()?.terminationReason ==
            "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Could not find a storyboard named 'Main' in bundle NSBundle <MissingStoryboard.app> (loaded)'")
        let wrong = try built("WrongExecutable").launchProblem()
        #expect(wrong?.kind == .executableMissing("OldName"))
        #expect(wrong?.outcome == .notLaunched)
        let unknown = try built("UnknownViewController").launchProblems()
        #expect(unknown.map(\.consoleText) == ["Unknown class MainViewController in Interface Builder file."])
        #expect(unknown.first?.outcome == .logged)
        let map = try built("MapWithoutMapKit").launchProblem()
        #expect(map?.kind == .classNotLinked(className: "MKMapView", framework: "MapKit"))
        #expect(map?.outcome == .crash(exception: "NSInvalidUnarchiveOperationException"))
        #expect(try built("MapWithMapKit").launchProblem() == nil)
        let noInfo = try AppBundle.load(from: Fixtures.project("NoInfoPlist.app"))
        #expect(noInfo.launchProblem()?.kind == .infoPlistMissing)
        #expect(noInfo.displayName == "NoInfoPlist")
    }

    @Test func containersStayInsideTheirRoot() throws {
        let root = Fixtures.scratch("Containers")
        let container = try SandboxContainer.create(in: root, bundleIdentifier: "com.example.App")
        let made = try FileManager.default.contentsOfDirectory(atPath: container.path).sorted()
        #expect(made == ["Documents", "Library", "tmp"])
        #expect(!FileManager.default.fileExists(atPath: container.path + "/Library/Application Support"))
        _ = try container.path(of: .applicationSupport, create: true)
        #expect(FileManager.default.fileExists(atPath: container.path + "/Library/Application Support"))
        #expect(throws: BundleError.self) { try container.resolve("../other") }
        #expect(throws: BundleError.self) { try container.resolve("/etc/passwd") }
        try FileManager.default.createSymbolicLink(atPath: container.path + "/Documents/out", withDestinationPath: "/etc")
        #expect(throws: BundleError.path(.linkLeadsOutside("Documents/out/passwd"))) {
            try container.resolve("Documents/out/passwd")
        }
        #expect(try container.resolve("Documents/notes.txt") == container.path + "/Documents/notes.txt")
    }
}
