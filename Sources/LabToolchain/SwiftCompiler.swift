import Foundation
import LabCore

/// Compiles an app's Swift with the toolchain's `swiftc` against the simulated SDK into a
/// real executable, as Xcode's Compile Sources and Link phases do.
///
/// Sources are rewritten line for line first (`SourceRewriter`), compiled in a scratch folder
/// under their project-relative paths (so swiftc's messages name them as the learner knows
/// them), in Swift 5 mode as Xcode projects are. Results are cached by a digest of the
/// rewritten sources, the module name, the SDK and the compiler: the same project compiles
/// once. A failed compile writes nothing.
public struct SwiftCompiler: Sendable {
    public var sdk: SimulatedSDK
    /// Where compiled executables are kept; nil keeps nothing.
    public var cacheDirectory: String?

    public init(sdk: SimulatedSDK, cacheDirectory: String?) {
        self.sdk = sdk
        self.cacheDirectory = cacheDirectory
    }

    /// The compiler `build` uses unless told otherwise: the SDK beside `lab`, and the build
    /// cache `LabShell` sets (its data directory's `cache/builds`).
    nonisolated(unsafe) public static var cacheDirectory: String?

    public static func standard() throws(BuildFailure) -> SwiftCompiler {
        SwiftCompiler(sdk: try SimulatedSDK.locate(), cacheDirectory: cacheDirectory)
    }

    /// What a compile produced.
    public struct Output: Sendable {
        public var executable: Data
        public var warnings: [Diagnostic]
    }

    /// Compiles `files` (project-relative paths) into module `module`. `program` is what the
    /// front end recorded: its classes give the generated class table. `swiftVersion` is
    /// swiftc's `-swift-version` (`4`, `4.2` or `5`), from the project's SWIFT_VERSION.
    /// `conditions` are the `-D` flags (SWIFT_ACTIVE_COMPILATION_CONDITIONS).
    public func compile(_ files: [SourceFile], module: String, program: AppProgram, imports: [String],
                        swiftVersion: String = "5", conditions: [String] = ["DEBUG"]) throws(BuildFailure) -> Output {
        var warnings: [Diagnostic] = []
        var rewritten: [SourceFile] = []
        let canImport = { (name: String) in SDKModules.exists(name) }
        let isResponder = { (name: String) -> Bool in
            var current = name
            var visited: Set<String> = []
            while visited.insert(current).inserted, let parent = program.declaredClass(named: current)?.superclass { current = parent }
            return current != name && current.hasPrefix("UI")
        }
        for file in files {
            let result = SourceRewriter.rewrite(file, canImport: canImport, isResponder: isResponder)
            rewritten.append(SourceFile(path: file.path, text: result.text))
            warnings += result.warnings
        }
        let table = ClassTableSource.source(for: program)
        rewritten.append(SourceFile(path: ClassTableSource.fileName, text: table))
        let imported = Set(imports).subtracting(FrameworkStubs.provided).filter(SDKModules.exists)

        var hasher = StableHash()
        hasher.add(sdk.fingerprint)
        hasher.add(module)
        hasher.add(swiftVersion)
        hasher.add(conditions.joined(separator: " "))
        for file in rewritten {
            hasher.add(file.path)
            hasher.add(file.text)
        }
        let key = hasher.hex
        if let cached = cached(key) { return Output(executable: cached, warnings: warnings) }

        let scratch = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let sources = scratch + "/src"
        for file in rewritten {
            let path = sources + "/" + file.path
            try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: path, contents: Data(file.text.utf8)) else {
                throw BuildFailure(.error(file.path, "cannot write a scratch copy for the compiler"))
            }
        }
        let stubs = scratch + "/stubs"
        try buildStubs(for: imported.sorted(), into: stubs)

