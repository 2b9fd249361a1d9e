import BundleFormats
import Foundation

/// `NSDataAsset(name:)` and `UIColor(named:)` as UIKit looks: a data or colour set of the
/// bundle's `Assets.car`, by its full name (`music/theme` inside a folder that provides a namespace).
extension AppBundle {
    /// The data set's bytes (its first rendition) and the name it was found under (one
    /// differing only in case is found, as on the Mac's file system); nil when there is none.
    public func dataAsset(named name: String) -> (bytes: [UInt8], foundName: String)? {
        guard let path, let data = FileManager.default.contents(atPath: path + "/" + layout.resources + "Assets.car"),
              let catalog = try? AssetCatalogArchive(plist: PlistReader.read(data)) else { return nil }
        let sets = catalog.assets.filter { $0.type == "data" }
        guard let found = Self.matchingCase(name, among: sets.map(\.name)),
              let asset = sets.first(where: { $0.name == found }), let rendition = asset.renditions.first else { return nil }
        return (rendition.bytes, found)
    }

    /// A colour set's red, green, blue and alpha (0…1) as its Contents.json gives them —
    /// floating point (`"0.500"`), 8-bit (`"128"`) or hex (`"0x80"`) — and the name it was
    /// found under; nil when there is no such colour set or it names a system colour.
    public func colorAsset(named name: String) -> (rgba: [Double], foundName: String)? {
        guard let path, let data = FileManager.default.contents(atPath: path + "/" + layout.resources + "Assets.car"),
              let catalog = try? AssetCatalogArchive(plist: PlistReader.read(data)) else { return nil }
        let sets = catalog.assets.filter { $0.type == "color" }
        guard let found = Self.matchingCase(name, among: sets.map(\.name)),
              let asset = sets.first(where: { $0.name == found }) else { return nil }
        var rgba: [Double] = []
        for key in ["red", "green", "blue", "alpha"] {
            guard let text = asset.color[key]?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) {
                rgba.append(Double(byte) / 255)
            } else if text.contains("."), let value = Double(text) {
                rgba.append(value)
            } else if let byte = Int(text) {
                rgba.append(key == "alpha" ? Double(min(byte, 1)) : Double(byte) / 255)
            } else {
                return nil
            }
        }
        return (rgba, found)
    }
}
