import Foundation
import Testing
@testable import LabShell
import LabCore
import LabToolchain

/// The sample cache: built once, reused across "processes" (fresh `SampleCache` instances on
/// the same folder), rebuilt when a sample changes, and never in the way when its folder is
/// unusable.
@Suite struct SampleCacheTests {
    init() { TestHome.prepare() }

    /// A scratch folder with a copy of one shipped sample and an empty cache folder.
    final class Scratch {
        let root: String
        var project: String { root + "/Samples/Truly Empty" }
        var cache: String { root + "/cache" }
        var entries: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: cache + "/samples")) ?? []).sorted() }

        init(_ name: String) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("lab-sample-cache-\(name)-\(getpid())").path
            try? FileManager.default.removeItem(atPath: root)
            try FileManager.default.createDirectory(atPath: root + "/Samples", withIntermediateDirectories: true)
            let shipped = try #require(SampleProjects.folder) + "/Truly Empty"
            try FileManager.default.copyItem(atPath: shipped, toPath: project)
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }
    }

    /// Collects warnings (the cache may be used from several threads).
    final class Warnings: @unchecked Sendable {
        private let lock = NSLock()
        private var collected: [String] = []
        var messages: [String] { lock.withLock { collected } }
        func add(_ message: String) { lock.withLock { collected.append(message) } }
    }

    private func cache(at folder: String?, _ warnings: Warnings = Warnings()) -> SampleCache {
        SampleCache(directory: folder) { warnings.add($0) }
    }

    @Test func eachDeploymentTargetHasItsOwnEntry() throws {
        let scratch = try Scratch("targets")
        let shared = cache(at: scratch.cache)
        let old = try #require(try shared.bundle(forProjectAt: scratch.project, deploymentTarget: "9.0"))
        let current = try #require(try shared.bundle(forProjectAt: scratch.project, deploymentTarget: "17.0"))
        #expect(scratch.entries.count == 2)
        #expect(old.info["MinimumOSVersion"] == .string("9.0"))
        #expect(current.info["MinimumOSVersion"] == .string("17.0"))
        #expect(try shared.bundle(forProjectAt: scratch.project, deploymentTarget: "9.0") == old)
    }

    @Test func aSecondProcessInstallsTheBundleTheFirstBuilt() throws {
        let scratch = try Scratch("hit")
        let first = try #require(try cache(at: scratch.cache).bundle(forProjectAt: scratch.project))
        #expect(scratch.entries.count == 1)
        let path = try #require(first.path)
        let written = try FileManager.default.attributesOfItem(atPath: path + "/Info.plist")[.modificationDate] as? Date

        let second = try #require(try cache(at: scratch.cache).bundle(forProjectAt: scratch.project))
        #expect(second == first)
        #expect(scratch.entries.count == 1)
        let reread = try FileManager.default.attributesOfItem(atPath: path + "/Info.plist")[.modificationDate] as? Date
        #expect(reread == written, "a hit reads the entry and writes nothing")
    }

    @Test func oneProcessReadsEachEntryOnce() throws {
        let scratch = try Scratch("memory")
        let shared = cache(at: scratch.cache)
        let first = try #require(try shared.bundle(forProjectAt: scratch.project))
        let path = try #require(first.path)
        // A damaged entry goes unnoticed in memory (nothing is read again) …
        try FileManager.default.removeItem(atPath: path + "/PkgInfo")
        #expect(try shared.bundle(forProjectAt: scratch.project) == first)
        // … but an entry deleted from disk is written again.
        try FileManager.default.removeItem(atPath: scratch.cache)
        let again = try #require(try shared.bundle(forProjectAt: scratch.project))
        #expect(FileManager.default.fileExists(atPath: try #require(again.path) + "/PkgInfo"))
    }

    @Test func aChangedSampleIsBuiltAgain() throws {
        let scratch = try Scratch("miss")
        let before = try #require(try cache(at: scratch.cache).bundle(forProjectAt: scratch.project))
        let source = scratch.project + "/ViewController.swift"
        let text = try String(contentsOfFile: source, encoding: .utf8)
        try Data((text + "\nfunc changed() -> Int { 42 }\n").utf8).write(to: URL(fileURLWithPath: source))

        let after = try #require(try cache(at: scratch.cache).bundle(forProjectAt: scratch.project))
        #expect(after.path != before.path)
        #expect(scratch.entries.count == 2)
        let executable = { (bundle: AppBundle) in FileManager.default.contents(atPath: (bundle.path ?? "") + "/Truly Empty") }
        #expect(executable(after) != nil)
        #expect(executable(after) != executable(before))
    }

    @Test func aDamagedEntryIsBuiltAgain() throws {
        let scratch = try Scratch("damaged")
        let built = try #require(try cache(at: scratch.cache).bundle(forProjectAt: scratch.project))
        try FileManager.default.removeItem(atPath: try #require(built.path) + "/Info.plist")
        let rebuilt = try #require(try cache(at: scratch.cache).bundle(forProjectAt: scratch.project))
        #expect(rebuilt.bundleIdentifier == built.bundleIdentifier)
        #expect(FileManager.default.fileExists(atPath: try #require(rebuilt.path) + "/Info.plist"))
    }

    @Test func theCachedBundleIsByteForByteWhatABuildWrites() throws {
        let scratch = try Scratch("same")
        let cached = try #require(try cache(at: scratch.cache).bundle(forProjectAt: scratch.project)?.path)
        let built = try Builder.build(projectAt: scratch.project, outputDirectory: scratch.root + "/build").appPath
        let files = FileManager.default
        let names = try files.subpathsOfDirectory(atPath: built).sorted()
        #expect(try files.subpathsOfDirectory(atPath: cached).sorted() == names)
        for name in names {
            #expect(files.contentsEqual(atPath: built + "/" + name, andPath: cached + "/" + name), "\(name)")
        }
    }

    @Test func anUnusableFolderWarnsOnceAndTheDeviceStillBoots() throws {
        let scratch = try Scratch("unusable")
        let file = scratch.root + "/not-a-folder"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let warnings = Warnings()
        let broken = cache(at: file, warnings)
        #expect(try broken.bundle(forProjectAt: scratch.project) == nil)
        #expect(try broken.bundle(forProjectAt: scratch.project) == nil)
        #expect(warnings.messages.count == 1)

        let session = try Session(sampleCache: broken)
        #expect(session.execute(line: "cat \"Truly Empty\" PkgInfo").lines == ["APPL????"])
        _ = session.execute(line: "reset")
        #expect(session.device.installedApp(withIdentifier: "com.example.EmptyWindow") != nil)
        #expect(warnings.messages.count == 1)
    }

    @Test func resetAndUninstallLeaveTheCachedBundlesAlone() throws {
        let scratch = try Scratch("reset")
        let session = try Session(sampleCache: cache(at: scratch.cache))
        let app = try #require(session.device.installedApp(withIdentifier: "com.example.TrulyEmpty"))
        let path = try #require(app.bundle.path)
        #expect(!session.execute(line: "uninstall \"Truly Empty\"").failed)
        #expect(FileManager.default.fileExists(atPath: path + "/Info.plist"))
        #expect(!session.execute(line: "reset").failed)
        #expect(session.device.installedApp(withIdentifier: "com.example.TrulyEmpty")?.bundle.path == path)
        #expect(session.execute(line: "cat \"Truly Empty\" PkgInfo").lines == ["APPL????"])
        #expect(session.execute(line: "container \"Truly Empty\"").lines.first?.hasPrefix("com.example.TrulyEmpty/") == true)
    }

    @Test func theFolderFollowsDataDirThenXDG() {
        let home = "/home/ada"
        #expect(SampleCacheLocation.resolve(dataDirectory: "/d", environment: ["XDG_CACHE_HOME": "/x"], home: home) == "/d/cache")
        #expect(SampleCacheLocation.resolve(dataDirectory: nil, environment: ["XDG_CACHE_HOME": "/x"], home: home) == "/x/lab")
        #expect(SampleCacheLocation.resolve(dataDirectory: nil, environment: ["XDG_CACHE_HOME": "rel"], home: home) == "/home/ada/.cache/lab")
        #expect(SampleCacheLocation.resolve(dataDirectory: nil, environment: [:], home: home) == "/home/ada/.cache/lab")
    }
}
