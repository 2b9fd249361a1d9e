import LabWire
/// The device's screen; its size comes from the device (which iPhone, which iOS), in the
/// app's interface orientation (the width and height swap in landscape, as from iOS 8).
open class UIScreen: NSObject, UITraitEnvironment {
    public static let main = UIScreen()

    open var bounds: CGRect {
        let size = AppRuntime.shared.call(HostCalls.screenBounds)
        return CGRect(x: 0, y: 0, width: size.width, height: size.height)
    }
    /// In pixels, portrait whichever way the interface is turned.
    open var nativeBounds: CGRect {
        let size = bounds.size
        return CGRect(x: 0, y: 0, width: min(size.width, size.height) * scale, height: max(size.width, size.height) * scale)
    }
    open var scale: CGFloat { 3 }
    open var nativeScale: CGFloat { scale }
    open var brightness: CGFloat = 0.5
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
