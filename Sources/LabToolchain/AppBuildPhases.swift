import BundleFormats
import Foundation
import LabCore

/// The app's build phases (`BuildPhases.app` gives their order).
extension BuildPhase where Product == BundleAssembler {
    /// SWIFT_VERSION is one Xcode still builds (Swift 3 is refused with Xcode's line).
    static var checkSwiftVersion: Self {
        Self("Check Swift Version") { build throws(BuildFailure) in
            try SwiftLanguageMode.check(build.target.settings["SWIFT_VERSION"], origin: Builder.settingsFile(of: build.project),
                                        target: build.target.name)
        }
    }

    /// The target's files by role; Objective-C and C sources set aside (LifecycleLab compiles
    /// Swift), Core Data models read.
    static var collectFiles: Self {
        Self("Collect Files") { build throws(BuildFailure) in
            let target = build.target
            let excluded: Set<String> = [target.infoPath ?? "", ProjectManifest.fileName]
            let collected = try ProjectFiles.collect(sources: target.sources, resources: target.resources, excluded: excluded, root: build.root)
            // Objective-C and C sources are code, not resources; LifecycleLab compiles Swift.
            let foreign = collected.filter { $0.role == .resource && ThirdPartyModules.foreignSourceExtensions.contains($0.path.pathExtension) }
            // Core Data models are compiled (momc), not copied: their files are the model's.
            let models = collected.filter { BundleAssembler.modelFolder(of: $0.path) != nil }
            for folder in Set(models.compactMap { BundleAssembler.modelFolder(of: $0.path) }).sorted() {
                build.models.append(try ManagedObjectModelSource.read(path: folder, root: build.root))
            }
            let items = collected.filter { item in !foreign.contains { $0.path == item.path } && !models.contains { $0.path == item.path } }
            build.items = items
            build.foreign = foreign
            if !foreign.isEmpty {
                let names = foreign.prefix(4).map(\.path).joined(separator: ", ") + (foreign.count > 4 ? ", …" : "")
                if !items.contains(where: { $0.role == .swift }) {
                    throw BuildFailure(.error(nil, tr("this project's code is Objective-C (%@): LifecycleLab builds apps written in Swift", names)))
                }
                build.warn([.warning(nil, tr("Objective-C and C files are not compiled (%@): LifecycleLab builds the Swift ones", names))])
            }
        }
    }

    /// `BuildPhases.resources`, started on a thread of their own.
    static var startResources: Self {
        Self("Start Resources") { build throws(BuildFailure) in
            build.pendingResources = PendingBundleResources(items: build.items, models: build.models, loaded: build.loaded, settings: build.settings)
        }
    }

    /// The Swift files, and the classes generated for the Core Data models' entities.
    static var readSwiftSources: Self {
        Self("Read Swift Sources") { build throws(BuildFailure) in
            build.sources = try ProjectFiles.swiftSources(of: build.items, root: build.root)
            for model in build.models { build.sources += ManagedObjectClassGenerator.sources(for: model) }
        }
    }

    /// The project's own frameworks, static libraries and package targets, before the app.
    static var buildLibraries: Self {
        Self("Build Libraries") { build throws(BuildFailure) in
            var libraries = LibraryAssembler(root: build.root, layout: build.layout, deploymentTarget: build.target.deploymentTarget)
            do throws(BuildFailure) { try libraries.build(build.target.libraries) } catch {
                build.warn(libraries.warnings)
                throw error
            }
            build.warn(libraries.warnings)
            build.libraries = libraries
        }
    }

    /// SwiftParser's checks: declarations, the entry point, near-miss warnings.
    static var checkSwift: Self {
        Self("Check Swift") { build throws(BuildFailure) in
            let front: SwiftFrontEnd.Output
            do throws(BuildFailure) { front = try SwiftFrontEnd.check(build.sources, ownModules: Set(build.target.libraries.map(\.module)), platform: build.layout) } catch {
                throw BuildFailure(BundleAssembler.objectiveCEntryPoint(ThirdPartyModules.explain(error.diagnostics, root: build.root),
                                                                        foreign: build.foreign.map(\.path)))
            }
            build.warn(front.warnings)
            build.front = front
        }
    }

