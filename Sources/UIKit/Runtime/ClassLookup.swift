import LabWire
#if canImport(Glibc)
import Glibc
#endif

/// Finds an app or UIKit class by the name a storyboard, Info.plist or the device gives, and
/// makes an instance the way UIKit would: `init(coder:)` for what an archive holds,
/// `init()` for the delegate and the application.
enum ClassLookup {
    static func type(named name: String, module: String) -> Any.Type? {
        let bare = name.split(separator: ".").last.map(String.init) ?? name
        // The SDK's other modules that nibs name classes of (an `SKView` as a controller's view, an `MKMapView`).
        for candidate in [name, "\(module).\(bare)", "UIKit.\(bare)", "SpriteKit.\(bare)", "MapKit.\(bare)", "WebKit.\(bare)"] {
            if let found = _typeByName(candidate) { return found }
        }
        return nil
    }

    /// UIKit's own objects that the system makes with `init()`.
    private static let systemMade: [String: () -> AnyObject] = [
        "UIApplication": { UIApplication() },
        "UIWindowScene": { UIWindowScene() },
        "UIScene": { UIScene() },
        "UISceneSession": { UISceneSession() },
        "UIBarButtonItem": { UIBarButtonItem() },
    ]

    /// UIKit's own reusable views registered by class (`UICollectionViewListCell.self`).
    static func makeSystemReusable(_ name: String) -> UICollectionReusableView? {
        switch name.split(separator: ".").last.map(String.init) ?? name {
        case "UICollectionViewListCell": UICollectionViewListCell(frame: .zero)
        case "UICollectionViewCell": UICollectionViewCell(frame: .zero)
        case "UICollectionReusableView": UICollectionReusableView(frame: .zero)
        default: nil
        }
    }

    /// The app's creator block while a storyboard instantiates a scene for it (main thread only).
    nonisolated(unsafe) static var creator: ((NSCoder) -> UIViewController?)?

    /// `archiveID`: the device object being made, whose archived values (frame, tag, a
    /// controller's tab bar item) its `init(coder:)` decodes.
    static func instantiate(_ name: String, module: String, archiveID: Int? = nil) -> AnyObject? {
        if let made = AppFactories.make(name) { return made }
        guard let found = type(named: name, module: module) else { return nil }
        let coder = LabArchiveCoder(objectID: archiveID, className: name)
        switch found {
        case let controller as UIViewController.Type:
            // The storyboard's first controller made for `instantiateViewController(identifier:creator:)`.
            if let creator {
                self.creator = nil
                if let made = creator(coder) { return made }
            }
            return controller.init(coder: coder)
        case let view as UIView.Type: return view.init(coder: coder)
        default: return systemMade[String(describing: found)]?()
        }
    }
}

/// The coder UIKit hands `init(coder:)` when it unarchives an object from a storyboard or
/// nib. The archive stays with the device; the values UIKit's own classes decode (a view's
/// frame and tag, a controller's tab bar item) are asked for once, when first decoded, under
/// the names UIKit's archives use (`UIFrame`, `UITag`, `UITabBarItem.title`, `UITabBarItem.tag`).
/// The app's own keys decode nothing (`containsValue(forKey:)` is false).
final class LabArchiveCoder: NSCoder {
    private let objectID: Int?
    private let className: String
    private lazy var values: [String: WireValue] = {
        guard let objectID, AppRuntime.shared.channel != nil else { return [:] }
        var values: [String: WireValue] = [:]
        for entry in AppRuntime.shared.call(HostCalls.archivedValues, ObjectRef(id: objectID, className: className)) {
            values[entry.key] = entry.value
        }
        return values
    }()

