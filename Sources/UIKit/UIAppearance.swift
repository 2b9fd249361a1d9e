/// `UINavigationBar.appearance()` and friends: one proxy per class, which takes the settings
/// an app makes for every future instance. The device draws no bars or tints, so the
/// settings are kept and applied to nothing.
extension UIView {
    public class func appearance() -> Self {
        let key = ObjectIdentifier(self)
        if let proxy = AppearanceProxies.made[key] as? Self { return proxy }
        let proxy = self.init(coder: LabArchiveCoder())!
        AppearanceProxies.made[key] = proxy
        return proxy
    }
}

enum AppearanceProxies {
    nonisolated(unsafe) static var made: [ObjectIdentifier: UIView] = [:]
}
