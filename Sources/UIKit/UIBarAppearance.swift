/// iOS 13's bar appearance objects: what a navigation bar, a tab bar or a toolbar shows (its
/// background, its shadow, its titles' attributes, its buttons'). The device draws no bars, so
/// an appearance is kept where the app puts it and answered back (a bar's `standardAppearance`
/// is the one its class's appearance proxy was given when the bar has none of its own).
open class UIBarAppearance: NSObject, NSCopying {
    open var backgroundColor: UIColor?
    open var backgroundEffect: UIBlurEffect?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
    /// Which `configureWith…` made the background: `views` has no bar to show it on.
    public private(set) var backgroundConfiguration: BackgroundConfiguration = .default

    /// The background an appearance was last configured with.
    public enum BackgroundConfiguration: Sendable { case `default`, opaque, transparent }

    public required override init() {
        super.init()
        configureWithDefaultBackground()
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init()
        copyBackground(from: barAppearance)
    }

    /// A translucent material with a shadow, as bars have by default.
    open func configureWithDefaultBackground() {
        configure(.default, background: nil, effect: UIBlurEffect(style: .systemChromeMaterial), shadow: UIColor(white: 0, alpha: 0.3))
    }

    /// The system background color, no blur, a shadow.
    open func configureWithOpaqueBackground() {
        configure(.opaque, background: .systemBackground, effect: nil, shadow: UIColor(white: 0, alpha: 0.3))
    }

    /// Nothing behind the bar's content: no color, no blur, no shadow.
    open func configureWithTransparentBackground() {
        configure(.transparent, background: nil, effect: nil, shadow: nil)
    }

    private func configure(_ kind: BackgroundConfiguration, background: UIColor?, effect: UIBlurEffect?, shadow: UIColor?) {
        backgroundConfiguration = kind
        backgroundColor = background
        backgroundEffect = effect
        backgroundImage = nil
        shadowColor = shadow
        shadowImage = nil
    }

    func copyBackground(from other: UIBarAppearance) {
        backgroundConfiguration = other.backgroundConfiguration
        backgroundColor = other.backgroundColor
        backgroundEffect = other.backgroundEffect
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    open func copy(with zone: NSZone? = nil) -> Any { type(of: self).init(barAppearance: self) }
}

/// A navigation bar's appearance: its background, its title's and large title's attributes,
/// and how its plain, done and back buttons look.
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    public private(set) var backIndicatorImage: UIImage?
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    public required init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.copy() as! UIBarButtonItemAppearance
        doneButtonAppearance = other.doneButtonAppearance.copy() as! UIBarButtonItemAppearance
        backButtonAppearance = other.backButtonAppearance.copy() as! UIBarButtonItemAppearance
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }

    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
}

/// A toolbar's appearance: its background and its buttons'.
open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public required init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copy() as! UIBarButtonItemAppearance
        doneButtonAppearance = other.doneButtonAppearance.copy() as! UIBarButtonItemAppearance
    }
}

/// A tab bar's appearance: its background, its selection indicator, and how its items look
/// in each layout (stacked in portrait, inline and compact inline in landscape).
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    open var stackedItemWidth: CGFloat = 0
    open var stackedItemSpacing: CGFloat = 0

    public required init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy() as! UITabBarItemAppearance
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy() as! UITabBarItemAppearance
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy() as! UITabBarItemAppearance
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemWidth = other.stackedItemWidth
        stackedItemSpacing = other.stackedItemSpacing
    }
}

/// How a bar button item looks in each of its states.
open class UIBarButtonItemAppearance: NSObject, NSCopying {
    public let style: UIBarButtonItem.Style
    open var normal = UIBarButtonItemStateAppearance()
    open var highlighted = UIBarButtonItemStateAppearance()
    open var disabled = UIBarButtonItemStateAppearance()
    open var focused = UIBarButtonItemStateAppearance()

    public init(style: UIBarButtonItem.Style) {
        self.style = style
        super.init()
    }

    public convenience override init() { self.init(style: .plain) }

    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] { state.reset() }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBarButtonItemAppearance(style: style)
        copy.normal = normal.copied()
        copy.highlighted = highlighted.copied()
        copy.disabled = disabled.copied()
        copy.focused = focused.copied()
        return copy
    }
}

/// One state of a bar button item's appearance.
open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var backgroundImage: UIImage?
    open var backgroundImagePositionAdjustment: UIOffset = .zero

    func reset() {
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
        backgroundImage = nil
        backgroundImagePositionAdjustment = .zero
    }

    func copied() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }
}

/// How a tab bar's items look in one layout, in each of their states.
open class UITabBarItemAppearance: NSObject, NSCopying {
    public let style: Style
    open var normal = UITabBarItemStateAppearance()
    open var selected = UITabBarItemStateAppearance()
    open var disabled = UITabBarItemStateAppearance()
    open var focused = UITabBarItemStateAppearance()

    public enum Style: Int, Sendable { case stacked, inline, compactInline }

    public init(style: Style) {
        self.style = style
        super.init()
    }

    public convenience override init() { self.init(style: .stacked) }

    open func configureWithDefault(for style: Style) {
        for state in [normal, selected, disabled, focused] { state.reset() }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITabBarItemAppearance(style: style)
        copy.normal = normal.copied()
        copy.selected = selected.copied()
        copy.disabled = disabled.copied()
        copy.focused = focused.copied()
        return copy
    }
}

/// One state of a tab bar item's appearance.
open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var iconColor: UIColor?
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgePositionAdjustment: UIOffset = .zero
    open var badgeTitlePositionAdjustment: UIOffset = .zero

    func reset() {
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
        iconColor = nil
        badgeBackgroundColor = nil
        badgeTextAttributes = [:]
        badgePositionAdjustment = .zero
        badgeTitlePositionAdjustment = .zero
    }

    func copied() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.iconColor = iconColor
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        copy.badgePositionAdjustment = badgePositionAdjustment
        copy.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        return copy
    }
}
