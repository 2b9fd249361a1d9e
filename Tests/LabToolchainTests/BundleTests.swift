import Foundation
import LabCore
import Testing
@testable import LabToolchain

@Suite struct BundleTests {
    init() { TestHome.prepare() }

    @Test func sampleBundleHasTheIOSLayout() throws {
        let (bundle, _) = try Builder.assemble(projectAt: Fixtures.sample("Empty Window"))
        #expect(bundle.files.keys.sorted() == [
            "AppIcon60x60@2x.png", "Assets.car",
            "Base.lproj/LaunchScreen.storyboardc/Info.plist",
            "Base.lproj/LaunchScreen.storyboardc/UIViewController-01J-lp-oVM.nib",
            "Base.lproj/LaunchScreen.storyboardc/01J-lp-oVM-view-Ze5-6b-2t3.nib".replacingOccurrences(of: "", with: ""),
            "Base.lproj/Main.storyboardc/BYZ-38-t0r-view-8bC-Xf-vdC.nib",
            "Base.lproj/Main.storyboardc/Info.plist",
            "Base.lproj/Main.storyboardc/UIViewController-BYZ-38-t0r.nib",
            "Empty Window", "Info.plist", "PkgInfo", "_CodeSignature/CodeResources", "embedded.mobileprovision",
        ].sorted())
        #expect(bundle.files["PkgInfo"] == Data("APPL????".utf8))
        let catalog = try AssetCatalogArchive(plist: PlistReader.read(try #require(bundle.files["Assets.car"])))
        #expect(catalog.assets.map(\.name) == ["AccentColor", "AppIcon"])
        #expect(catalog.assets.map(\.type) == ["color", "icon"])
    }

    @Test func codeResourcesHashesEveryOtherFile() throws {
        let (bundle, _) = try Builder.assemble(projectAt: Fixtures.sample("Empty Window"))
        let plist = try PlistReader.read(try #require(bundle.files["_CodeSignature/CodeResources"]))
        let files = try #require(plist.value(atPath: "files")?.dictionary)
        let files2 = try #require(plist.value(atPath: "files2")?.dictionary)
        let others = bundle.files.keys.filter { $0 != "_CodeSignature/CodeResources" }.sorted()
        #expect(files.keys.sorted() == others)
        #expect(files2.keys.sorted() == others.filter { $0 != "Info.plist" && $0 != "PkgInfo" })
        for path in others {
            let data = bundle.files[path]!
            #expect(files[path] == .data(Digest.sha1(data)))
        }
        let pkg = try #require(files2["embedded.mobileprovision"]?.dictionary)
        #expect(pkg["hash2"] == .data(Digest.sha256(bundle.files["embedded.mobileprovision"]!)))
    }

    @Test func buildsAreByteForByteReproducible() throws {
        let output = Fixtures.scratch("Reproducible")
        let first = try Builder.build(projectAt: Fixtures.sample("Empty Window"), outputDirectory: output + "/one")
        let second = try Builder.build(projectAt: Fixtures.sample("Empty Window"), outputDirectory: output + "/two")
        let firstFiles = try contents(of: first.appPath)
        #expect(firstFiles == (try contents(of: second.appPath)))
        #expect(firstFiles.count == first.bundle.files.count)
        // Built again into the same place: still the same bytes, and no leftovers beside it.
        let third = try Builder.build(projectAt: Fixtures.sample("Empty Window"), outputDirectory: output + "/one")
        #expect(try contents(of: third.appPath) == firstFiles)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output + "/one") == ["Empty Window.app"])
    }

    @Test func aFailedBuildWritesNothing() throws {
        let output = Fixtures.scratch("Failed")
        #expect(throws: BuildFailure.self) {
            try Builder.build(projectAt: Fixtures.project("TruncatedStoryboard"), outputDirectory: output)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).isEmpty)
    }

    @Test func missingProjectAndUnwritableOutputAreOneLine() throws {
        #expect(throws: BuildFailure(.error(nil, "no project folder at Nowhere/App"))) {
            try Builder.build(projectAt: "Nowhere/App", workingDirectory: Fixtures.scratch("Missing"))
        }
        let scratch = Fixtures.scratch("OutputIsAFile")
        #expect(FileManager.default.createFile(atPath: scratch + "/out", contents: Data()))
        #expect(throws: BuildFailure(.error(nil, "cannot write to out: it is a file, not a folder"))) {
            try Builder.build(projectAt: Fixtures.sample("Truly Empty"), outputDirectory: "out", workingDirectory: scratch)
        }
    }

    @Test func oldDeploymentTargetsEmbedTheSwiftRuntime() throws {
        let root = Fixtures.project(named: "OldTarget", files: [
            "AppDelegate.swift": Fixtures.appDelegate,
            "project.yml": "targets:\n  OldTarget:\n    type: application\n    platform: iOS\n    deploymentTarget: \"12.1\"\n",
        ])
        let (bundle, _) = try Builder.assemble(projectAt: root)
        #expect(bundle.files["Frameworks/libswiftCore.dylib"] != nil)
        #expect(bundle.info["MinimumOSVersion"] == .string("12.1"))
        let (current, _) = try Builder.assemble(projectAt: Fixtures.sample("Truly Empty"))
        #expect(!current.files.keys.contains { $0.hasPrefix("Frameworks/") })
    }

    @Test func macOSTargetsUseTheContentsLayout() throws {
        let root = Fixtures.project(named: "MacApp", files: [
            "AppDelegate.swift": "import AppKit\n@main\nclass AppDelegate: NSObject, NSApplicationDelegate {}\n",
            "project.yml": "targets:\n  MacApp:\n    type: application\n    platform: macOS\n",
        ])
        let (bundle, _) = try Builder.assemble(projectAt: root)
        #expect(bundle.files.keys.sorted() == [
            "Contents/Info.plist", "Contents/MacOS/MacApp", "Contents/PkgInfo", "Contents/_CodeSignature/CodeResources",
        ])
        #expect(bundle.info["LSMinimumSystemVersion"] == .string("14.0"))
        #expect(bundle.info["CFBundleSupportedPlatforms"] == .array([.string("MacOSX")]))
    }

    @Test func badContentsJSONNamesItsLine() {
        #expect(Fixtures.failure(building: Fixtures.project("BadAssetCatalog")).map(\.headline) == [
            "Assets.xcassets/AppIcon.appiconset/Contents.json:6: error: Contents.json is not valid JSON: invalid value",
        ])
    }

    private func contents(of folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = FileManager.default.contents(atPath: folder + "/" + path)
            }
        }
        return result
    }
}

@Suite struct DigestTests {
    /// The FIPS 180 test vectors for "abc".
    @Test func libcryptoDigestsMatchTheStandardVectors() {
        let hex = { (bytes: [UInt8]) in bytes.map { String(format: "%02x", $0) }.joined() }
        #expect(hex(Digest.sha1(Data("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(Digest.sha256(Data("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
