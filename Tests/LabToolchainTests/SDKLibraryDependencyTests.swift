import Foundation
import Testing
@testable import LabToolchain

/// Every app process loads `libUIKit.so` and what it needs: a library it names costs every
/// launch its loading and relocations (BENCHMARKS.md, "Instruction counts").
@Suite struct SDKLibraryDependencyTests {
    /// FoundationNetworking brings libcurl and some thirty libraries of its own; WebKit, the one
    /// SDK module that uses it, links it weakly, and apps that import WebKit load it themselves.
    @Test func uikitLibraryDoesNotNeedFoundationNetworking() throws {
        let sdk = try SimulatedSDK.locate()
        let library = try Data(contentsOf: URL(fileURLWithPath: sdk.libraryDirectory + "/libUIKit.so"))
        #expect(library.range(of: Data("libFoundationNetworking.so".utf8)) == nil)
    }
}
