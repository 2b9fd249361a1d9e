import Foundation

/// `UIImage(named:)` as UIKit looks: an image or icon set in `Assets.car`, else an image file
/// in the bundle's resources (`name.png`, `name@2x.png`, `name@3x.png`, `name.jpg`).
extension AppBundle {
    public func hasImage(named name: String) -> Bool {
        guard let path else { return false }
        let resources = path + "/" + layout.resources
        if let data = FileManager.default.contents(atPath: resources + "Assets.car"),
           let catalog = try? AssetCatalogArchive(plist: PlistReader.read(data)),
           catalog.assets.contains(where: { $0.name == name && ($0.type == "image" || $0.type == "icon") }) {
            return true
        }
        let base = name.hasSuffix(".png") || name.hasSuffix(".jpg") ? String(name.dropLast(4)) : name
        for suffix in ["", "@2x", "@3x"] {
            for ext in ["png", "jpg"] where FileManager.default.fileExists(atPath: resources + base + suffix + "." + ext) {
                return true
            }
        }
        return false
    }
}
