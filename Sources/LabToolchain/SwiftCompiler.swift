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
    /// `libraries` are the project's own modules the app links (built first, in order).
    /// `actionSenders` are the classes the project's nibs connect actions from; `parsed`, the
    /// front end's trees of `files`.
    func compile(_ files: [SourceFile], module: String, program: AppProgram, imports: [String],
                 swiftVersion: String = "5", conditions: [String] = ["DEBUG"],
                 libraries: [CompiledLibrary] = [], actionSenders: InterfaceBuilderActionSenders? = nil,
                 parsed: ParsedSources = ParsedSources()) throws(BuildFailure) -> Output {
        var (rewritten, warnings) = rewrite(files, program: program, libraries: libraries, actionSenders: actionSenders, parsed: parsed)
        let table = ClassTableSource.source(for: program)
        rewritten.append(SourceFile(path: ClassTableSource.fileName, text: table))
        if imports.contains("Combine") { rewritten.append(SourceFile(path: CombineTimerBridge.fileName, text: CombineTimerBridge.source)) }
        // The stub modules the libraries' interfaces name are needed to import the libraries.
        let imported = stubModules(imports + libraries.flatMap(\.imports))
        let ownLibraries = sdkLibraries(imports + libraries.flatMap(\.imports))

        var hasher = StableHash()
        hasher.add(sdk.fingerprint)
        hasher.add(module)
        hasher.add(swiftVersion)
        hasher.add(conditions.joined(separator: " "))
        hasher.add(linker.joined(separator: " "))
        hasher.add("-rpath " + sdk.runPath)
        for library in libraries { hasher.add(library.key) }
        // The stub modules' sources are part of what is built (a newer lab's AppKit builds again).
        for stub in imported.sorted() { hasher.add(FrameworkStubs.source(for: stub)) }
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
        try write(rewritten, into: sources)
        try buildStubs(for: imported.sorted(), into: scratch + "/stubs", notes: &warnings)
        let linked = try place(libraries, into: scratch + "/libs")

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
        arguments += sdk.extraModuleArguments + linker
        arguments += ["-L", sdk.libraryDirectory, "-lUIKit"] + ownLibraries.map { "-l" + $0 } + ["-L", "../stubs"] + imported.sorted().map { "-l" + $0 }
        arguments += linked
        arguments += ["-Xlinker", "-rpath", "-Xlinker", sdk.runPath, "-Xlinker", "--export-dynamic", "-o", "../app"]
        arguments += rewritten.map(\.path)
        let run = try swiftc(arguments, in: sources, notes: &warnings)
        let diagnostics = UnsimulatedSDKDiagnostics.rewrite(SwiftcDiagnostics.parse(run.output, originals: files),
                                                            sources: files, program: program)
        guard run.status == 0, let executable = FileManager.default.contents(atPath: scratch + "/app") else {
            let errors = diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty { throw BuildFailure(warnings + diagnostics) }
            let lines = run.output.split(separator: "\n").prefix(3).joined(separator: " ")
            let failed = run.signal == nil && run.output.contains("link command failed") ? tr("linking failed: %@", lines) : run.failure("swiftc")
            throw BuildFailure(warnings + [.error(nil, failed)])
        }
        store([("", executable)], compilerOutput: run.output, key: key)
        return Output(executable: executable, warnings: warnings + diagnostics.filter { $0.severity != .error })
    }

    /// The sources rewritten for swiftc (`SourceRewriter`), and the rewriter's warnings.
    private func rewrite(_ files: [SourceFile], program: AppProgram, libraries: [CompiledLibrary],
                         actionSenders: InterfaceBuilderActionSenders?, parsed: ParsedSources) -> ([SourceFile], [Diagnostic]) {
        var warnings: [Diagnostic] = []
        var rewritten: [SourceFile] = []
        let own = Set(libraries.map(\.module))
        let canImport = { (name: String) in SDKModules.exists(name) || own.contains(name) }
        let isResponder = { (name: String) -> Bool in
            var current = name
            var visited: Set<String> = []
            while visited.insert(current).inserted, let parent = program.declaredClass(named: current)?.superclass { current = parent }
            // UIKit's classes, and Core Image's (a CIFilter subclass's `@objc` inputs are set by key);
            // AppKit's responders, which the simulated AppKit builds on UIKit's responder.
            return current != name && (current.hasPrefix("UI") || current.hasPrefix("CI") || AppKitViews.responderClasses.contains(current))
        }
        // Top-level app classes whose chain of app classes (all top-level) reaches NSObject.
        let plainObject = { (name: String) -> SourceRewriter.PlainObjectClass? in
            var current = name
            var visited: Set<String> = []
            while visited.insert(current).inserted, let declared = program.declaredClass(named: current) {
                guard let parent = declared.superclass else { return nil }
                if parent == "NSObject" { return current == name ? .directlyUnderNSObject : .underAnAppClass }
                // RealmSwift's `Object` declares the members itself: its subclasses override them.
                if SourceRewriter.realmObjectClasses.contains(parent), program.declaredClass(named: parent) == nil { return .underAnAppClass }
                if parent.contains(".") { return nil }
                current = parent
            }
            return nil
        }
        for file in files {
            let result = SourceRewriter.rewrite(file, canImport: canImport, isResponder: isResponder,
                                                actionSender: { actionSenders?.sender(of: $0, receivedBy: $1) }, plainObject: plainObject,
                                                parsed: parsed)
            rewritten.append(SourceFile(path: file.path, text: result.text))
            warnings += result.warnings
        }
        return (rewritten, warnings)
    }

    /// The SDK's libraries of their own that `imports` need (`LabCombine` for Combine).
    private func sdkLibraries(_ imports: [String]) -> [String] {
        Set(imports.compactMap { FrameworkStubs.ownLibraries[$0] }).sorted()
    }

    /// The unsimulated SDK frameworks among `imports`, which get stub modules.
    private func stubModules(_ imports: [String]) -> Set<String> {
        let direct = Set(imports).subtracting(FrameworkStubs.provided).filter(SDKModules.exists)
        // A stub that re-exports another (Social brings Accounts) needs that one built first:
        // stubs are built in name order, and each re-exported one sorts before its importer.
        return direct.union(direct.flatMap { FrameworkStubs.reexports[$0] ?? [] }.filter { !FrameworkStubs.provided.contains($0) })
    }

    private func write(_ files: [SourceFile], into folder: String) throws(BuildFailure) {
        for file in files {
            let path = folder + "/" + file.path
            try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            guard PlainFile.write(Data(file.text.utf8), to: path) else {
                throw BuildFailure(.error(file.path, tr("cannot write a scratch copy for the compiler")))
            }
        }
    }

    /// Writes the libraries' modules and binaries into `folder` (`M.swiftmodule`; `M`, the
    /// framework's binary named as in `M.framework`; `libM.a`), and gives swiftc's arguments
    /// that import and link them: a framework is found at run time in the bundle's
    /// `Frameworks/M.framework/`, as `@executable_path/Frameworks` finds it on iOS.
    private func place(_ libraries: [CompiledLibrary], into folder: String,
                       rpathBase: String = "$ORIGIN/Frameworks") throws(BuildFailure) -> [String] {
        guard !libraries.isEmpty else { return [] }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var arguments = ["-I", "../libs"]
        // An archive before the archives it uses (the linker reads them once, in order): the
        // libraries come in dependency order, so they are linked in the reverse.
        for library in libraries.reversed() {
            let binary = library.kind == .framework ? library.module : "lib\(library.module).a"
            guard PlainFile.write(library.swiftmodule, to: folder + "/\(library.module).swiftmodule"),
                  PlainFile.write(library.binary, to: folder + "/" + binary) else {
                throw BuildFailure(.error(nil, tr("cannot write the %@ module for the compiler", library.module)))
            }
            arguments.append("../libs/" + binary)
            if library.kind == .framework {
                arguments += ["-Xlinker", "-rpath", "-Xlinker", "\(rpathBase)/\(library.module).framework"]
            }
        }
        return arguments
    }

    /// Compiles a library target of the project into a module and its binary (a shared object
    /// for a framework, an archive otherwise), against the SDK and the `dependencies` built before it.
    public func compileLibrary(_ files: [SourceFile], library: LibraryTarget, program: AppProgram, imports: [String],
                               dependencies: [CompiledLibrary], parsed: ParsedSources = ParsedSources()) throws(BuildFailure) -> (CompiledLibrary, [Diagnostic]) {
        var (rewritten, warnings) = rewrite(files, program: program, libraries: dependencies, actionSenders: nil, parsed: parsed)
        if imports.contains("Combine") { rewritten.append(SourceFile(path: CombineTimerBridge.fileName, text: CombineTimerBridge.source)) }
        let imported = stubModules(imports + dependencies.flatMap(\.imports))
        let swiftVersion = SwiftLanguageMode.mode(library.settings["SWIFT_VERSION"])
        var hasher = StableHash()
        hasher.add(sdk.fingerprint)
        hasher.add(library.module)
        hasher.add(library.kind.rawValue)
        hasher.add(swiftVersion)
        if library.kind == .framework { hasher.add(linker.joined(separator: " ") + " -rpath " + sdk.runPath) }
        for module in library.implicitImports { hasher.add("import " + module) }
        for dependency in dependencies { hasher.add(dependency.key) }
        for file in rewritten {
            hasher.add(file.path)
            hasher.add(file.text)
        }
        let key = hasher.hex
        let binaryName = library.kind == .framework ? library.module : "lib\(library.module).a"
        func made(_ module: Data, _ binary: Data) -> CompiledLibrary {
            CompiledLibrary(module: library.module, kind: library.kind, swiftmodule: module, binary: binary, key: key,
                            imports: imports + dependencies.flatMap(\.imports))
        }
        if let cacheDirectory, let log = cached(key), let module = FileManager.default.contents(atPath: cacheDirectory + "/" + key + ".swiftmodule") {
            let diagnostics = UnsimulatedSDKDiagnostics.rewrite(SwiftcDiagnostics.parse(log.compilerOutput, originals: files),
                                                                sources: files, program: program)
            return (made(module, log.executable), warnings + diagnostics.filter { $0.severity != .error })
        }
        let scratch = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let sources = scratch + "/src"
        try write(rewritten, into: sources)
        try buildStubs(for: imported.sorted(), into: scratch + "/stubs", notes: &warnings)
        let linked = try place(dependencies, into: scratch + "/libs", rpathBase: "$ORIGIN/..")
        try? FileManager.default.createDirectory(atPath: scratch + "/out", withIntermediateDirectories: true)
        var arguments = ["-wmo", "-swift-version", swiftVersion, "-Onone", "-module-name", library.module, "-parse-as-library"] + moduleCache + [
                         "-I", sdk.modulesDirectory, "-I", "../stubs", "-diagnostic-style", "llvm",
                         "-Xfrontend", "-disable-incremental-llvm-codegen", "-D", "DEBUG",
                         "-emit-module", "-emit-module-path", "../out/\(library.module).swiftmodule", "-emit-library"]
        arguments += sdk.extraModuleArguments
        for module in library.implicitImports { arguments += ["-Xfrontend", "-import-module", "-Xfrontend", module] }
        if library.kind == .framework {
            // Named as Xcode names a framework's binary; the app's rpath finds it by this name.
            arguments += linker + ["-Xlinker", "-soname", "-Xlinker", library.module,
                          "-L", sdk.libraryDirectory, "-lUIKit"] + sdkLibraries(imports).map { "-l" + $0 }
            arguments += ["-L", "../stubs"] + imported.sorted().map { "-l" + $0 }
            arguments += linked + ["-Xlinker", "-rpath", "-Xlinker", sdk.runPath]
        } else {
            arguments += ["-static"] + (linked.isEmpty ? [] : ["-I", "../libs"])
        }
        arguments += ["-o", "../out/" + binaryName] + rewritten.map(\.path)
        let run = try swiftc(arguments, in: sources, notes: &warnings)
        // A library's sources (a pod's) may use iOS APIs the lab lacks, as an app's may: said so.
        let diagnostics = UnsimulatedSDKDiagnostics.rewrite(SwiftcDiagnostics.parse(run.output, originals: files),
                                                            sources: files, program: program)
        guard run.status == 0, let binary = FileManager.default.contents(atPath: scratch + "/out/" + binaryName),
              let module = FileManager.default.contents(atPath: scratch + "/out/\(library.module).swiftmodule") else {
            let errors = diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty { throw BuildFailure(warnings + diagnostics) }
            throw BuildFailure(warnings + [.error(nil, tr("building %@ (%@): %@", library.module, library.origin, run.failure("swiftc")))])
        }
        store([(".swiftmodule", module), ("", binary)], compilerOutput: run.output, key: key)
        return (made(module, binary), warnings + diagnostics.filter { $0.severity != .error })
    }

    /// The linker: the toolchain's lld when it has one (`ld.lld` beside swiftc), else swiftc's
    /// default (gold). lld links an app in about a third of gold's time, and as
    /// reproducibly: the same objects give the same bytes.
    private var linker: [String] {
        let folder = ((sdk.swiftc as NSString).resolvingSymlinksInPath as NSString).deletingLastPathComponent
        return access(folder + "/ld.lld", X_OK) == 0 ? ["-use-ld=lld"] : []
    }

    /// Clang's module cache (Glibc, Foundation's C parts) kept beside the builds: built once,
    /// not once per scratch folder or per fresh cache home.
    private var moduleCache: [String] {
        moduleCacheFolder.map { ["-module-cache-path", $0.path] } ?? []
    }

    private var moduleCacheFolder: ModuleCacheFolder? {
        cacheDirectory.map { ModuleCacheFolder(path: ($0 as NSString).deletingLastPathComponent + "/ModuleCache") }
    }

    /// Runs swiftc with `arguments` in `folder`. A module cache made in another folder (a data
    /// folder copied or moved) is cleared first, or when swiftc refuses it, and the run done
    /// again once; `notes` then gets the one line that says so.
    private func swiftc(_ arguments: [String], in folder: String, notes: inout [Diagnostic]) throws(BuildFailure) -> ToolRun {
        guard let cache = moduleCacheFolder else { return try ToolRun.run(sdk.swiftc, arguments, in: folder) }
        var cleared = cache.prepare()
        var run = try ToolRun.run(sdk.swiftc, arguments, in: folder)
        if run.status != 0, ModuleCacheFolder.refusesMovedCache(run.output) {
            cache.clear()
            cleared = true
            run = try ToolRun.run(sdk.swiftc, arguments, in: folder)
        }
        if cleared, !notes.contains(ModuleCacheFolder.clearedWarning) { notes.append(ModuleCacheFolder.clearedWarning) }
        return run
    }

    /// A cached build: the executable (`KEY`) and what swiftc printed making it (`KEY.log`).
    private func cached(_ key: String) -> (executable: Data, compilerOutput: String)? {
        guard let cacheDirectory, let executable = FileManager.default.contents(atPath: cacheDirectory + "/" + key) else { return nil }
        let log = FileManager.default.contents(atPath: cacheDirectory + "/" + key + ".log") ?? Data()
        return (executable, String(decoding: log, as: UTF8.self))
    }

    /// Keeps a build: the log first, then its other files (`suffix` after the key), the
    /// binary (suffix "") last, each renamed into place, so a binary found in the cache always
    /// has its log and module beside it.
    private func store(_ outputs: [(suffix: String, data: Data)], compilerOutput: String, key: String) {
        guard let cacheDirectory else { return }
        try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        for (name, data) in [(key + ".log", Data(compilerOutput.utf8))] + outputs.map({ (key + $0.suffix, $0.data) }) {
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
            throw BuildFailure(.error(nil, tr("cannot make a scratch folder for swiftc in %@; set TMPDIR to a writable folder", base)))
        }
        return String(cString: made)
    }

    /// Stub modules for the unsimulated SDK frameworks the app imports.
    private func buildStubs(for modules: [String], into folder: String, notes: inout [Diagnostic]) throws(BuildFailure) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for module in modules {
            let source = folder + "/\(module).swift"
            _ = PlainFile.write(Data(FrameworkStubs.source(for: module).utf8), to: source)
            let run = try swiftc(["-swift-version", "5", "-parse-as-library", "-emit-module", "-emit-library",
                                                   "-static", "-module-name", module, "-I", sdk.modulesDirectory, "-I", folder] + moduleCache + [
                                                   "-emit-module-path", "\(module).swiftmodule", "-o", "lib\(module).a",
                                                   "\(module).swift"], in: folder, notes: &notes)
            guard run.status == 0 else {
                throw BuildFailure(.error(nil, tr("cannot prepare the %@ module: %@", module, run.failure("swiftc", lines: 2))))
            }
        }
    }
}
