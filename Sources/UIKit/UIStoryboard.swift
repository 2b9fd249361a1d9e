import LabWire

/// A compiled storyboard in the app's bundle; the device reads its scenes.
open class UIStoryboard: NSObject {
    public let name: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    open func instantiateInitialViewController() -> UIViewController? {
        AppRuntime.shared.object(AppRuntime.shared.call(HostCalls.instantiateViewController, name, nil)) as? UIViewController
    }

    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        AppRuntime.shared.object(AppRuntime.shared.call(HostCalls.instantiateViewController, name, identifier)) as! UIViewController
    }

    /// Restoration's own lookup: nil, not an exception, when the storyboard has no such ID.
    func instantiateViewControllerIfPresent(withIdentifier identifier: String) -> UIViewController? {
        guard AppRuntime.shared.call(HostCalls.storyboardContains, name, identifier) else { return nil }
        return instantiateViewController(withIdentifier: identifier)
    }

    open func instantiateViewController<ViewController: UIViewController>(identifier: String) -> ViewController {
        instantiateViewController(withIdentifier: identifier) as! ViewController
    }

    /// iOS 13: `creator` makes the scene's controller from the coder UIKit hands it (an
    /// initialiser of the app's own that calls `init(coder:)`); nil makes it as usual.
    open func instantiateViewController<ViewController: UIViewController>(identifier: String,
                                                                          creator: ((NSCoder) -> ViewController?)?) -> ViewController {
        ClassLookup.creator = creator.map { creator in { creator($0) } }
        defer { ClassLookup.creator = nil }
        return instantiateViewController(withIdentifier: identifier) as! ViewController
    }

    open func instantiateInitialViewController<ViewController: UIViewController>(creator: ((NSCoder) -> ViewController?)?) -> ViewController? {
        ClassLookup.creator = creator.map { creator in { creator($0) } }
        defer { ClassLookup.creator = nil }
        return instantiateInitialViewController() as? ViewController
    }
}

/// A segue between two storyboard scenes.
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    open func perform() {}
}

/// `UINib(nibName:bundle:)`: a compiled xib in the app's bundle, whose objects each
/// `instantiate(withOwner:options:)` makes anew (the device unarchives them).
open class UINib: NSObject {
    public let name: String
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's top-level objects, in the nib's order: File's Owner's outlets are set on
    /// `ownerOrNil`, and the nib's actions to File's Owner go to it. A nib that is not in the
    /// bundle raises NSInternalInconsistencyException, as UIKit does.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        if optionsOrNil?[.externalObjects] != nil {
            AppRuntimeBridge.raise("NSInternalInconsistencyException", "LifecycleLab does not simulate UINib's external objects yet")
        }
        let owner = AppRuntimeBridge.ref(ownerOrNil as AnyObject?)
        return AppRuntime.shared.call(HostCalls.loadNib, name, owner).compactMap { AppRuntime.shared.object($0) }
    }
}

extension Bundle {
    /// `Bundle.main.loadNibNamed("View", owner: self)`: the nib's top-level objects, as
    /// `UINib.instantiate(withOwner:options:)` makes them.
    @discardableResult
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
