import Foundation
import Testing
@testable import LabToolchain

/// The census of the iOS SDK identifiers public projects use (scripts/sdk-census.py,
/// docs/public-projects.md "Census of SDK identifiers"), against the simulated SDK this build
/// made: the share of the census's uses whose identifier the SDK declares, not unavailable.
/// Names the lab takes from swift-corelibs-foundation (`IndexPath`, `CGRect`, `NSObject`) count
/// as declared, since apps compile against that Foundation; so do old spellings the SDK declares
/// `@available(*, unavailable, renamed:)` exactly as Apple's SDK does (`CGRectMake`), since swiftc
/// then gives Xcode's own error naming today's spelling. The lab's "does not simulate"
/// declarations (`unavailable, message:`) stay missing.
@Suite struct SDKCensusTests {
    /// The share last measured, 99.04 % (31,808 of 32,115 uses): issue 22's 99 % is the floor now.
    static let measuredShare = 0.99

    static let census = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/sdk-census/identifiers.tsv").path

    struct Row { var identifier: String, kind: String, module: String, uses: Int, projects: Int }

    static func rows() throws -> [Row] {
        try String(contentsOfFile: census, encoding: .utf8).split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, let uses = Int(fields[3]), let projects = Int(fields[4]) else { return nil }
            return Row(identifier: fields[0], kind: fields[1], module: fields[2], uses: uses, projects: projects)
        }
    }

    /// The `-Xcc` pairs of a compile's module arguments (OpenCombine's C helpers' module map).
    static func clangArguments(_ arguments: [String]) -> [String] {
        stride(from: 0, to: arguments.count - 1, by: 1).filter { arguments[$0] == "-Xcc" }.flatMap { [arguments[$0], arguments[$0 + 1]] }
    }

    /// Compiles the stub modules that declare API into `folder`, in order (a stub that
    /// re-exports another comes after it), as the build does; returns their names.
    static func buildDeclaredFrameworks(sdk: SimulatedSDK, into folder: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let names = FrameworkStubs.declaringModules
        for module in names {
            try FrameworkStubs.source(for: module).write(toFile: folder + "/\(module).swift", atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: sdk.swiftc)
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            process.arguments = ["-swift-version", "5", "-parse-as-library", "-emit-module", "-module-name", module,
                                 "-I", sdk.modulesDirectory, "-I", folder, "-module-cache-path", folder + "/cache",
                                 "-emit-module-path", "\(module).swiftmodule", "\(module).swift"]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "the declared framework \(module) compiles")
        }
        return names
    }

    @Test func theSimulatedSDKDeclaresTheIdentifiersPublicProjectsUse() throws {
        let sdk = try SimulatedSDK.locate()
        let tool = ((sdk.swiftc as NSString).resolvingSymlinksInPath as NSString).deletingLastPathComponent + "/swift-symbolgraph-extract"
        var modules = FrameworkStubs.simulated + ["Foundation", "FoundationEssentials", "FoundationNetworking"]
        // Combine's names are OpenCombine's, which LabCombine re-exports.
        if FileManager.default.fileExists(atPath: sdk.modulesDirectory + "/OpenCombine.swiftmodule") { modules.append("OpenCombine") }
        let scratch = NSTemporaryDirectory() + "lab-sdk-census-\(ProcessInfo.processInfo.processIdentifier)"
        let stubs = scratch + "-stubs"
        defer { for folder in [scratch, stubs] { try? FileManager.default.removeItem(atPath: folder) } }
        // The stub modules that declare API (the declared frameworks, whose first use says what
        // is not simulated; Core Motion; logging; the simulated AppKit) are modules an app's
        // build makes; the test makes them too.
        let declaredFrameworks = try Self.buildDeclaredFrameworks(sdk: sdk, into: stubs)
        modules += declaredFrameworks
        var declarations = try SDKDeclarations.extract(modules: modules, searchPath: sdk.modulesDirectory, tool: tool, scratch: scratch,
                                                       extraArguments: Self.clangArguments(sdk.extraModuleArguments) + ["-I", stubs])
        // Old spellings the SDK declares unavailable-renamed, as Apple's SDK does, count as declared.
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources").path
        declarations.addRenamedUnavailable(sourcesUnder: sources, modules: FrameworkStubs.simulated)
        let rows = try Self.rows()
        #expect(rows.count > 500, "the census lists \(rows.count) identifiers")
        let missing = rows.filter { !declarations.declares($0.identifier, kind: $0.kind) }
        let total = rows.reduce(0) { $0 + $1.uses }
        let declared = total - missing.reduce(0) { $0 + $1.uses }
        let share = Double(declared) / Double(max(total, 1))
        // LAB_CENSUS_MISSING=FILE: every missing identifier, most used first, for choosing what to declare next.
        if let file = ProcessInfo.processInfo.environment["LAB_CENSUS_MISSING"] {
            let lines = missing.sorted { $0.uses > $1.uses }.map { "\($0.identifier)\t\($0.kind)\t\($0.module)\t\($0.uses)\t\($0.projects)" }
            try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        }
        let top = missing.prefix(10).map { "\($0.identifier) (\($0.uses))" }.joined(separator: ", ")
        print("SDK census: \(declared) of \(total) uses (\(String(format: "%.2f", share * 100)) %) name identifiers the simulated SDK declares; "
            + "\(missing.count) of \(rows.count) identifiers missing; most used missing: \(top)")
        // The floor is today's figure until it reaches the issue's 99 %, then the issue's.
        #expect(share >= min(Self.measuredShare, 0.99), "share of census uses declared: \(share), below \(Self.measuredShare)")
    }
}
