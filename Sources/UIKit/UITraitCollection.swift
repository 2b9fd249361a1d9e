import Foundation
import LabWire

/// Compact or regular: how much room there is along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact, regular
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light, dark
}

/// Left-to-right or right-to-left text and layout.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight, rightToLeft
}

/// The user's preferred text size (Dynamic Type).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (order.firstIndex(of: lhs) ?? -1) < (order.firstIndex(of: rhs) ?? -1)
    }
}

/// Whether the device has 3D Touch (`UITraitCollection.forceTouchCapability`).
public enum UIForceTouchCapability: Int, Sendable { case unknown, unavailable, available }

/// The interface environment: size classes, idiom, scale, appearance, layout direction and
/// text size. The device's traits come from its orientation (docs/lifecycle.md, "Rotation and
/// traits"): an iPhone is compact wide; tall in portrait (regular height), short in landscape.
/// A trait a collection does not specify is `unspecified` (`displayScale` 0).
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let displayScale: CGFloat
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let preferredContentSizeCategory: UIContentSizeCategory

    init(horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
         idiom: UIUserInterfaceIdiom = .unspecified, scale: CGFloat = 0, style: UIUserInterfaceStyle = .unspecified,
         direction: UITraitEnvironmentLayoutDirection = .unspecified, contentSize: UIContentSizeCategory = .unspecified) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        displayScale = scale
        userInterfaceStyle = style
        layoutDirection = direction
        preferredContentSizeCategory = contentSize
        super.init()
    }

    /// 3D Touch: the simulated iPhone has none (`unavailable`); unknown in a collection that
    /// specifies no idiom.
    public var forceTouchCapability: UIForceTouchCapability { userInterfaceIdiom == .unspecified ? .unknown : .unavailable }

    /// An empty collection: every trait unspecified.
    public override convenience init() { self.init(horizontal: .unspecified) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(idiom: idiom) }
    public convenience init(displayScale scale: CGFloat) { self.init(scale: scale) }
    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) { self.init(style: style) }
    public convenience init(layoutDirection direction: UITraitEnvironmentLayoutDirection) { self.init(direction: direction) }
    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) { self.init(contentSize: category) }

    /// One collection from several: for each trait, the last collection that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        func last<T: Equatable>(_ value: (UITraitCollection) -> T, unspecified: T) -> T {
            collections.last { value($0) != unspecified }.map(value) ?? unspecified
        }
        self.init(horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
                  vertical: last(\.verticalSizeClass, unspecified: .unspecified),
                  idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
                  scale: last(\.displayScale, unspecified: 0),
                  style: last(\.userInterfaceStyle, unspecified: .unspecified),
                  direction: last(\.layoutDirection, unspecified: .unspecified),
                  contentSize: last(\.preferredContentSizeCategory, unspecified: .unspecified))
    }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
            && (trait.preferredContentSizeCategory == .unspecified || trait.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    /// Whether a colour or image would look different under `trait` (style or scale differ).
    open func hasDifferentColorAppearance(comparedTo trait: UITraitCollection?) -> Bool {
        userInterfaceStyle != trait?.userInterfaceStyle
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return containsTraits(in: other) && other.containsTraits(in: self)
    }

    open override var description: String {
        "<UITraitCollection: \(Self.name(horizontalSizeClass)) width, \(Self.name(verticalSizeClass)) height, "
            + "idiom \(userInterfaceIdiom), scale \(displayScale), style \(userInterfaceStyle)>"
    }

    private static func name(_ sizeClass: UIUserInterfaceSizeClass) -> String {
        switch sizeClass {
        case .compact: "compact"
        case .regular: "regular"
        case .unspecified: "unspecified"
        }
    }

    /// The traits of the code that is running: the device's, or those `performAsCurrent`
    /// set for the length of a closure.
    nonisolated(unsafe) public static var current: UITraitCollection {
        get { overriddenCurrent ?? DeviceTraits.current() }
        set { overriddenCurrent = newValue }
    }
    nonisolated(unsafe) private static var overriddenCurrent: UITraitCollection?

    open func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = Self.overriddenCurrent
        Self.overriddenCurrent = self
        defer { Self.overriddenCurrent = saved }
        try actions()
    }
}

/// The device's traits, as the app's interface orientation gives them (asked of the device).
enum DeviceTraits {
    static func current() -> UITraitCollection {
        collection(from: AppRuntime.shared.call(HostCalls.traitCollection))
    }

