import Foundation
import LabCore
import Testing
@testable import LabToolchain

/// A data folder's cache copied or moved elsewhere: Clang's module cache inside it names the
/// old path, and swiftc refuses it. The compiler clears it, builds, and says so in one line.
@Suite(.serialized) struct MovedModuleCacheTests {
    init() { TestHome.prepare() }

    private func scratch() -> String {
        let folder = NSTemporaryDirectory() + "lab-moved-cache-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aFolderMadeForAnotherPathIsClearedOnce() throws {
        let root = scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let original = ModuleCacheFolder(path: root + "/a/ModuleCache")
        #expect(original.prepare() == false)
        #expect(FileManager.default.createFile(atPath: original.path + "/Module.pcm", contents: Data("pcm".utf8)))
        #expect(original.prepare() == false)
        #expect(FileManager.default.fileExists(atPath: original.path + "/Module.pcm"))

        try FileManager.default.copyItem(atPath: root + "/a", toPath: root + "/b")
        let copy = ModuleCacheFolder(path: root + "/b/ModuleCache")
        #expect(copy.prepare() == true)
        #expect(!FileManager.default.fileExists(atPath: copy.path + "/Module.pcm"))
        #expect(copy.prepare() == false)
        #expect(original.prepare() == false)
    }

    @Test func swiftcsRefusalIsRecognized() {
        let said = """
        <unknown>:0: error: precompiled file '/b/cache/ModuleCache/X/SwiftShims-Y.pcm' was compiled with module cache path '/a/cache/ModuleCache/X', but the path is currently '/b/cache/ModuleCache/X'
        <unknown>:0: error: missing required module 'SwiftShims'
        """
        #expect(ModuleCacheFolder.refusesMovedCache(said))
        #expect(!ModuleCacheFolder.refusesMovedCache("AppDelegate.swift:3:5: error: cannot find 'x' in scope"))
    }

    /// Builds in one data folder, copies it, and builds in the copy: once with the folder's
    /// record of its path, once without (a cache from before the record, caught by swiftc's message).
    @Test(arguments: [true, false]) func aCopiedCacheBuildsAndSaysSo(keepsRecord: Bool) throws {
        let root = scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let sdk = try SimulatedSDK.locate()
        func compile(in data: String) throws -> SwiftCompiler.Output {
            let files = [SourceFile(path: "App/AppDelegate.swift", text: Fixtures.appDelegate + "// \(UUID().uuidString)\n")]
            let front = try SwiftFrontEnd.check(files)
            return try SwiftCompiler(sdk: sdk, cacheDirectory: data + "/cache/builds")
                .compile(files, module: "App", program: front.program, imports: front.imports)
        }
        let first = try compile(in: root + "/a")
        #expect(!first.warnings.contains(ModuleCacheFolder.clearedWarning))
        let modules = try FileManager.default.subpathsOfDirectory(atPath: root + "/a/cache/ModuleCache")
        #expect(modules.contains { $0.hasSuffix(".pcm") })

        try FileManager.default.copyItem(atPath: root + "/a", toPath: root + "/b")
        if !keepsRecord { try FileManager.default.removeItem(atPath: root + "/b/cache/ModuleCache/" + ModuleCacheFolder.markerName) }
        let moved = try compile(in: root + "/b")
        #expect(moved.executable.count > 0)
        #expect(moved.warnings.filter { $0 == ModuleCacheFolder.clearedWarning }.count == 1)
        let again = try compile(in: root + "/b")
        #expect(!again.warnings.contains(ModuleCacheFolder.clearedWarning))
    }
}
