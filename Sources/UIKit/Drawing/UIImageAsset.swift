import Foundation

/// Images of one thing for different trait collections (a size class, a style, a scale): the
/// asset answers the one that fits a trait collection. An image registered with it knows it
/// (`imageAsset`), so a view can ask again when its traits change.
open class UIImageAsset: NSObject {
    private var registered: [(image: UIImage, traits: UITraitCollection)] = []

    public override init() { super.init() }

    /// Registers `image` for `traitCollection`, replacing one registered for the same traits.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        registered.removeAll { $0.traits.isEqual(traitCollection) }
        registered.append((image, traitCollection))
        image.imageAsset = self
    }

    open func unregisterImage(with traitCollection: UITraitCollection) {
        registered.removeAll { $0.traits.isEqual(traitCollection) }
    }

    /// The image registered for traits that `traitCollection` all has, the most specific one
    /// (most traits specified; the later registered of equals); else the first registered.
    /// An asset with no images gives an empty image.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        let fitting = registered.filter { traitCollection.containsTraits(in: $0.traits) }
        if let best = fitting.max(by: { $0.traits.specifiedCount <= $1.traits.specifiedCount }) { return best.image }
        return registered.first?.image ?? UIImage()
    }
}

extension UITraitCollection {
    /// How many traits the collection specifies.
    var specifiedCount: Int {
        [horizontalSizeClass != .unspecified, verticalSizeClass != .unspecified, userInterfaceIdiom != .unspecified,
         displayScale != 0, userInterfaceStyle != .unspecified, layoutDirection != .unspecified,
         preferredContentSizeCategory != .unspecified].filter { $0 }.count
    }
}
