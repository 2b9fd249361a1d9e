import BundleFormats
import Foundation

/// `UIImage(named:)` as UIKit looks: an image or icon set in `Assets.car`, else an image file
/// in the bundle's resources (`name.png`, `name@2x.png`, `name@3x.png`, `name.jpg`).
extension AppBundle {
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]

    public func hasImage(named name: String) -> Bool {
        imageFile(named: name) != nil
    }

    /// The bytes of the image `UIImage(named:)` loads on the simulated iPhone (a 3× screen):
    /// the @3x rendition or file, else @2x, else 1x, the scale it was made for, and the name
    /// it was found under: `name`, or one differing from it only in case, as the Mac's file
    /// system (and so the Simulator) finds it (`AppBundle.matchingCase`).
    /// `inBundleAt` names a bundle inside this one (a framework's, a package's resource
    /// bundle: `UIImage(named:in:compatibleWith:)`), whose files sit at its top.
    public func imageFile(named name: String, inBundleAt inner: String? = nil) -> (bytes: [UInt8], scale: Int, foundName: String)? {
        guard let path else { return nil }
        var resources = path + "/" + layout.resources
        if let inner {
            let standard = (inner as NSString).standardizingPath
            guard standard.hasPrefix(path + "/") else { return nil }
            resources = standard + "/"
        }
        if let data = FileManager.default.contents(atPath: resources + "Assets.car"),
           let catalog = try? AssetCatalogArchive(plist: PlistReader.read(data)) {
            let sets = catalog.assets.filter { $0.type == "image" || $0.type == "icon" }
            // `UIImage(named: "linen.png")` finds the set "linen" too, as UIKit does.
            let names = Self.imageExtensions.contains((name as NSString).pathExtension.lowercased())
                ? [name, (name as NSString).deletingPathExtension] : [name]
            if let match = names.lazy.compactMap({ wanted in Self.matchingCase(wanted, among: sets.map(\.name)).map { (wanted, $0) } }).first,
               let asset = sets.first(where: { $0.name == match.1 }) {
                // Found as asked (the extension aside): under `name`; else under the other case.
                let found = match.0 == match.1 ? name : match.1
                let scaled = asset.renditions.map { rendition in (rendition, Int(rendition.scale?.dropLast() ?? "1") ?? 1) }
                for wanted in [3, 2, 1] {
                    if let rendition = scaled.first(where: { $0.1 == wanted && !$0.0.bytes.isEmpty }) { return (rendition.0.bytes, wanted, found) }
                }
                // A set without a usable rendition is still an image (its size unknown).
                return ([], 1, found)
            }
        }
        let base = name.hasSuffix(".png") || name.hasSuffix(".jpg") ? String(name.dropLast(4)) : name
        let files = (try? FileManager.default.contentsOfDirectory(atPath: resources)) ?? []
        for (suffix, scale) in [("@3x", 3), ("@2x", 2), ("", 1)] {
            for ext in ["png", "jpg"] {
                let wanted = base + suffix + "." + ext
                if let found = Self.matchingCase(wanted, among: files),
                   let bytes = FileManager.default.contents(atPath: resources + found) {
                    return ([UInt8](bytes), scale, found == wanted ? name : String(found.dropLast(suffix.count + 4)))
                }
            }
        }
        return nil
    }
}