        let hasMain = files.contains { ($0.path as NSString).lastPathComponent == "main.swift" }
        // Compile (whole module, one object) and link as two runs: the driver's own temporary
        // files would otherwise make each build's bytes differ.
        var compile = ["-c", "-wmo", "-swift-version", swiftVersion, "-Onone", "-module-name", module] + moduleCache + [
                       "-I", sdk.modulesDirectory, "-I", stubs, "-diagnostic-style", "llvm",
                       "-file-prefix-map", sources + "/=", "-o", "../app.o"]
        if !hasMain { compile.append("-parse-as-library") }
        for condition in conditions { compile += ["-D", condition] }
        compile += rewritten.map(\.path)
        let run = try ToolRun.run(sdk.swiftc, compile, in: sources)
        let diagnostics = SwiftcDiagnostics.parse(run.output, originals: files)
        guard run.status == 0 else {
            let errors = diagnostics.filter { $0.severity == .error }
            throw BuildFailure(warnings + (errors.isEmpty
                ? [.error(nil, "swiftc failed (exit status \(run.status)): " + run.output.split(separator: "\n").prefix(3).joined(separator: " "))]
                : diagnostics))
        }
        let link = ["app.o", "-L", sdk.libraryDirectory, "-lUIKit", "-L", "stubs"] + imported.sorted().map { "-l" + $0 } + [ "-Xlinker", "-rpath", "-Xlinker", sdk.libraryDirectory,
                    "-Xlinker", "--export-dynamic", "-o", "app"]
        let linked = try ToolRun.run(sdk.swiftc, link, in: scratch)
        guard linked.status == 0, let executable = FileManager.default.contents(atPath: scratch + "/app") else {
            throw BuildFailure(warnings + [.error(nil, "linking failed: " + linked.output.split(separator: "\n").prefix(3).joined(separator: " "))])
        }
        store(executable, key: key)
        return Output(executable: executable, warnings: warnings + diagnostics.filter { $0.severity != .error })
    }

    /// Clang's module cache (Glibc, Foundation's C parts) kept beside the builds: built once,
    /// not once per scratch folder or per fresh cache home.
    private var moduleCache: [String] {
        guard let cacheDirectory else { return [] }
        return ["-module-cache-path", (cacheDirectory as NSString).deletingLastPathComponent + "/ModuleCache"]
    }

    private func cached(_ key: String) -> Data? {
        guard let cacheDirectory else { return nil }
        return FileManager.default.contents(atPath: cacheDirectory + "/" + key)
    }

    private func store(_ executable: Data, key: String) {
        guard let cacheDirectory else { return }
        try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        let temporary = cacheDirectory + "/.\(key).\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: executable) else { return }
        if rename(temporary, cacheDirectory + "/" + key) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }

    private func makeScratchFolder() throws(BuildFailure) -> String {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/lab-swiftc-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw BuildFailure(.error(nil, "cannot make a scratch folder for swiftc in \(base); set TMPDIR to a writable folder"))
        }
        return String(cString: made)
    }

    /// Stub modules for the unsimulated SDK frameworks the app imports.
    private func buildStubs(for modules: [String], into folder: String) throws(BuildFailure) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for module in modules {
            let source = folder + "/\(module).swift"
            FileManager.default.createFile(atPath: source, contents: Data(FrameworkStubs.source(for: module).utf8))
            let run = try ToolRun.run(sdk.swiftc, ["-swift-version", "5", "-parse-as-library", "-emit-module", "-emit-library",
                                                   "-static", "-module-name", module, "-I", sdk.modulesDirectory] + moduleCache + [
                                                   "-emit-module-path", "\(module).swiftmodule", "-o", "lib\(module).a",
                                                   "\(module).swift"], in: folder)
            guard run.status == 0 else {
                throw BuildFailure(.error(nil, "cannot prepare the \(module) module: " + run.output.split(separator: "\n").prefix(2).joined(separator: " ")))
            }
        }
    }
}

/// One run of a command-line tool, its output (standard output and error together) and status.
struct ToolRun {
    var status: Int32
    var output: String

    static func run(_ tool: String, _ arguments: [String], in folder: String) throws(BuildFailure) -> ToolRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch {
            throw BuildFailure(.error(nil, "cannot run \(tool): \(error.localizedDescription)"))
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ToolRun(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
