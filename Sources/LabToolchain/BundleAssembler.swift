import Foundation
import LabCore

/// Assembles a loaded project into a `BuiltBundle` in memory, in the order Xcode's build
/// phases run: compile sources, compile storyboards and xibs, compile asset catalogs, copy
/// resources, process Info.plist, embed the Swift runtime, sign.
struct BundleAssembler {
    var loaded: ProjectLoader.Loaded
    private(set) var warnings: [Diagnostic] = []
    private var files: [String: Data] = [:]
    private var origins: [String: String] = [:]

    /// The origins of the bundle's files that the build makes rather than copies from the project.
    static let madeByTheBuild: [String: BuildText] = [
        "the executable": tr("the executable"), "the Swift runtime": tr("the Swift runtime"),
        "the provisioning profile": tr("the provisioning profile"), "the app icon set": tr("the app icon set"),
        "asset catalogs": tr("asset catalogs"),
    ]

    init(loaded: ProjectLoader.Loaded) {
        self.loaded = loaded
        warnings = loaded.warnings
    }

    /// A mixed project whose `main.m` starts the app has no Swift entry point: say that the
    /// entry point is Objective-C, rather than send the learner looking for a missing `@main`.
    static func objectiveCEntryPoint(_ diagnostics: [Diagnostic], foreign: [String]) -> [Diagnostic] {
        guard let main = foreign.first(where: { ["main.m", "main.mm", "main.c"].contains(($0 as NSString).lastPathComponent) }) else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard diagnostic.file == nil, diagnostic.message.hasPrefix("no entry point") else { return diagnostic }
            var explained = diagnostic
            explained.reword(tr("no entry point in Swift: this app starts in Objective-C (%@), and LifecycleLab compiles only a project's Swift files", main))
            return explained
        }
    }

    mutating func assemble() throws(BuildFailure) -> BuiltBundle {
        let project = loaded.project
        let target = project.target
        let root = project.root
        let layout = target.platform
        let settings = BuildSettings(target: target, projectName: project.name)
        let excluded: Set<String> = [target.infoPath ?? "", ProjectManifest.fileName]
        let collected = try ProjectFiles.collect(sources: target.sources, resources: target.resources, excluded: excluded, root: root)
        // Objective-C and C sources are code, not resources; LifecycleLab compiles Swift.
        let foreign = collected.filter { $0.role == .resource && ThirdPartyModules.foreignSourceExtensions.contains($0.path.pathExtension) }
        // Core Data models are compiled (momc), not copied: their files are the model's.
        let models = collected.filter { Self.modelFolder(of: $0.path) != nil }
        var modelSources: [ManagedObjectModelSource] = []
        for folder in Set(models.compactMap { Self.modelFolder(of: $0.path) }).sorted() {
            modelSources.append(try ManagedObjectModelSource.read(path: folder, root: root))
        }
        let items = collected.filter { item in !foreign.contains { $0.path == item.path } && !models.contains { $0.path == item.path } }
        if !foreign.isEmpty {
            let names = foreign.prefix(4).map(\.path).joined(separator: ", ") + (foreign.count > 4 ? ", …" : "")
            if !items.contains(where: { $0.role == .swift }) {
                throw BuildFailure(.error(nil, tr("this project's code is Objective-C (%@): LifecycleLab builds apps written in Swift", names)))
            }
            warnings.append(.warning(nil, tr("Objective-C and C files are not compiled (%@): LifecycleLab builds the Swift ones", names)))
        }

        // Nibs, asset catalogs, models, resources and Info.plist need nothing of the Swift: made
        // meanwhile, on a thread of their own, and added once the executable is compiled.
        let pending = PendingBundleResources(items: items, models: modelSources, loaded: loaded, settings: settings)
        let swift: (front: SwiftFrontEnd.Output, compiled: SwiftCompiler.Output, module: String)
        do { swift = try compileSwift(items: items, models: modelSources, foreign: foreign, settings: settings) } catch {
            _ = pending.value
            throw error
        }
        let (front, compiled, module) = swift
        let resources = pending.value
        for file in resources.files { try add(file.path, file.data, from: file.origin) }
        warnings += resources.warnings
        if let failure = resources.failure { throw failure }
        let info = resources.info

        let executableName = settings.value("EXECUTABLE_NAME") ?? target.name
        let linked = Set(SDKFrameworks.implicit(for: layout) + target.sdkFrameworks + front.imports.filter(SDKModules.frameworks.contains))
        var program = front.program
        program.entitlements = try Entitlements.read(settings: settings, root: root)
        let classTable = SimulatedExecutable(module: module, platform: layout, minimumOSVersion: target.deploymentTarget,
                                             linkedFrameworks: linked.sorted(), program: program)
        let executablePath = layout.executables + executableName
        try add(executablePath, Data(classTable.image(elf: [UInt8](compiled.executable))), from: "the executable")

        if SwiftRuntimeLibraries.needed(deploymentTarget: target.deploymentTarget, platform: layout) {
            for (path, data) in SwiftRuntimeLibraries.files(platform: layout) { try add(path, data, from: "the Swift runtime") }
        }
        if layout == .iOS {
            let identifier = info["CFBundleIdentifier"]?.string ?? ""
            try add(layout.provisioningProfile, ProvisioningProfile.data(bundleIdentifier: identifier, appName: target.name, platform: layout),
                    from: "the provisioning profile")
        }
        files[layout.codeResources] = CodeSignature.codeResources(for: files, layout: layout)

        return BuiltBundle(folderName: (settings.value("PRODUCT_NAME") ?? target.name) + ".app", layout: layout, files: files,
                           executablePath: executablePath, info: info, program: front.program,
                           storyboards: resources.storyboardNames.sorted(), assetCount: resources.assetCount)
    }

    /// The project's libraries, the front end and swiftc, in order: the executable and what made it.
    private mutating func compileSwift(items: [ProjectFiles.Item], models modelSources: [ManagedObjectModelSource],
                                       foreign: [ProjectFiles.Item], settings: BuildSettings)
        throws(BuildFailure) -> (front: SwiftFrontEnd.Output, compiled: SwiftCompiler.Output, module: String) {
        let target = loaded.project.target
        let root = loaded.project.root
        let layout = target.platform
        var sources = try ProjectFiles.swiftSources(of: items, root: root)
        for model in modelSources { sources += ManagedObjectClassGenerator.sources(for: model) }
        // The project's own frameworks, static libraries and package targets, before the app.
        var libraries = LibraryAssembler(root: root, layout: layout, deploymentTarget: target.deploymentTarget)
        do { try libraries.build(target.libraries) } catch {
            warnings += libraries.warnings
            throw error
        }
        warnings += libraries.warnings
        let front: SwiftFrontEnd.Output
        do { front = try SwiftFrontEnd.check(sources, ownModules: Set(target.libraries.map(\.module)), platform: layout) } catch {
            throw BuildFailure(Self.objectiveCEntryPoint(ThirdPartyModules.explain(error.diagnostics, root: root), foreign: foreign.map(\.path)))
        }
        warnings += front.warnings
        let module = settings.value("PRODUCT_MODULE_NAME") ?? target.name
        let compiled = try SwiftCompiler.standard().compile(sources, module: module, program: front.program, imports: front.imports,
                                                            swiftVersion: SwiftLanguageMode.mode(settings.value("SWIFT_VERSION")),
                                                            conditions: Self.compilationConditions(settings.value("SWIFT_ACTIVE_COMPILATION_CONDITIONS")),
                                                            libraries: libraries.compiled,
                                                            actionSenders: try actionSenders(items, sources: sources, root: root, parsed: front.trees),
                                                            parsed: front.trees)
        warnings += compiled.warnings
        for file in libraries.files { try add(file.path, file.data, from: file.origin) }
        return (front, compiled, module)
    }

    /// The `.xcdatamodeld` (or lone `.xcdatamodel`) folder a collected path belongs to.
    static func modelFolder(of path: String) -> String? {
        for suffix in [".xcdatamodeld", ".xcdatamodel"] {
            if let range = path.range(of: suffix + "/") { return String(path[..<range.lowerBound]) + suffix }
            if path.hasSuffix(suffix) { return path }
        }
        return nil
    }

    private func read(_ path: String, root: String) throws(BuildFailure) -> Data {
        guard let data = FileManager.default.contents(atPath: root + "/" + path) else {
            throw BuildFailure(.error(path, tr("cannot read the file")))
        }
        return data
    }

    /// Two inputs producing the same bundle file is an error, as Xcode's "Multiple commands produce".
    private mutating func add(_ path: String, _ data: Data, from origin: String) throws(BuildFailure) {
        if let first = origins[path] {
            // The error is placed at the project's file; a file the build makes is named in words.
            let (file, other) = Self.madeByTheBuild[origin] == nil ? (origin, first) : (first, origin)
            throw BuildFailure(.error(Self.madeByTheBuild[file] == nil ? file : nil,
                                      tr("would be copied to %@ in the bundle, where %@ already goes; rename one of them", path, Self.madeByTheBuild[other] ?? .verbatim(other))))
        }
        origins[path] = origin
        files[path] = data
    }

    /// The classes the project's storyboards and xibs connect actions from, read only when some
    /// source may have an action with an untyped sender (most projects have none: their nibs are
    /// read once, when they are compiled).
    private func actionSenders(_ items: [ProjectFiles.Item], sources: [SourceFile], root: String,
                               parsed: ParsedSources) throws(BuildFailure) -> InterfaceBuilderActionSenders? {
        guard sources.contains(where: { ($0.text.contains("@IBAction") || $0.text.contains("#selector"))
                                          && ($0.text.contains("AnyObject") || $0.text.contains(": Any")) }) else { return nil }
        var documents: [(file: String, data: Data, kind: InterfaceBuilderDocument.Kind)] = []
        for item in items where item.role == .storyboard || item.role == .xib {
            documents.append((item.path, try read(item.path, root: root), item.role == .storyboard ? .storyboard : .xib))
        }
        var senders = InterfaceBuilderActionSenders(documents: documents)
        CodeActionSenders.read(sources, into: &senders, parsed: parsed)
        return senders
    }

    /// The `#if` conditions of a Debug build: SWIFT_ACTIVE_COMPILATION_CONDITIONS, or `DEBUG`
    /// when the project sets none (what Xcode's templates and XcodeGen set for Debug).
    static func compilationConditions(_ setting: String?) -> [String] {
        guard let setting else { return ["DEBUG"] }
        return setting.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            .filter { !$0.isEmpty && !$0.hasPrefix("$(") && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
    }
}
