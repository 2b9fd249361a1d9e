#if canImport(Glibc)
import Glibc
#endif

/// The delegates' `window`, an optional requirement on iOS (`@objc optional var window:
/// UIWindow? { get set }`): read through the protocol type it is `UIWindow??` — `.none` when
/// the delegate class has no `window` — so `UIApplication.shared.delegate!.window!!` and
/// `if let window = delegate?.window` compile as on iOS, while a delegate's own
/// `var window: UIWindow?` stays what it declares. Pure Swift has no optional requirements:
/// these members are protocol extensions, and they reach the class's own property through
/// `lab_app_window`, which the build generates for every delegate class with a `window`
/// (ClassTableSource), as UIKit reaches it through the Objective-C runtime.
extension UIApplicationDelegate {
    public var window: UIWindow?? { DelegateWindow.read(self) }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow?? { DelegateWindow.read(self) }
}

enum DelegateWindow {
    private typealias Access = @convention(c) (UnsafeMutableRawPointer, Bool) -> Bool
    private static let access: Access? = {
        guard let pointer = dlsym(nil, "lab_app_window") else { return nil }  // nil is RTLD_DEFAULT on glibc
        return unsafeBitCast(pointer, to: Access.self)
    }()

    /// The delegate's window; `.none` when its class has no `window` property.
    static func read(_ delegate: AnyObject) -> UIWindow?? {
        guard let access, access(Unmanaged.passUnretained(delegate).toOpaque(), false) else { return .none }
        defer { __LabDelegateWindow.value = nil }
        return .some(__LabDelegateWindow.value as? UIWindow)
    }

    /// Sets the delegate's window (UIKit does after a storyboard launch); false when its class
    /// has no settable `window`.
    static func write(_ window: UIWindow?, to delegate: AnyObject) -> Bool {
        guard let access else { return false }
        __LabDelegateWindow.value = window
        defer { __LabDelegateWindow.value = nil }
        return access(Unmanaged.passUnretained(delegate).toOpaque(), true)
    }
}

/// What the build's `lab_app_window` calls with the key path of a delegate class's `window`:
/// a settable optional window is read and written, any other `window` only read.
public enum __LabDelegateWindow {
    /// The window read, or the window to write, for the call under way (main thread only).
    nonisolated(unsafe) public static var value: AnyObject?

    public static func access<Root: AnyObject, Window: AnyObject>(_ path: ReferenceWritableKeyPath<Root, Window?>, of root: Root,
                                                                  setting: Bool) -> Bool {
        if setting {
            guard value == nil || value is Window else { return false }
            root[keyPath: path] = value as? Window
        } else {
            value = root[keyPath: path]
        }
        return true
    }

    public static func access<Root: AnyObject, Value>(_ path: KeyPath<Root, Value>, of root: Root, setting: Bool) -> Bool {
        guard !setting else { return false }
        value = (root[keyPath: path] as Any) as? AnyObject
        return true
    }
}
