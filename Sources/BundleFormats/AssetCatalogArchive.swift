/// The simulated `Assets.car`: the compiled asset catalog, written by the build and described
/// by `bundle`/`cat`.
///
/// A real Assets.car is a BOM archive that `actool` writes and only CoreUI reads. LifecycleLab
/// writes a property list instead that says so in its first key. Layout (format 1):
/// ```
/// LifecycleLabAssetCatalog  string  names the format and says it is simulated
/// assets                    array   one dict per set, sorted by name:
///     name                  string  AppIcon, AccentColor, Logo
///     type                  string  icon (appiconset) | image (imageset) | color (colorset) | data (dataset)
///     renditions            array   dicts: file, idiom, scale?, size?, sha256, bytes (data)
///     color                 dict    colorset only: the first color's components as strings
/// ```
/// Images are stored as given (no resizing or recompression takes place).
public struct AssetCatalogArchive: Sendable, Equatable {
    public static let formatNote =
        "LifecycleLab simulated Assets.car, format 1: a property list standing in for actool's binary catalog"

    public struct Rendition: Sendable, Equatable {
        public var file: String
        public var idiom: String
        public var scale: String?
        public var size: String?
        public var sha256: String
        public var bytes: [UInt8]

        public init(file: String, idiom: String, scale: String?, size: String?, sha256: String, bytes: [UInt8]) {
            self.file = file
            self.idiom = idiom
            self.scale = scale
            self.size = size
            self.sha256 = sha256
            self.bytes = bytes
        }
    }

    public struct Asset: Sendable, Equatable {
        public var name: String
        /// `icon`, `image`, `color` or `data`.
        public var type: String
        public var renditions: [Rendition]
        public var color: [String: String]

        public init(name: String, type: String, renditions: [Rendition], color: [String: String] = [:]) {
            self.name = name
            self.type = type
            self.renditions = renditions
            self.color = color
        }
    }

    public var assets: [Asset]

    public init(assets: [Asset]) { self.assets = assets.sorted { $0.name < $1.name } }

    public var plist: PlistValue {
        .dictionary([
            "LifecycleLabAssetCatalog": .string(Self.formatNote),
            "assets": .array(assets.map { asset in
                var dict: [String: PlistValue] = [
                    "name": .string(asset.name),
                    "type": .string(asset.type),
                    "renditions": .array(asset.renditions.map(Self.plist(for:))),
                ]
                if !asset.color.isEmpty { dict["color"] = .dictionary(asset.color.mapValues(PlistValue.string)) }
                return .dictionary(dict)
            }),
        ])
    }

    private static func plist(for rendition: Rendition) -> PlistValue {
        var dict: [String: PlistValue] = [
            "file": .string(rendition.file), "idiom": .string(rendition.idiom),
            "sha256": .string(rendition.sha256), "bytes": .data(rendition.bytes),
        ]
        if let scale = rendition.scale { dict["scale"] = .string(scale) }
        if let size = rendition.size { dict["size"] = .string(size) }
        return .dictionary(dict)
    }

    public init(plist value: PlistValue) throws(DamagedArchive) {
        guard let dict = value.dictionary, dict["LifecycleLabAssetCatalog"] != nil,
              let entries = dict["assets"]?.array else {
            throw DamagedArchive(.notAnAssetCatalog)
        }
        var assets: [Asset] = []
        for entry in entries {
            guard let fields = entry.dictionary, let name = fields["name"]?.string, let type = fields["type"]?.string else {
                throw DamagedArchive(.assetIncomplete)
            }
            let renditions = (fields["renditions"]?.array ?? []).compactMap { item -> Rendition? in
                guard let r = item.dictionary, let file = r["file"]?.string else { return nil }
                var bytes: [UInt8] = []
                if case let .data(data)? = r["bytes"] { bytes = data }
                return Rendition(file: file, idiom: r["idiom"]?.string ?? "universal", scale: r["scale"]?.string,
                                 size: r["size"]?.string, sha256: r["sha256"]?.string ?? "", bytes: bytes)
            }
            assets.append(Asset(name: name, type: type, renditions: renditions,
                                color: (fields["color"]?.dictionary ?? [:]).compactMapValues(\.string)))
        }
        self.init(assets: assets)
    }
}
