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
        if let cached = cached(key) {
            // swiftc's warnings come back with the executable, read against today's originals.
            let diagnostics = UnsimulatedSDKDiagnostics.rewrite(SwiftcDiagnostics.parse(cached.compilerOutput, originals: files),
                                                                sources: files, program: program)
            return Output(executable: cached.executable, warnings: warnings + diagnostics.filter { $0.severity != .error })
        }

        let scratch = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let sources = scratch + "/src"
        for file in rewritten {
            let path = sources + "/" + file.path
            try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            guard PlainFile.write(Data(file.text.utf8), to: path) else {
                throw BuildFailure(.error(file.path, "cannot write a scratch copy for the compiler"))
            }
        }
        let stubs = scratch + "/stubs"
        try buildStubs(for: imported.sorted(), into: stubs)

        let hasMain = files.contains { ($0.path as NSString).lastPathComponent == "main.swift" }
        // One driver run compiles the whole module and links it. Its temporary object's
        // random name would reach the executable through the module hash incremental LLVM
        // code generation embeds (`.swift_modhash`), so that is off: the same sources give the
        // same bytes. Every path is relative to the scratch folder, which differs per build:
        // the sources' paths are then project-relative in messages and `#file` as they are,
        // and Clang's module cache, whose key includes the compile's options, is built once
        // and reused (a `-file-prefix-map` naming the scratch folder made a new key, and a
        // rebuild of Glibc's and Foundation's modules, on every build).
        var arguments = ["-wmo", "-swift-version", swiftVersion, "-Onone", "-module-name", module] + moduleCache + [
                         "-I", sdk.modulesDirectory, "-I", "../stubs", "-diagnostic-style", "llvm",
                         "-Xfrontend", "-disable-incremental-llvm-codegen"]
        if !hasMain { arguments.append("-parse-as-library") }
        for condition in conditions { arguments += ["-D", condition] }
        arguments += ["-L", sdk.libraryDirectory, "-lUIKit", "-L", "../stubs"] + imported.sorted().map { "-l" + $0 }
        arguments += ["-Xlinker", "-rpath", "-Xlinker", sdk.libraryDirectory, "-Xlinker", "--export-dynamic", "-o", "../app"]
        arguments += rewritten.map(\.path)
        let run = try ToolRun.run(sdk.swiftc, arguments, in: sources)
        let diagnostics = UnsimulatedSDKDiagnostics.rewrite(SwiftcDiagnostics.parse(run.output, originals: files),
                                                            sources: files, program: program)
        guard run.status == 0, let executable = FileManager.default.contents(atPath: scratch + "/app") else {
            let errors = diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty { throw BuildFailure(warnings + diagnostics) }
            let lines = run.output.split(separator: "\n").prefix(3).joined(separator: " ")
            let failed = run.output.contains("link command failed") ? "linking failed: " : "swiftc failed (exit status \(run.status)): "
            throw BuildFailure(warnings + [.error(nil, failed + lines)])
        }
        store(executable, compilerOutput: run.output, key: key)
        return Output(executable: executable, warnings: warnings + diagnostics.filter { $0.severity != .error })
    }

    /// Clang's module cache (Glibc, Foundation's C parts) kept beside the builds: built once,
    /// not once per scratch folder or per fresh cache home.
    private var moduleCache: [String] {
        guard let cacheDirectory else { return [] }
        return ["-module-cache-path", (cacheDirectory as NSString).deletingLastPathComponent + "/ModuleCache"]
    }

    /// A cached build: the executable (`KEY`) and what swiftc printed making it (`KEY.log`).
    private func cached(_ key: String) -> (executable: Data, compilerOutput: String)? {
        guard let cacheDirectory, let executable = FileManager.default.contents(atPath: cacheDirectory + "/" + key) else { return nil }
        let log = FileManager.default.contents(atPath: cacheDirectory + "/" + key + ".log") ?? Data()
        return (executable, String(decoding: log, as: UTF8.self))
    }

    /// Keeps a build: the log first, then the executable, each renamed into place, so an
    /// executable found in the cache always has its log beside it.
    private func store(_ executable: Data, compilerOutput: String, key: String) {
        guard let cacheDirectory else { return }
        try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        for (name, data) in [(key + ".log", Data(compilerOutput.utf8)), (key, executable)] {
            let temporary = cacheDirectory + "/.\(name).\(getpid())"
            guard PlainFile.write(data, to: temporary) else { return }
            if rename(temporary, cacheDirectory + "/" + name) != 0 {
                try? FileManager.default.removeItem(atPath: temporary)
                return
            }
        }
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
            _ = PlainFile.write(Data(FrameworkStubs.source(for: module).utf8), to: source)
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
