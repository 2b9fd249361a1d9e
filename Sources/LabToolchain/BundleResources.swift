import Foundation
import LabCore

/// The bundle's files that do not come from Swift — compiled storyboards and xibs, Core Data
/// models, the asset catalog and app icons, copied resources, Info.plist and PkgInfo — made
/// from the project's files alone. `BundleAssembler` makes them on a thread of their own while
/// swiftc compiles the app, then adds them in the order made here, so a clash between two
/// files, an error and the warnings read as when Xcode's phases run one after another.
struct BundleResources {
    struct File {
        var path: String
        var data: Data
        var origin: String
    }

    /// In the order the phases made them; those made before a failure come first.
    private(set) var files: [File] = []
    private(set) var storyboardNames: [String] = []
    private(set) var assetCount = 0
    private(set) var info: [String: PlistValue] = [:]
    private(set) var warnings: [Diagnostic] = []
    /// The error that stopped the phases, thrown once the files before it are added.
    private(set) var failure: BuildFailure?

    init(items: [ProjectFiles.Item], models: [ManagedObjectModelSource], loaded: ProjectLoader.Loaded, settings: BuildSettings) {
        do { try make(items: items, models: models, loaded: loaded, settings: settings) } catch { failure = error }
    }

    private mutating func make(items: [ProjectFiles.Item], models: [ManagedObjectModelSource], loaded: ProjectLoader.Loaded,
                               settings: BuildSettings) throws(BuildFailure) {
        let target = loaded.project.target
        let root = loaded.project.root
        let layout = target.platform
        for item in items where item.role == .storyboard {
            let (_, compiled) = try StoryboardCompiler.compile(file: item.path, data: try Self.read(item.path, root: root))
            let folder = layout.resources + item.destination.folderPrefix + item.destination.baseName + ".storyboardc/"
            for (name, data) in compiled { add(folder + name, data, from: item.path) }
            storyboardNames.append(item.destination.baseName)
        }
        for item in items where item.role == .xib {
            let (_, data) = try XibCompiler.compile(file: item.path, data: try Self.read(item.path, root: root))
            add(layout.resources + item.destination.folderPrefix + item.destination.baseName + ".nib", data, from: item.path)
        }
        for model in models {
            for (path, data) in ManagedObjectModelCompiler.compile(model) { add(layout.resources + path, Data(data), from: model.path) }
        }
        var catalog = AssetCatalogCompiler(root: root, appIconName: settings.value("ASSETCATALOG_COMPILER_APPICON_NAME") ?? "AppIcon")
        for item in items where item.role == .assetCatalog { try catalog.add(catalog: item.path) }
        warnings += catalog.diagnostics
        assetCount = catalog.assets.count
        if let archive = catalog.archive {
            add(layout.resources + "Assets.car", PlistWriter.xml(archive.plist), from: "asset catalogs")
        }
        var icons = catalog.icons
        if !(settings.value("TARGETED_DEVICE_FAMILY") ?? "1").split(separator: ",").contains("2") {
            // An iPhone-only app carries no iPad icons.
            icons.iPadFiles = []
            icons.files = icons.files.filter { !$0.key.hasSuffix("~ipad.png") }
        }
        if layout == .iOS {
            for (name, data) in icons.files { add(name, data, from: "the app icon set") }
        }
        for item in items where item.role == .resource {
            add(layout.resources + item.destination, try Self.read(item.path, root: root), from: item.path)
        }

        var processor = InfoPlistProcessor(settings: settings, platform: layout)
        info = try processor.process(infoPath: target.infoPath, root: root, properties: loaded.infoProperties, icons: icons)
        warnings += processor.diagnostics
        add(layout.infoPlist, PlistWriter.xml(.dictionary(info)), from: target.infoPath ?? "Info.plist")
        add(layout.pkgInfo, Data("APPL????".utf8), from: "PkgInfo")
    }

    private mutating func add(_ path: String, _ data: Data, from origin: String) {
        files.append(File(path: path, data: data, origin: origin))
    }

    static func read(_ path: String, root: String) throws(BuildFailure) -> Data {
        guard let data = FileManager.default.contents(atPath: root + "/" + path) else {
            throw BuildFailure(.error(path, tr("cannot read the file")))
        }
        return data
    }
}

/// `BundleResources` made on another thread: started at once, waited for by `value`.
final class PendingBundleResources: @unchecked Sendable {
    private var result: BundleResources?
    private let done = DispatchSemaphore(value: 0)

    init(items: [ProjectFiles.Item], models: [ManagedObjectModelSource], loaded: ProjectLoader.Loaded, settings: BuildSettings) {
        let thread = Thread { [self] in
            result = BundleResources(items: items, models: models, loaded: loaded, settings: settings)
            done.signal()
        }
        thread.start()
    }

    /// Waits for the thread (once; later calls return at once).
    var value: BundleResources {
        if !waited {
            done.wait()
            waited = true
        }
        return result!
    }

    /// Read and written only by the thread that waits.
    private var waited = false
}