    init(objectID: Int? = nil, className: String = "") {
        self.objectID = objectID
        self.className = className
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { values[key] != nil }
    override func decodeObject(forKey key: String) -> Any? { values[key]?.string }
    override func decodeBool(forKey key: String) -> Bool { values[key]?.bool ?? false }
    override func decodeInteger(forKey key: String) -> Int { values[key]?.int ?? 0 }
    override func decodeDouble(forKey key: String) -> Double { values[key]?.double ?? 0 }

    /// `UIFrame`, archived as four numbers; nil for an object the nib gave no frame.
    var frame: CGRect? {
        let parts = ["UIFrame.x", "UIFrame.y", "UIFrame.width", "UIFrame.height"].compactMap { values[$0]?.double }
        return parts.count == 4 ? CGRect(x: parts[0], y: parts[1], width: parts[2], height: parts[3]) : nil
    }
}

/// The app's own factory for classes UIKit makes with a plain `init()` (the app delegate,
/// the principal class, scene delegates). Swift has no `[[cls alloc] init]` for a class
/// without a required initialiser, so the build generates `lab_app_classes` in the app,
/// and UIKit finds it by name.
enum AppFactories {
    private typealias Factory = @convention(c) (UnsafePointer<CChar>) -> UnsafeMutableRawPointer?
    private static let factory: Factory? = {
        guard let pointer = dlsym(nil, "lab_app_classes") else { return nil }
        return unsafeBitCast(pointer, to: Factory.self)
    }()

    static func make(_ name: String) -> AnyObject? {
        guard let factory else { return nil }
        let bare = name.split(separator: ".").last.map(String.init) ?? name
        guard let made = bare.withCString({ factory($0) }) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(made).takeRetainedValue()
    }
}

/// The app's own factory for its table cell classes: `register(_:forCellReuseIdentifier:)`
/// names a class, and UIKit makes its cells with `init(style:reuseIdentifier:)`, which Swift
/// cannot call on a class it only knows by name (the initialiser is not `required`). The build
/// generates `lab_app_cells` in the app.
enum AppCells {
    private typealias Factory = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>) -> UnsafeMutableRawPointer?
    private static let factory: Factory? = {
        guard let pointer = dlsym(nil, "lab_app_cells") else { return nil }
        return unsafeBitCast(pointer, to: Factory.self)
    }()

    static func make(_ name: String, reuseIdentifier: String) -> UITableViewCell? {
        guard let factory else { return nil }
        let bare = name.split(separator: ".").last.map(String.init) ?? name
        guard let made = bare.withCString({ cName in reuseIdentifier.withCString { factory(cName, $0) } }) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(made).takeRetainedValue() as? UITableViewCell
    }

    /// Collection cells likewise: `init(frame:)` is not `required` either. The build generates
    /// `lab_app_collection_cells` in apps with collection cell classes.
    private typealias ItemFactory = @convention(c) (UnsafePointer<CChar>) -> UnsafeMutableRawPointer?
    private static let itemFactory: ItemFactory? = {
        guard let pointer = dlsym(nil, "lab_app_collection_cells") else { return nil }
        return unsafeBitCast(pointer, to: ItemFactory.self)
    }()

    static func makeItem(_ name: String) -> UICollectionViewCell? { makeReusable(name) as? UICollectionViewCell }

    /// Collection cells, list cells and supplementary views of the app (all `init(frame:)`).
    static func makeReusable(_ name: String) -> UICollectionReusableView? {
        guard let itemFactory else { return nil }
        let bare = name.split(separator: ".").last.map(String.init) ?? name
        guard let made = bare.withCString({ itemFactory($0) }) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(made).takeRetainedValue() as? UICollectionReusableView
    }

    /// Table header-footer views (`init(reuseIdentifier:)`, not `required` either): the build
    /// generates `lab_app_header_footer_views` in apps with such classes.
    private static let headerFooterFactory: Factory? = {
        guard let pointer = dlsym(nil, "lab_app_header_footer_views") else { return nil }
        return unsafeBitCast(pointer, to: Factory.self)
    }()

    static func makeHeaderFooter(_ name: String, reuseIdentifier: String) -> UITableViewHeaderFooterView? {
        guard let headerFooterFactory else { return nil }
        let bare = name.split(separator: ".").last.map(String.init) ?? name
        guard let made = bare.withCString({ cName in reuseIdentifier.withCString { headerFooterFactory(cName, $0) } }) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(made).takeRetainedValue() as? UITableViewHeaderFooterView
    }
}
