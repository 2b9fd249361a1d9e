import Foundation

/// `UIImage(named:)` as UIKit looks: an image or icon set in `Assets.car`, else an image file
/// in the bundle's resources (`name.png`, `name@2x.png`, `name@3x.png`, `name.jpg`).
extension AppBundle {
    public func hasImage(named name: String) -> Bool { imageName(matching: name) != nil }

    /// The name the image is found under: `name`, or one differing from it only in case, as
    /// the Mac's file system (and so the Simulator) finds it (`AppBundle.matchingCase`); nil
    /// when there is none.
    public func imageName(matching name: String) -> String? {
        guard let path else { return nil }
        let resources = path + "/" + layout.resources
        if let data = FileManager.default.contents(atPath: resources + "Assets.car"),
           let catalog = try? AssetCatalogArchive(plist: PlistReader.read(data)) {
            let names = catalog.assets.filter { $0.type == "image" || $0.type == "icon" }.map(\.name)
            if let found = Self.matchingCase(name, among: names) { return found }
        }
        let base = name.hasSuffix(".png") || name.hasSuffix(".jpg") ? String(name.dropLast(4)) : name
        let files = (try? FileManager.default.contentsOfDirectory(atPath: resources)) ?? []
        for suffix in ["", "@2x", "@3x"] {
            for ext in ["png", "jpg"] {
                if let found = Self.matchingCase(base + suffix + "." + ext, among: files) {
                    return found == base + suffix + "." + ext ? name : String(found.dropLast(suffix.count + 4))
                }
            }
        }
        return nil
    }
}
