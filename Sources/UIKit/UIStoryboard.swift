import LabWire

/// A compiled storyboard in the app's bundle; the device reads its scenes.
open class UIStoryboard: NSObject {
    public let name: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    open func instantiateInitialViewController() -> UIViewController? {
        AppRuntime.shared.object(AppRuntime.shared.host1("instantiateViewController", [.string(name), .null])) as? UIViewController
    }

    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        AppRuntime.shared.object(AppRuntime.shared.host1("instantiateViewController", [.string(name), .string(identifier)])) as! UIViewController
    }

    /// Restoration's own lookup: nil, not an exception, when the storyboard has no such ID.
    func instantiateViewControllerIfPresent(withIdentifier identifier: String) -> UIViewController? {
        guard AppRuntime.shared.host1("storyboardContains", [.string(name), .string(identifier)]).bool == true else { return nil }
        return instantiateViewController(withIdentifier: identifier)
    }

    open func instantiateViewController<ViewController: UIViewController>(identifier: String) -> ViewController {
        instantiateViewController(withIdentifier: identifier) as! ViewController
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

/// `UINib(nibName:bundle:)`.
open class UINib: NSObject {
    public let name: String
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }
}
