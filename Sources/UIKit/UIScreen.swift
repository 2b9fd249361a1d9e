/// The device's screen; its size comes from the device (which iPhone, which iOS).
open class UIScreen: NSObject {
    public static let main = UIScreen()

    open var bounds: CGRect {
        let size = AppRuntime.shared.host("screenBounds")
        return CGRect(x: 0, y: 0, width: size.first?.double ?? 390, height: size.dropFirst().first?.double ?? 844)
    }
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    open var scale: CGFloat { 3 }
    open var nativeScale: CGFloat { scale }
    open var brightness: CGFloat = 0.5
}
