import Foundation
import LabCore
import Testing
@testable import LabToolchain

@Suite struct ProjectManifestTests {
    init() { TestHome.prepare() }

    @Test func readsTheSampleManifest() throws {
        let loaded = try ProjectLoader.load(at: Fixtures.sample("Empty Window"), shownAs: "Empty Window")
        let target = loaded.project.target
        #expect(loaded.project.name == "Empty Window")
        #expect(target.name == "Empty Window")
        #expect(target.platform == .iOS)
        #expect(target.deploymentTarget == "17.0")
        #expect(target.sources == ["."])
        #expect(target.infoPath == "Info.plist")
        #expect(target.settings["PRODUCT_BUNDLE_IDENTIFIER"] == "com.example.EmptyWindow")
        #expect(loaded.warnings.isEmpty)
    }

    @Test func unknownKeysAreWarningsNamingTheirLine() throws {
        let loaded = try ProjectLoader.load(at: Fixtures.project("UnknownKeys"), shownAs: "UnknownKeys")
        #expect(loaded.warnings.map(\.headline) == [
            "project.yml:4: warning: unknown key 'createIntermediateGroups' in options is ignored",
            "project.yml:11: warning: unknown key 'scheme' in target 'UnknownKeys' is ignored",
        ])
        #expect(loaded.project.target.settings["PRODUCT_BUNDLE_IDENTIFIER"] == "com.example.UnknownKeys")
        #expect(loaded.project.target.deploymentTarget == "15.0")
    }

    @Test func malformedYAMLIsAnErrorWithItsLine() {
        let diagnostics = Fixtures.failure(building: Fixtures.project("BadProjectYML"))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.headline.hasPrefix("project.yml:7: error: YAML is malformed") == true)
    }

    @Test func sdkDependenciesAndInfoProperties() throws {
        let root = Fixtures.project(named: "Deps", files: [
            "AppDelegate.swift": Fixtures.appDelegate,
            "project.yml": """
            name: Deps
            targets:
              Deps:
                type: application
                platform: iOS
                sources:
                  - path: AppDelegate.swift
                info:
                  properties:
                    UIRequiresFullScreen: true
                    Greeting: Hello $(PRODUCT_NAME)
                dependencies:
                  - sdk: MapKit.framework
                  - target: Widgets
            """,
        ])
        let (bundle, warnings) = try Builder.assemble(projectAt: root)
        #expect(bundle.info["UIRequiresFullScreen"] == .bool(true))
        #expect(bundle.info["Greeting"] == .string("Hello Deps"))
        let executable = try SimulatedExecutable(image: [UInt8](try #require(bundle.files["Deps"])))
        #expect(executable.linkedFrameworks == ["Foundation", "MapKit", "UIKit"])
        #expect(warnings.map(\.headline) == [
            "project.yml:14: warning: dependency kind 'target' is not supported and is ignored; LifecycleLab links `sdk:` frameworks",
        ])
    }

    @Test func folderWithoutManifestBuildsWithDefaults() throws {
        let root = Fixtures.project(named: "Plain Folder", files: ["AppDelegate.swift": Fixtures.appDelegate])
        let (bundle, warnings) = try Builder.assemble(projectAt: root)
        #expect(bundle.folderName == "Plain Folder.app")
        #expect(bundle.info["CFBundleExecutable"] == .string("Plain Folder"))
        #expect(bundle.info["CFBundleIdentifier"] == .string("com.example.Plain-Folder"))
        #expect(bundle.info["MinimumOSVersion"] == .string("17.0"))
        #expect(warnings.isEmpty)
    }

    @Test func xcodeTemplateProjectReadsItsSettings() throws {
        let (bundle, warnings) = try Builder.assemble(projectAt: Fixtures.project("MyApp"))
        #expect(warnings.isEmpty)
        #expect(bundle.folderName == "MyApp.app")
        #expect(bundle.info["CFBundleIdentifier"] == .string("com.janeappleseed.MyApp"))
        #expect(bundle.info["UIMainStoryboardFile"] == .string("Main"))
        #expect(bundle.info["MinimumOSVersion"] == .string("17.4"))
        #expect(bundle.info["UIDeviceFamily"] == .array([.integer(1), .integer(2)]))
        #expect(PlistValue.dictionary(bundle.info).value(atPath:
            "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication.0.UISceneDelegateClassName")
            == .string("MyApp.SceneDelegate"))
        #expect(bundle.storyboards == ["LaunchScreen", "Main"])
        #expect(bundle.program.classes.map(\.name) == ["AppDelegate", "SceneDelegate", "ViewController"])
    }

    @Test func pathsCannotLeaveTheProject() throws {
        #expect(Fixtures.failure(building: Fixtures.project("PathEscape")).map(\.headline) == [
            "project.yml:8: error: sources: \"../SharedCode\" leaves its folder (`..` is not allowed)",
        ])
        let absolute = Fixtures.project(named: "Absolute", files: [
            "AppDelegate.swift": Fixtures.appDelegate,
            "project.yml": "name: Absolute\ntargets:\n  Absolute:\n    type: application\n    platform: iOS\n    sources: [/etc]\n",
        ])
        #expect(Fixtures.failure(building: absolute).map(\.headline) == [
            "project.yml:6: error: sources: \"/etc\" is an absolute path; give a path inside the folder instead",
        ])
        let linked = Fixtures.project(named: "Linked", files: ["AppDelegate.swift": Fixtures.appDelegate])
        try FileManager.default.createSymbolicLink(atPath: linked + "/Secrets", withDestinationPath: "/etc")
        #expect(Fixtures.failure(building: linked).map(\.headline) == [
            "Secrets: error: is a symbolic link that leads outside the project folder",
        ])
    }

    @Test func severalApplicationTargetsChooseByNameOrAsk() throws {
        let names = ["Lite", "Pro", "Shop"]
        #expect(try XcodeProjectSettings.chooseTarget(among: names, wanted: "Pro", projectFile: "Shop.xcodeproj").get() == "Pro")
        // The target named like the project is the one Xcode's scheme opens with.
        #expect(try XcodeProjectSettings.chooseTarget(among: names, wanted: nil, projectFile: "Shop.xcodeproj").get() == "Shop")
        #expect(try XcodeProjectSettings.chooseTarget(among: ["Only"], wanted: nil, projectFile: "Shop.xcodeproj").get() == "Only")
        guard case let .failure(ask) = XcodeProjectSettings.chooseTarget(among: ["Lite", "Pro"], wanted: nil, projectFile: "Duo.xcodeproj"),
              case let .failure(typo) = XcodeProjectSettings.chooseTarget(among: names, wanted: "Prp", projectFile: "Shop.xcodeproj"),
              case let .failure(unknown) = XcodeProjectSettings.chooseTarget(among: names, wanted: "Watch", projectFile: "Shop.xcodeproj") else {
            Issue.record("a missing or unknown target is an error")
            return
        }
        #expect(ask.diagnostics.map(\.message) == ["Duo.xcodeproj has 2 application targets (Lite, Pro); choose one with --target NAME"])
        #expect(typo.diagnostics.map(\.message) == ["Shop.xcodeproj has no application target Prp — did you mean Pro?"])
        #expect(unknown.diagnostics.map(\.message) == ["Shop.xcodeproj has no application target Watch — its application targets are Lite, Pro, Shop"])
    }

    @Test func targetIsOnlyForXcodeProjects() {
        #expect(throws: BuildFailure.self) { try ProjectLoader.load(at: Fixtures.project("Quiet"), shownAs: "Quiet", target: "Quiet") }
        var diagnostics: [Diagnostic] = []
        do { _ = try ProjectLoader.load(at: Fixtures.project("Quiet"), shownAs: "Quiet", target: "Quiet") } catch { diagnostics = error.diagnostics }
        #expect(diagnostics.map(\.message) == ["--target Quiet chooses among an Xcode project's application targets, and Quiet has no .xcodeproj"])
    }

    @Test func aFolderBuildLeavesRepositoryFilesOut() {
        #expect(ProjectFiles.isRepositoryFile("README.md", repositoryTop: false))
        #expect(ProjectFiles.isRepositoryFile("App/LICENSE", repositoryTop: false))
        #expect(ProjectFiles.isRepositoryFile("Podfile.lock", repositoryTop: true))
        #expect(ProjectFiles.isRepositoryFile("demo.gif", repositoryTop: true))
        #expect(!ProjectFiles.isRepositoryFile("App/demo.gif", repositoryTop: true))
        #expect(!ProjectFiles.isRepositoryFile("Info.plist", repositoryTop: true))
        #expect(!ProjectFiles.isRepositoryFile("sound.caf", repositoryTop: false))
        #expect(ProjectFiles.isRepositoryFolder("Screenshots"))
        #expect(ProjectLoader.isIgnoredFolder("Pods"))
    }
}