    /// swiftc, against the simulated SDK and the project's libraries.
    static var compileSwift: Self {
        Self("Compile Swift Sources") { build throws(BuildFailure) in
            guard let front = build.front, let libraries = build.libraries else { preconditionFailure("checkSwift and buildLibraries come first") }
            let settings = build.settings
            let module = settings.value("PRODUCT_MODULE_NAME") ?? build.target.name
            let compiled = try SwiftCompiler.standard().compile(build.sources, module: module, program: front.program, imports: front.imports,
                                                                swiftVersion: SwiftLanguageMode.mode(settings.value("SWIFT_VERSION")),
                                                                conditions: BundleAssembler.compilationConditions(settings.value("SWIFT_ACTIVE_COMPILATION_CONDITIONS")),
                                                                libraries: libraries.compiled,
                                                                actionSenders: try build.actionSenders(parsed: front.trees),
                                                                parsed: front.trees)
            build.warn(compiled.warnings)
            build.executable = compiled.executable
            build.module = module
        }
    }

    /// The libraries' files: embedded frameworks and their resources.
    static var embedLibraries: Self {
        Self("Embed Libraries") { build throws(BuildFailure) in
            for file in build.libraries?.files ?? [] { try build.add(file.path, file.data, from: file.origin) }
        }
    }

    /// Waits for the resource phases and adds their files in the order they made them; their
    /// warnings, then their error if one stopped them.
    static var addResources: Self {
        Self("Copy Bundle Resources") { build throws(BuildFailure) in
            guard let resources = build.pendingResources?.value else { preconditionFailure("startResources comes first") }
            for file in resources.files { try build.add(file.path, file.data, from: file.origin) }
            build.warn(resources.warnings)
            if let failure = resources.failure { throw failure }
            build.resources = resources
        }
    }

    /// The executable: swiftc's ELF with the class table the device reads (the program, its
    /// linked frameworks and entitlements).
    static var linkExecutable: Self {
        Self("Link") { build throws(BuildFailure) in
            guard let front = build.front else { preconditionFailure("checkSwift comes first") }
            let target = build.target
            let layout = build.layout
            let executableName = build.settings.value("EXECUTABLE_NAME") ?? target.name
            let linked = Set(SDKFrameworks.implicit(for: layout) + target.sdkFrameworks + front.imports.filter(SDKModules.frameworks.contains))
            var program = front.program
            program.entitlements = try Entitlements.read(settings: build.settings, root: build.root)
            let classTable = SimulatedExecutable(module: build.module, platform: layout, minimumOSVersion: target.deploymentTarget,
                                                 linkedFrameworks: linked.sorted(), program: program)
            build.executablePath = layout.executables + executableName
            try build.add(build.executablePath, Data(classTable.image(elf: [UInt8](build.executable))), from: "the executable")
        }
    }

    /// The Swift runtime, for a deployment target older than the system's own.
    static var embedSwiftRuntime: Self {
        Self("Embed Swift Runtime") { build throws(BuildFailure) in
            guard SwiftRuntimeLibraries.needed(deploymentTarget: build.target.deploymentTarget, platform: build.layout) else { return }
            for (path, data) in SwiftRuntimeLibraries.files(platform: build.layout) { try build.add(path, data, from: "the Swift runtime") }
        }
    }

    /// An iPhone app's embedded.mobileprovision.
    static var embedProvisioningProfile: Self {
        Self("Embed Provisioning Profile") { build throws(BuildFailure) in
            guard build.layout == .iOS else { return }
            let identifier = build.resources?.info["CFBundleIdentifier"]?.string ?? ""
            try build.add(build.layout.provisioningProfile,
                          ProvisioningProfile.data(bundleIdentifier: identifier, appName: build.target.name, platform: build.layout),
                          from: "the provisioning profile")
        }
    }

    /// _CodeSignature/CodeResources, over every file before it.
    static var sign: Self {
        Self("Sign") { build throws(BuildFailure) in build.sign() }
    }
}

extension BundleAssembler {
    /// The classes the project's storyboards and xibs connect actions from, read only when some
    /// source may have an action with an untyped sender (most projects have none: their nibs are
    /// read once, when they are compiled).
    func actionSenders(parsed: ParsedSources) throws(BuildFailure) -> InterfaceBuilderActionSenders? {
        guard sources.contains(where: { ($0.text.contains("@IBAction") || $0.text.contains("#selector"))
                                          && ($0.text.contains("AnyObject") || $0.text.contains(": Any")) }) else { return nil }
        var documents: [(file: String, data: Data, kind: InterfaceBuilderDocument.Kind)] = []
        for item in items where item.role == .storyboard || item.role == .xib {
            documents.append((item.path, try BundleResources.read(item.path, root: root), item.role == .storyboard ? .storyboard : .xib))
        }
        var senders = InterfaceBuilderActionSenders(documents: documents)
        CodeActionSenders.read(sources, into: &senders, parsed: parsed)
        return senders
    }
}
