import Foundation

/// `NSDataAsset(name:)` as UIKit looks: a data set of the bundle's `Assets.car`, by its full
/// name (`music/theme` inside a folder that provides a namespace).
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
}
