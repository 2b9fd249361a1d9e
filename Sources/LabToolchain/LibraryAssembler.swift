import BundleFormats
import Foundation
import LabCore

/// Builds the project's own library targets before the app, as Xcode does: each compiled as a
/// Swift module against the simulated SDK and the libraries before it, then placed as Xcode
/// places it — a framework as `Frameworks/NAME.framework/` (its binary, Info.plist, compiled
/// nibs, storyboards and asset catalog, its own `_CodeSignature`), a static library linked into
/// the executable and nothing in the bundle, a package target linked in with its resources in
/// `PACKAGE_TARGET.bundle` (what `Bundle.module` opens).
struct LibraryAssembler {
    var root: String
    var layout: BundleLayout
    var deploymentTarget: String
    private(set) var warnings: [Diagnostic] = []
    private(set) var compiled: [CompiledLibrary] = []
    /// Files to add to the app's bundle, by bundle path, with where each came from.
    private(set) var files: [(path: String, data: Data, origin: String)] = []

    init(root: String, layout: BundleLayout, deploymentTarget: String) {
        self.root = root
        self.layout = layout
        self.deploymentTarget = deploymentTarget
    }

    mutating func build(_ libraries: [LibraryTarget]) throws(BuildFailure) {
        for library in libraries { try build(library) }
    }

    private mutating func build(_ library: LibraryTarget) throws(BuildFailure) {
        let excluded: Set<String> = [library.infoPath ?? ""]
        let items = try ProjectFiles.collect(sources: library.files, resources: library.resources, excluded: excluded, root: root)
        var sources = try ProjectFiles.swiftSources(of: items, root: root)
        if let bundleName = library.resourceBundle {
            sources.append(SourceFile(path: ".lab-generated/\(library.module)/resource_bundle_accessor.swift",
                                      text: Self.resourceAccessor(bundle: bundleName + ".bundle")))
        }
        guard !sources.isEmpty else {
            throw BuildFailure(.error(nil, tr("%@ (module %@) has no Swift files to build: LifecycleLab builds Swift", library.origin, library.module)))
        }
        let known = Set(compiled.map(\.module))
        let front: SwiftFrontEnd.Output
        do { front = try SwiftFrontEnd.check(sources, ownModules: known, library: true) } catch {
            throw BuildFailure(ThirdPartyModules.explain(error.diagnostics, root: root))
        }
        var ownWarnings = front.warnings
        let dependencies = compiled.filter { library.dependencies.contains($0.module) || front.imports.contains($0.module) }
        let (built, compileWarnings) = try SwiftCompiler.standard().compileLibrary(sources, library: library, program: front.program,
                                                                                   imports: front.imports, dependencies: dependencies,
                                                                                   parsed: front.trees)
        ownWarnings += compileWarnings
        let counted = ownWarnings.filter { $0.severity == .warning }.count
        if library.countsWarnings, counted > 0 {
            warnings.append(Diagnostic(file: nil, severity: .note,
                                       text: counted == 1 ? tr("%@: 1 warning in its own code, not shown", library.origin)
                                           : tr("%@: %d warnings in its own code, not shown", library.origin, counted)))
        } else {
            warnings += ownWarnings
        }
        compiled.append(built)

        switch library.kind {
        case .staticLibrary: return  // linked into the executable; Xcode copies no static library's resources
        case .framework:
            let folder = layout.frameworks + library.module + ".framework/"
            var own: [String: Data] = [library.module: built.binary]
            try addResources(items, to: &own, origin: library.origin)
            var settings = library.settings
            settings["TARGET_NAME"] = settings["TARGET_NAME"] ?? library.module
            settings["PRODUCT_BUNDLE_PACKAGE_TYPE"] = "FMWK"
            settings["EXECUTABLE_NAME"] = library.module
            settings["WRAPPER_EXTENSION"] = "framework"
            settings["GENERATE_INFOPLIST_FILE"] = library.infoPath == nil ? "YES" : settings["GENERATE_INFOPLIST_FILE"]
            let target = Project.Target(name: library.module, platform: layout, deploymentTarget: deploymentTarget,
                                        infoPath: library.infoPath, settings: settings.compactMapValues { $0 })
            var processor = InfoPlistProcessor(settings: BuildSettings(target: target, projectName: library.module), platform: layout)
            var info = try processor.process(infoPath: library.infoPath, root: root, properties: [:], icons: AppIconFiles())
            info["CFBundlePackageType"] = .string("FMWK")
            info["CFBundleExecutable"] = .string(library.module)
            for key in ["UILaunchStoryboardName", "UIApplicationSceneManifest", "LSRequiresIPhoneOS", "UIRequiredDeviceCapabilities"] {
                info[key] = nil
            }
            warnings += processor.diagnostics
            own["Info.plist"] = PlistWriter.xml(.dictionary(info))
            own["_CodeSignature/CodeResources"] = CodeSignature.codeResources(for: own, layout: .iOS)
            for (path, data) in own.sorted(by: { $0.key < $1.key }) { files.append((folder + path, data, library.origin)) }
        case .packageTarget:
            guard let bundleName = library.resourceBundle else { return }
            var own: [String: Data] = [:]
            try addResources(items, to: &own, origin: library.origin)
            own["Info.plist"] = PlistWriter.xml(.dictionary([
                "CFBundleDevelopmentRegion": .string("en"),
                "CFBundleIdentifier": .string(bundleName.replacingOccurrences(of: "_", with: "-") + ".resources"),
                "CFBundleInfoDictionaryVersion": .string("6.0"),
                "CFBundleName": .string(bundleName),
                "CFBundlePackageType": .string("BNDL"),
            ]))
            for (path, data) in own.sorted(by: { $0.key < $1.key }) {
                files.append((layout.resources + bundleName + ".bundle/" + path, data, library.origin))
            }
        }
    }

