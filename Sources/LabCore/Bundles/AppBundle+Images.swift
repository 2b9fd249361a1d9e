import Foundation

/// `UIImage(named:)` as UIKit looks: an image or icon set in `Assets.car`, else an image file
/// in the bundle's resources (`name.png`, `name@2x.png`, `name@3x.png`, `name.jpg`).
extension AppBundle {
    public func hasImage(named name: String) -> Bool {
        imageFile(named: name) != nil
    }

    /// The bytes of the image `UIImage(named:)` loads on the simulated iPhone (a 3× screen):
    /// the @3x rendition or file, else @2x, else 1x, and the scale it was made for.
    /// `inBundleAt` names a bundle inside this one (a framework's, a package's resource
    /// bundle: `UIImage(named:in:compatibleWith:)`), whose files sit at its top.
    public func imageFile(named name: String, inBundleAt inner: String? = nil) -> (bytes: [UInt8], scale: Int)? {
        guard let path else { return nil }
        var resources = path + "/" + layout.resources
        if let inner {
            let standard = (inner as NSString).standardizingPath
            guard standard.hasPrefix(path + "/") else { return nil }
            resources = standard + "/"
        }
        if let data = FileManager.default.contents(atPath: resources + "Assets.car"),
           let catalog = try? AssetCatalogArchive(plist: PlistReader.read(data)),
           let asset = catalog.assets.first(where: { $0.name == name && ($0.type == "image" || $0.type == "icon") }) {
            let scaled = asset.renditions.map { rendition in (rendition, Int(rendition.scale?.dropLast() ?? "1") ?? 1) }
            for wanted in [3, 2, 1] {
                if let found = scaled.first(where: { $0.1 == wanted && !$0.0.bytes.isEmpty }) { return (found.0.bytes, wanted) }
            }
            // A set without a usable rendition is still an image (its size unknown).
            return ([], 1)
        }
        let base = name.hasSuffix(".png") || name.hasSuffix(".jpg") ? String(name.dropLast(4)) : name
        for (suffix, scale) in [("@3x", 3), ("@2x", 2), ("", 1)] {
            for ext in ["png", "jpg"] {
                if let bytes = FileManager.default.contents(atPath: resources + base + suffix + "." + ext) { return ([UInt8](bytes), scale) }
            }
        }
        return nil
    }
}