    /// A collection from the device's answer: horizontal and vertical size class, style, scale.
    static func collection(from values: [Int]) -> UITraitCollection {
        guard values.count >= 3 else {
            return UITraitCollection(horizontal: .compact, vertical: .regular, idiom: .phone, scale: 3, style: .light,
                                     direction: .leftToRight, contentSize: .large)
        }
        return UITraitCollection(horizontal: UIUserInterfaceSizeClass(rawValue: values[0]) ?? .compact,
                                 vertical: UIUserInterfaceSizeClass(rawValue: values[1]) ?? .regular,
                                 idiom: .phone, scale: 3, style: UIUserInterfaceStyle(rawValue: values[2]) ?? .light,
                                 direction: .leftToRight, contentSize: .large)
    }
}

/// Objects with traits: views, view controllers, windows, screens.
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// Trait kinds `registerForTraitChanges(_:handler:)` takes (iOS 17).
public protocol UITraitDefinition {}
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
public enum UITraitVerticalSizeClass: UITraitDefinition {}
public enum UITraitUserInterfaceStyle: UITraitDefinition {}
public enum UITraitDisplayScale: UITraitDefinition {}
public enum UITraitLayoutDirection: UITraitDefinition {}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
public enum UITraitUserInterfaceIdiom: UITraitDefinition {}

/// What `registerForTraitChanges` returns, for `unregisterForTraitChanges`.
public protocol UITraitChangeRegistration {}

/// One registration: the traits it watches and the handler the change calls.
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (UITraitEnvironment, UITraitCollection) -> Void
    init(traits: [UITrait], handler: @escaping (UITraitEnvironment, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// Whether a change from `previous` to `current` touches a trait this registration watches.
    func matches(from previous: UITraitCollection, to current: UITraitCollection) -> Bool {
        traits.contains { trait in
            switch trait {
            case is UITraitHorizontalSizeClass.Type: previous.horizontalSizeClass != current.horizontalSizeClass
            case is UITraitVerticalSizeClass.Type: previous.verticalSizeClass != current.verticalSizeClass
            case is UITraitUserInterfaceStyle.Type: previous.userInterfaceStyle != current.userInterfaceStyle
            case is UITraitDisplayScale.Type: previous.displayScale != current.displayScale
            case is UITraitLayoutDirection.Type: previous.layoutDirection != current.layoutDirection
            case is UITraitPreferredContentSizeCategory.Type: previous.preferredContentSizeCategory != current.preferredContentSizeCategory
            case is UITraitUserInterfaceIdiom.Type: previous.userInterfaceIdiom != current.userInterfaceIdiom
            default: false
            }
        }
    }
}

/// The registrations of every view and controller, in the order they were made.
enum TraitRegistrations {
    private final class Entry {
        weak var object: AnyObject?
        let registration: TraitChangeRegistration
        init(object: AnyObject, registration: TraitChangeRegistration) {
            self.object = object
            self.registration = registration
        }
    }
    nonisolated(unsafe) private static var entries: [Entry] = []

    static func register<Environment: UITraitEnvironment>(_ object: AnyObject, _ traits: [UITrait],
                                                         _ handler: @escaping (Environment, UITraitCollection) -> Void) -> UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { environment, previous in
            if let environment = environment as? Environment { handler(environment, previous) }
        }
        entries.append(Entry(object: object, registration: registration))
        return registration
    }

    static func unregister(_ object: AnyObject, _ registration: UITraitChangeRegistration) {
        entries.removeAll { $0.object === object && $0.registration === (registration as AnyObject) }
    }

    /// Calls, in order, the handlers whose traits changed from `previous`.
    static func notifyAll(previous: UITraitCollection) {
        entries.removeAll { $0.object == nil }
        for entry in entries {
            guard let environment = entry.object as? UITraitEnvironment else { continue }
            if entry.registration.matches(from: previous, to: environment.traitCollection) {
                entry.registration.handler(environment, previous)
            }
        }
    }
}

/// `registerForTraitChanges` takes trait types (`UITraitVerticalSizeClass.self`).
public typealias UITrait = any UITraitDefinition.Type

extension UIViewController: UITraitEnvironment {
    /// The handler runs after `traitCollectionDidChange(_:)` when one of `traits` changed (iOS 17).
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(_ traits: [UITrait],
                                                                        handler: @escaping (Environment, UITraitCollection) -> Void) -> UITraitChangeRegistration {
        TraitRegistrations.register(self, traits, handler)
    }

    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        TraitRegistrations.unregister(self, registration)
    }
}

extension UIView: UITraitEnvironment {
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(_ traits: [UITrait],
                                                                        handler: @escaping (Environment, UITraitCollection) -> Void) -> UITraitChangeRegistration {
        TraitRegistrations.register(self, traits, handler)
    }

    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        TraitRegistrations.unregister(self, registration)
    }
}
