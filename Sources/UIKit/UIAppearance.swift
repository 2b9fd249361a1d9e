/// `UINavigationBar.appearance()` and friends: one proxy per class, which takes the settings
/// an app makes for every instance of the class and its subclasses. The device draws no bars,
/// so what a bar or a bar item was given through its proxy is answered back by the instance's
/// own getters (`standardAppearance`, `titleTextAttributes(for:)`…) when the instance has no
/// value of its own; other settings are kept on the proxy and applied to nothing.
extension UIView {
    public class func appearance() -> Self {
        AppearanceProxies.proxy(of: self) { self.init(coder: LabArchiveCoder())! }
    }
}

extension UIBarItem {
    public class func appearance() -> Self {
        AppearanceProxies.proxy(of: self) { self.init(coder: LabArchiveCoder())! }
    }
}

enum AppearanceProxies {
    nonisolated(unsafe) static var made: [ObjectIdentifier: AnyObject] = [:]

    /// The class's proxy, made on first use.
    static func proxy<Proxy: AnyObject>(of cls: Proxy.Type, make: () -> Proxy) -> Proxy {
        if let proxy = made[ObjectIdentifier(cls)] as? Proxy { return proxy }
        let proxy = make()
        made[ObjectIdentifier(cls)] = proxy
        return proxy
    }

    /// The instance's own value, else the one its class's proxy holds, else its superclasses'
    /// proxies' (the nearest first), as UIKit applies appearance settings.
    static func value<Instance: AnyObject, Value>(of instance: Instance, _ read: (Instance) -> Value?) -> Value? {
        if let own = read(instance) { return own }
        var current: AnyClass? = type(of: instance)
        while let cls = current {
            if let proxy = made[ObjectIdentifier(cls)] as? Instance, proxy !== instance, let value = read(proxy) { return value }
            current = _getSuperclass(cls)
        }
        return nil
    }
}