    /// A library's nibs, storyboards, asset catalog and copied files, by path inside its bundle.
    private mutating func addResources(_ items: [ProjectFiles.Item], to own: inout [String: Data], origin: String) throws(BuildFailure) {
        for item in items where item.role == .storyboard {
            let (_, compiled) = try StoryboardCompiler.compile(file: item.path, data: try read(item.path))
            let folder = item.destination.folderPrefix + item.destination.baseName + ".storyboardc/"
            for (name, data) in compiled { own[folder + name] = data }
        }
        for item in items where item.role == .xib {
            let (_, data) = try XibCompiler.compile(file: item.path, data: try read(item.path))
            own[item.destination.folderPrefix + item.destination.baseName + ".nib"] = data
        }
        var catalog = AssetCatalogCompiler(root: root, appIconName: "")
        for item in items where item.role == .assetCatalog { try catalog.add(catalog: item.path) }
        warnings += catalog.diagnostics
        if let archive = catalog.archive { own["Assets.car"] = PlistWriter.xml(archive.plist) }
        for item in items where item.role == .resource {
            guard own[item.destination] == nil else {
                throw BuildFailure(.error(item.path, tr("would be copied to %@ in %@'s bundle, where another file already goes; rename one of them", item.destination, origin)))
            }
            own[item.destination] = try read(item.path)
        }
    }

    private func read(_ path: String) throws(BuildFailure) -> Data {
        guard let data = FileManager.default.contents(atPath: root + "/" + path) else {
            throw BuildFailure(.error(path, tr("cannot read the file")))
        }
        return data
    }

    /// `Bundle.module` for a package target with resources, as SwiftPM generates it: the
    /// target's resource bundle inside the app's bundle.
    static func resourceAccessor(bundle: String) -> String {
        """
        import Foundation

        extension Foundation.Bundle {
            /// The resource bundle of this package target.
            static let module: Bundle = {
                let path = Bundle.main.bundlePath + "/\(bundle)"
                guard let bundle = Bundle(path: path) else { fatalError("could not load resource bundle: from \\(path)") }
                return bundle
            }()
        }

        """
    }
}
