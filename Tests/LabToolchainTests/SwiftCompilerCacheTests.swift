import Foundation
import LabCore
import Testing
@testable import LabToolchain

/// The build cache gives back what swiftc said, not only what it made.
@Suite struct SwiftCompilerCacheTests {
    init() { TestHome.prepare() }

    @Test func warningsComeBackWithACachedBuild() throws {
        // A fresh source text each run: the first build below is a real compile.
        let root = Fixtures.project(named: "CachedWarnings", files: [
            "AppDelegate.swift": Fixtures.appDelegate + """
            // build \(UUID().uuidString)
            func count() -> Int {
                var total = 1
                return 2
            }

            """,
        ])
        let expected = "AppDelegate.swift:9:9: warning: initialization of variable 'total' was never used; consider replacing with assignment to '_' or removing it [#no-usage]"
        let (first, firstWarnings) = try Builder.assemble(projectAt: root)
        #expect(firstWarnings.map(\.headline) == [expected])
        let (second, secondWarnings) = try Builder.assemble(projectAt: root)
        #expect(secondWarnings.map(\.headline) == [expected])
        #expect(secondWarnings.first?.context == firstWarnings.first?.context)
        #expect(second.files[second.executablePath] == first.files[first.executablePath])
    }

    /// Two compiles, no cache, each in its own scratch folder: byte for byte the same
    /// executable (the scratch folder's name reaches neither the code nor the module hash).
    @Test func theSameSourcesGiveTheSameBytesWithoutTheCache() throws {
        let files = [SourceFile(path: "App/AppDelegate.swift", text: Fixtures.appDelegate + "// \(UUID().uuidString)\n")]
        let front = try SwiftFrontEnd.check(files)
        let compiler = SwiftCompiler(sdk: try SimulatedSDK.locate(), cacheDirectory: nil)
        let one = try compiler.compile(files, module: "App", program: front.program, imports: front.imports)
        let two = try compiler.compile(files, module: "App", program: front.program, imports: front.imports)
        #expect(one.executable.count > 0)
        #expect(one.executable == two.executable)
    }
}
