import BundleFormats
import Foundation
import LabCore

/// The app icon files an asset catalog produces, for the top of the bundle and Info.plist.
struct AppIconFiles: Sendable, Equatable {
    /// The icon set's name (`AppIcon`), when the catalog has it.
    var setName: String?
    /// `CFBundleIconFiles` for iPhone (`AppIcon60x60`) and iPad (`AppIcon76x76`).
    var iPhoneFiles: [String] = []
    var iPadFiles: [String] = []
    var macFiles: [String] = []
    /// Files copied to the top of the bundle (`AppIcon60x60@2x.png`).
    var files: [String: Data] = [:]
}

/// `actool` in miniature: reads `*.xcassets` folders (app icon sets, image sets with 1x/2x/3x,
/// color sets, data sets) and produces the simulated `Assets.car` plus the app icon files.
struct AssetCatalogCompiler {
    var root: String
    var appIconName: String
    var diagnostics: [Diagnostic] = []
    private(set) var assets: [AssetCatalogArchive.Asset] = []
    private(set) var icons = AppIconFiles()

    init(root: String, appIconName: String) {
        self.root = root
        self.appIconName = appIconName
    }

    /// Adds the catalog at `catalog` (project-relative `Assets.xcassets`).
    mutating func add(catalog: String) throws(BuildFailure) {
        if FileManager.default.fileExists(atPath: root + "/" + catalog + "/Contents.json") {
            _ = try AssetJSON.read(catalog + "/Contents.json", root: root)
        }
        try addFolder(catalog)
    }

    /// Adds the sets of `folder`; `namespace` prefixes their names (`music/`) inside a folder
    /// whose Contents.json says `"provides-namespace": true`, as actool names them.
    private mutating func addFolder(_ folder: String, namespace: String = "") throws(BuildFailure) {
        for entry in try ProjectFiles.entries(of: folder, root: root) {
            let path = folder + "/" + entry
            switch entry.pathExtension {
            case "appiconset", "imageset", "colorset", "dataset": try addSet(path, namespace: namespace)
            case "":
                guard ProjectFiles.isFolder(path, root: root) else { continue }
                var inner = namespace
                if FileManager.default.fileExists(atPath: root + "/" + path + "/Contents.json"),
                   case let json = try AssetJSON.read(path + "/Contents.json", root: root),
                   let properties = json.object["properties"] as? [String: Any], let provides = properties["provides-namespace"] {
                    guard PushPayload.isBoolean(provides) else {
                        throw BuildFailure(.error(path + "/Contents.json", line: json.line(of: "provides-namespace"), tr("\"provides-namespace\" must be true or false")))
                    }
                    if provides as? Bool == true { inner += entry + "/" }
                }
                try addFolder(path, namespace: inner)
            case "json" where entry == "Contents.json": continue
            default:
                if ProjectFiles.isFolder(path, root: root) {
                    diagnostics.append(.warning(path, tr("%@ sets are not supported by LifecycleLab and are left out of Assets.car", entry.pathExtension)))
                }
            }
        }
    }

    private mutating func addSet(_ set: String, namespace: String) throws(BuildFailure) {
        let contents = set + "/Contents.json"
        guard FileManager.default.fileExists(atPath: root + "/" + contents) else {
            throw BuildFailure(.error(contents, tr("the set has no Contents.json; every asset set needs one")))
        }
        let json = try AssetJSON.read(contents, root: root)
        let name = namespace + set.fileName.baseName
        let kind = set.pathExtension
        let listKey = kind == "colorset" ? "colors" : kind == "dataset" ? "data" : "images"
        guard let entries = (json.object[listKey] ?? []) as? [[String: Any]] else {
            throw BuildFailure(.error(contents, line: json.line(of: "\"\(listKey)\""), tr("\"%@\" must be an array of objects", listKey)))
        }
        for entry in entries {
            if let problem = AssetEntryCheck.problem(in: entry, kind: kind) {
                throw BuildFailure(.error(contents, line: json.line(of: problem.near), problem.message))
            }
        }
        var renditions: [AssetCatalogArchive.Rendition] = []
        for entry in entries {
            guard let filename = entry["filename"] as? String else { continue }
            let file = set + "/" + filename
            let full: String
            do { full = try ContainedPath.resolve(filename, inside: root + "/" + set) } catch {
                throw BuildFailure(.error(contents, line: json.line(of: filename), error.buildWording))
            }
            guard let bytes = FileManager.default.contents(atPath: full) else {
                throw BuildFailure(.error(contents, line: json.line(of: filename), tr("\"%@\" is named here but is not in %@", filename, set.fileName)))
            }
            let digest = Digest.sha256(bytes).map { String(format: "%02x", $0) }.joined()
            let rendition = AssetCatalogArchive.Rendition(file: filename, idiom: entry["idiom"] as? String ?? "universal",
                                                          scale: entry["scale"] as? String, size: entry["size"] as? String,
                                                          sha256: digest, bytes: [UInt8](bytes))
            renditions.append(rendition)
            if kind == "appiconset", name == appIconName { addIcon(rendition, data: bytes, file: file) }
        }
        var color: [String: String] = [:]
        if kind == "colorset", let first = entries.first?["color"] as? [String: Any] {
            if let space = first["color-space"] as? String { color["color-space"] = space }
            for (key, value) in first["components"] as? [String: Any] ?? [:] { color[key] = "\(value)" }
        }
        let type = ["appiconset": "icon", "imageset": "image", "colorset": "color", "dataset": "data"][kind]!
        if assets.contains(where: { $0.name == name }) {
            diagnostics.append(.warning(set, tr("another asset is already named %@; this one is left out", name)))
            return
        }
        assets.append(.init(name: name, type: type, renditions: renditions, color: color))
        if kind == "appiconset", name == appIconName { icons.setName = name }
    }

    /// Xcode copies the icons the system shows to the top of the bundle, named
    /// `AppIcon60x60@2x.png`; a single-size 1024 pt icon stands in for the iPhone and iPad sizes
    /// (copied as is: LifecycleLab does not resize images).
    private mutating func addIcon(_ rendition: AssetCatalogArchive.Rendition, data: Data, file: String) {
        let scale = rendition.scale ?? "1x"
        let suffix = scale == "1x" ? "" : "@\(scale)"
        func add(_ base: String, fileSuffix: String, to list: WritableKeyPath<AppIconFiles, [String]>) {
            if !icons[keyPath: list].contains(base) { icons[keyPath: list].append(base) }
            icons.files[base + suffix + fileSuffix + ".png"] = data
        }
        switch (rendition.idiom, rendition.size) {
        case ("iphone", let size?): add("\(appIconName)\(size)", fileSuffix: "", to: \.iPhoneFiles)
        case ("ipad", let size?): add("\(appIconName)\(size)", fileSuffix: "~ipad", to: \.iPadFiles)
        case ("universal", "1024x1024"?):
            icons.files["\(appIconName)60x60@2x.png"] = data
            icons.files["\(appIconName)76x76@2x~ipad.png"] = data
            if !icons.iPhoneFiles.contains("\(appIconName)60x60") { icons.iPhoneFiles.append("\(appIconName)60x60") }
            if !icons.iPadFiles.contains("\(appIconName)76x76") { icons.iPadFiles.append("\(appIconName)76x76") }
        case ("mac", _): if !icons.macFiles.contains(appIconName) { icons.macFiles.append(appIconName) }
        default: break
        }
    }

    /// The compiled catalog, or nil when the project has no assets.
    var archive: AssetCatalogArchive? { assets.isEmpty ? nil : AssetCatalogArchive(assets: assets) }
}
