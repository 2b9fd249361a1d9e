import BundleFormats
import Foundation
import LabCore

/// The bundle's files that do not come from Swift — compiled storyboards and xibs, Core Data
/// models, the asset catalog and app icons, copied resources, Info.plist and PkgInfo — made
/// from the project's files alone by `BuildPhases.resources`. `BundleAssembler` makes them on a
/// thread of their own while swiftc compiles the app, then adds them in the order made here, so
/// a clash between two files, an error and the warnings read as when Xcode's phases run one
/// after another.
struct BundleResources {
    struct File {
        var path: String
        var data: Data
        var origin: String
    }

    let items: [ProjectFiles.Item]
    let models: [ManagedObjectModelSource]
    let loaded: ProjectLoader.Loaded
    let settings: BuildSettings

    /// In the order the phases made them; those made before a failure come first.
    private(set) var files: [File] = []
    var storyboardNames: [String] = []
    var assetCount = 0
    /// `compileAssetCatalogs`: the app icon set's files, for `copyAppIcons` and Info.plist.
    var icons = AppIconFiles()
    var info: [String: PlistValue] = [:]
    var warnings: [Diagnostic] = []
    /// The error that stopped the phases, thrown once the files before it are added.
    private(set) var failure: BuildFailure?

    init(items: [ProjectFiles.Item], models: [ManagedObjectModelSource], loaded: ProjectLoader.Loaded, settings: BuildSettings) {
        self.items = items
        self.models = models
        self.loaded = loaded
        self.settings = settings
        do {
            for phase in BuildPhases.resources { try phase.work(&self) }
        } catch {
            failure = error
        }
    }

    var root: String { loaded.project.root }
    var layout: BundleLayout { loaded.project.target.platform }

    mutating func add(_ path: String, _ data: Data, from origin: String) {
        files.append(File(path: path, data: data, origin: origin))
    }

    static func read(_ path: String, root: String) throws(BuildFailure) -> Data {
        guard let data = FileManager.default.contents(atPath: root + "/" + path) else {
            throw BuildFailure(.error(path, tr("cannot read the file")))
        }
        return data
    }
}

/// The resource phases (`BuildPhases.resources` gives their order).
extension BuildPhase where Product == BundleResources {
    /// Storyboards into `NAME.storyboardc` folders of nibs.
    static var compileStoryboards: Self {
        Self("Compile Storyboards") { made throws(BuildFailure) in
            for item in made.items where item.role == .storyboard {
                let (_, compiled) = try StoryboardCompiler.compile(file: item.path, data: try BundleResources.read(item.path, root: made.root))
                let folder = made.layout.resources + item.destination.folderPrefix + item.destination.baseName + ".storyboardc/"
                for (name, data) in compiled { made.add(folder + name, data, from: item.path) }
                made.storyboardNames.append(item.destination.baseName)
            }
        }
    }

    /// Xibs into nibs.
    static var compileXibs: Self {
        Self("Compile XIBs") { made throws(BuildFailure) in
            for item in made.items where item.role == .xib {
                let (_, data) = try XibCompiler.compile(file: item.path, data: try BundleResources.read(item.path, root: made.root))
                made.add(made.layout.resources + item.destination.folderPrefix + item.destination.baseName + ".nib", data, from: item.path)
            }
        }
    }

    /// Core Data models into `.momd` folders (momc).
    static var compileDataModels: Self {
        Self("Compile Data Models") { made throws(BuildFailure) in
            for model in made.models {
                for (path, data) in ManagedObjectModelCompiler.compile(model) { made.add(made.layout.resources + path, Data(data), from: model.path) }
            }
        }
    }

    /// Asset catalogs into `Assets.car` (actool); the app icon set is kept for the next phases.
    static var compileAssetCatalogs: Self {
        Self("Compile Asset Catalogs") { made throws(BuildFailure) in
            var catalog = AssetCatalogCompiler(root: made.root, appIconName: made.settings.value("ASSETCATALOG_COMPILER_APPICON_NAME") ?? "AppIcon")
            for item in made.items where item.role == .assetCatalog { try catalog.add(catalog: item.path) }
            made.warnings += catalog.diagnostics
            made.assetCount = catalog.assets.count
            if let archive = catalog.archive {
                made.add(made.layout.resources + "Assets.car", PlistWriter.xml(archive.plist), from: "asset catalogs")
            }
            made.icons = catalog.icons
        }
    }

    /// The app icon's files at the bundle's top, as an iPhone app carries them.
    static var copyAppIcons: Self {
        Self("Copy App Icons") { made throws(BuildFailure) in
            if !(made.settings.value("TARGETED_DEVICE_FAMILY") ?? "1").split(separator: ",").contains("2") {
                // An iPhone-only app carries no iPad icons.
                made.icons.iPadFiles = []
                made.icons.files = made.icons.files.filter { !$0.key.hasSuffix("~ipad.png") }
            }
            if made.layout == .iOS {
                for (name, data) in made.icons.files { made.add(name, data, from: "the app icon set") }
            }
        }
    }

    /// The project's other resources, copied as they are.
    static var copyResources: Self {
        Self("Copy Resources") { made throws(BuildFailure) in
            for item in made.items where item.role == .resource {
                made.add(made.layout.resources + item.destination, try BundleResources.read(item.path, root: made.root), from: item.path)
            }
        }
    }

    /// Info.plist: the project's, with build settings expanded and the keys Xcode adds.
    static var processInfoPlist: Self {
        Self("Process Info.plist") { made throws(BuildFailure) in
            let target = made.loaded.project.target
            var processor = InfoPlistProcessor(settings: made.settings, platform: made.layout)
            made.info = try processor.process(infoPath: target.infoPath, root: made.root, properties: made.loaded.infoProperties, icons: made.icons)
            made.warnings += processor.diagnostics
            made.add(made.layout.infoPlist, PlistWriter.xml(.dictionary(made.info)), from: target.infoPath ?? "Info.plist")
        }
    }

    /// PkgInfo: the bundle's type and creator.
    static var writePkgInfo: Self {
        Self("Write PkgInfo") { made throws(BuildFailure) in
            made.add(made.layout.pkgInfo, Data("APPL????".utf8), from: "PkgInfo")
        }
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
