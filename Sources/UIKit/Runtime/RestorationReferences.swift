import Foundation

/// A view controller encoded into a coder (`coder.encode(pep, forKey: "pep")`, commonly in the
/// app delegate's `application(_:willEncodeRestorableStateWith:)`): on iOS the archive keeps a
/// reference to the preserved controller, and decoding it gives back the controller restoration
/// made, not a copy. Here the controller archives as this reference — its restoration path, the
/// restoration identifiers from the root down — and `decodeObject(of:forKey:)` with a controller
/// class resolves it.
final class ControllerReference: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    static let archivedName = "UIStateRestorationViewControllerReference"
    private static let pathKey = "UIStateRestorationPath"

    let path: [String]

    init(path: [String]) {
        self.path = path
        super.init()
    }

    required init?(coder: NSCoder) {
        path = coder.decodeObject(of: [NSArray.self, NSString.self], forKey: Self.pathKey) as? [String] ?? []
        super.init()
    }

    func encode(with coder: NSCoder) {
        coder.encode(path as NSArray, forKey: Self.pathKey)
    }

    /// The archived class names, set once before the first archive.
    static let registered: Void = {
        NSKeyedArchiver.setClassName(archivedName, for: ControllerReference.self)
        NSKeyedUnarchiver.setClass(ControllerReference.self, forClassName: archivedName)
    }()

    /// The restoration identifiers from the root controller down to `controller` (through
    /// parents and presenters).
    static func path(of controller: UIViewController) -> [String] {
        var path: [String] = []
        var current: UIViewController? = controller
        while let step = current {
            path.insert(step.restorationIdentifier ?? "", at: 0)
            current = step.parent ?? step.presentingViewController
        }
        return path
    }
}

extension NSCoder {
    /// `decodeObject(of: MyController.self, forKey:)`: the controller restoration made for the
    /// reference encoded under `key` (nil when none was).
    public func decodeObject<Controller: UIViewController>(of cls: Controller.Type, forKey key: String) -> Controller? {
        _ = ControllerReference.registered
        guard let reference = decodeObject(of: [ControllerReference.self], forKey: key) as? ControllerReference else { return nil }
        return StateRestorationArchive.restoredController(path: reference.path) as? Controller
    }
}
