import LabWire

/// A label: its text goes to the device, which shows it on `screen` and in `views`.
open class UILabel: UIView {
    /// The device holds the text (a nib's label arrives with its own).
    open var text: String? {
        get { AppRuntime.shared.call(HostCalls.text, AppRuntime.shared.ref(self)) }
        set { AppRuntime.shared.call(HostCalls.setText, AppRuntime.shared.ref(self), newValue) }
    }
    open var textColor: UIColor! = .label
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines: Int = 1
    open var adjustsFontForContentSizeCategory: Bool = false
    open var adjustsFontSizeToFitWidth: Bool = false
    /// How far the font may shrink when `adjustsFontSizeToFitWidth` is on (kept for app code
    /// to read back: the device shows a label's whole text at its font).
    open var minimumScaleFactor: CGFloat = 0
    /// The device shows the plain string; the attributes stay with the label for app code to
    /// read back until its text changes.
    open var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            if let keptAttributedText, keptAttributedText.string == text { return keptAttributedText }
            return NSAttributedString(string: text)
        }
        set {
            keptAttributedText = newValue
            text = newValue?.string
        }
    }
    private var keptAttributedText: NSAttributedString?
    /// How a line too long for the label breaks (kept for app code to read back: the device
    /// shows a label's whole text).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The colour the text takes while the label is highlighted (a highlighted table or
    /// collection cell highlights its labels).
    open var highlightedTextColor: UIColor?
    open var isHighlighted: Bool = false
}

/// Text alignment, as UIKit spells it.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// Controls: targets and actions are kept; `tap` (a later command) may send them.
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)

        /// Interface Builder's names for the events a `tap` can send.
        static let names: [(event: Event, name: String)] = [
            (.touchUpInside, "touchUpInside"), (.primaryActionTriggered, "primaryActionTriggered"), (.valueChanged, "valueChanged"),
        ]
    }

    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Touch tracking: declared for a custom control to override, never called by the lab (no
    /// finger; `tap` sends a control's actions directly, see `UITouch`).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}
    open var isTracking: Bool { false }
    open var isTouchInside: Bool { false }

    /// A disabled control takes no taps: the device is told.
    open var isEnabled: Bool = true {
        didSet { if isEnabled != oldValue { AppRuntime.shared.call(HostCalls.setEnabled, AppRuntime.shared.ref(self), isEnabled) } }
    }
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
    public private(set) var actions: [(target: AnyObject?, action: Selector, events: Event)] = []

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        actions.append((target as AnyObject?, action, controlEvents))
        // The device keeps target-action pairs so that `tap` can send them.
        if let target = target as AnyObject?, let event = Event.names.first(where: { controlEvents.contains($0.event) })?.name {
            AppRuntime.shared.call(HostCalls.addTarget, AppRuntime.shared.ref(self), AppRuntimeBridge.ref(target), action.name, event)
        }
    }

    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        actions.removeAll { $0.target === (target as AnyObject?) && (action == nil || $0.action == action) }
    }

    /// The actions (iOS 14) added for each event, their handlers run when the control sends it.
    public private(set) var eventActions: [(action: UIAction, events: Event)] = []

    /// A control whose primary action (a tap for a button, a change for a switch) is `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// `addAction(_:for:)`: the device sends the event to the action, whose handler then runs
    /// with `sender` set to this control. An action with the same identifier replaces the old one.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        eventActions.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents }
        eventActions.append((action, controlEvents))
        if let event = Event.names.first(where: { controlEvents.contains($0.event) })?.name {
            AppRuntime.shared.call(HostCalls.addTarget, AppRuntime.shared.ref(self), AppRuntimeBridge.ref(action), UIAction.performSelector, event)
        }
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        eventActions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        eventActions.removeAll { $0.action.identifier == identifier && $0.events == controlEvents }
    }

    /// Runs the handlers of the actions added for `controlEvents`, as the control does when it sends them.
    open func sendActions(for controlEvents: Event) {
        for entry in eventActions where !entry.events.intersection(controlEvents).isEmpty {
            entry.action.run(from: self)
        }
        for entry in actions where !entry.events.intersection(controlEvents).isEmpty {
            _ = UIApplication.shared.sendAction(entry.action, to: entry.target, from: self, for: nil)
        }
    }
}

/// A button: its title is its text on the device.
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        /// The iOS 6 rounded-rectangle button; since iOS 7 the same as `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    public private(set) var buttonType: ButtonType = .system
    private var titles: [UInt: String] = [:]
    open var titleLabel: UILabel? { nil }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button from a configuration (iOS 15); its title is the button's text.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        self.configuration = configuration
        applyConfiguration()
        if let primaryAction { takePrimaryAction(primaryAction) }
    }

    /// A button whose tap runs `primaryAction`, titled with the action's title (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { takePrimaryAction(primaryAction) }
    }

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { takePrimaryAction(primaryAction) }
    }

    private func takePrimaryAction(_ action: UIAction) {
        if currentTitleIfSet == nil, !action.title.isEmpty { setTitle(action.title, for: .normal) }
        addAction(action, for: .primaryActionTriggered)
    }

    private var currentTitleIfSet: String? { titles[State.normal.rawValue] }

    open var configuration: Configuration? {
        didSet { applyConfiguration() }
    }

    private func applyConfiguration() {
        if let title = configuration?.title { setTitle(title, for: .normal) }
    }

    /// How a button looks (iOS 15), kept: the device draws no styles.
    public struct Configuration: Sendable {
        public var title: String?
        public var subtitle: String?
        nonisolated(unsafe) public var image: UIImage?
        nonisolated(unsafe) public var baseForegroundColor: UIColor?
        nonisolated(unsafe) public var baseBackgroundColor: UIColor?
        public var buttonSize: Size = .medium
        public var cornerStyle: CornerStyle = .dynamic
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0

        public static func plain() -> Configuration { Configuration() }
        public static func tinted() -> Configuration { Configuration() }
        public static func gray() -> Configuration { Configuration() }
        public static func filled() -> Configuration { Configuration() }
        public static func borderless() -> Configuration { Configuration() }
        public static func bordered() -> Configuration { Configuration() }
        public static func borderedTinted() -> Configuration { Configuration() }
        public static func borderedProminent() -> Configuration { Configuration() }

        public enum Size: Int, Sendable { case mini, small, medium, large }
        public enum CornerStyle: Int, Sendable { case fixed, dynamic, small, medium, large, capsule }
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal {
            AppRuntime.shared.call(HostCalls.setText, AppRuntime.shared.ref(self), title)
        }
    }

    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[0] ?? AppRuntime.shared.call(HostCalls.text, AppRuntime.shared.ref(self))
    }
    open var currentTitle: String? { title(for: .normal) }
    open func setTitleColor(_ color: UIColor?, for state: State) {}
    open var imageEdgeInsets: UIEdgeInsets = .zero
    open var titleEdgeInsets: UIEdgeInsets = .zero
    open var contentEdgeInsets: UIEdgeInsets = .zero
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    /// Kept per state (the device shows a button by its title).
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }
    open var currentImage: UIImage? { image(for: .normal) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: .normal) }
}

/// A text field.
open class UITextField: UIControl, UITextInputTraits {
    /// The storyboard connects a text field's delegate as an outlet.
    open override func __labSetOutlet(_ name: String, _ value: AnyObject?) -> Bool {
        guard name == "delegate" else { return super.__labSetOutlet(name, value) }
        delegate = value
        return true
    }

    open var text: String? {
        get { AppRuntime.shared.call(HostCalls.text, AppRuntime.shared.ref(self)) }
        set { AppRuntime.shared.call(HostCalls.setText, AppRuntime.shared.ref(self), newValue) }
    }
    open var placeholder: String?
    /// The placeholder with attributes: its string is the placeholder the device shows (the
    /// attributes are kept, not drawn).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { keptAttributedPlaceholder?.string == $0 ? keptAttributedPlaceholder! : NSAttributedString(string: $0) } }
        set { keptAttributedPlaceholder = newValue; placeholder = newValue?.string }
    }
    private var keptAttributedPlaceholder: NSAttributedString?
    open var font: UIFont?
    open var textColor: UIColor?
    open var borderStyle: BorderStyle = .none
    open weak var delegate: AnyObject?
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var enablesReturnKeyAutomatically: Bool = false
    open var isSecureTextEntry: Bool = false
    /// What replaces the keyboard (a date picker) and the bar above it: kept, as no keyboard
    /// is simulated to show them.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { customAccessoryView }
        set { customAccessoryView = newValue }
    }
    private var customInputView: UIView?
    private var customAccessoryView: UIView?

    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
}

/// A switch.
open class UISwitch: UIControl {
    open var isOn: Bool = false
    /// The switch's colours, kept (the screen shows a switch's state, not its colours).
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// A segmented control: its segments' titles and the selected one, kept in the app.
open class UISegmentedControl: UIControl {
    public static let noSegment = -1
    private var titles: [String?] = []
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment
    open var selectedSegmentTintColor: UIColor?
    open var isMomentary: Bool = false
    open var numberOfSegments: Int { titles.count }

    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
    }

    open func titleForSegment(at segment: Int) -> String? { segment >= 0 && segment < titles.count ? titles[segment] : nil }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if segment >= 0 && segment < titles.count { titles[segment] = title }
    }
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(0, segment), titles.count))
    }
    open func removeSegment(at segment: Int, animated: Bool) {
        if segment >= 0 && segment < titles.count { titles.remove(at: segment) }
    }
    open func removeAllSegments() {
        titles = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {}
}

/// A slider: its value, kept in the app (the device draws it as a plain control).
open class UISlider: UIControl {
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var value: Float = 0.5 {
        didSet { if value < minimumValue { value = minimumValue } else if value > maximumValue { value = maximumValue } }
    }
    open var isContinuous: Bool = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open func setValue(_ value: Float, animated: Bool) { self.value = value }
}

/// A visual effect (a blur), which the device does not draw.
open class UIVisualEffect: NSObject {}

open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }
    public let style: Style
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// Vibrancy: content in a blur's visual effect view drawn to stand out against the blur
/// (kept, not drawn).
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    public let style: UIVibrancyEffectStyle?
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = nil
        super.init()
    }
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// A view showing a visual effect behind its `contentView`.
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public let contentView = UIView()

    public convenience init(effect: UIVisualEffect?) {
        self.init(frame: .zero)
        self.effect = effect
        addSubview(contentView)
    }
}

/// An image view.
open class UIImageView: UIView {
    open var image: UIImage?
    /// The symbol configuration a symbol image is shown with (kept: the lab has no symbol glyphs).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    open var highlightedImage: UIImage?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// From a storyboard or nib: the image Interface Builder names, looked up as
    /// `UIImage(named:)` looks it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let name = coder.decodeObject(forKey: "UIImage") as? String { image = UIImage(named: name) }
        if let name = coder.decodeObject(forKey: "UIHighlightedImage") as? String { highlightedImage = UIImage(named: name) }
    }

    open var isHighlighted = false

    /// The frames `startAnimating()` shows in turn (`highlightedAnimationImages` while highlighted).
    open var animationImages: [UIImage]?
    open var highlightedAnimationImages: [UIImage]?
    /// One pass over the frames; 0 (the default) is a thirtieth of a second a frame, as on iOS.
    open var animationDuration: TimeInterval = 0
    /// Passes before the animation stops by itself; 0 (the default) repeats until `stopAnimating()`.
    open var animationRepeatCount = 0
    private var animating = false
    private var animationEnd: Timer?

    /// Whether the frames are being shown: from `startAnimating()` (with frames to show) until
    /// `stopAnimating()` or, with a repeat count, the end of the last pass on the device's virtual clock.
    open var isAnimating: Bool { animating }

    open func startAnimating() {
        let frames = (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages ?? []
        guard !frames.isEmpty, !animating else { return }
        animating = true
        guard animationRepeatCount > 0 else { return }
        let pass = animationDuration > 0 ? animationDuration : TimeInterval(frames.count) / 30
        animationEnd = __LabTimers.scheduledTimer(withTimeInterval: pass * TimeInterval(animationRepeatCount), repeats: false) { [weak self] _ in
            self?.animationEnd = nil
            self?.animating = false
        }
    }

    open func stopAnimating() {
        animationEnd?.invalidate()
        animationEnd = nil
        animating = false
    }
}

/// A stack view: arranged subviews are subviews.
open class UIStackView: UIView {
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var spacing: CGFloat = 0
    open var alignment: Alignment = .fill
    open var distribution: Distribution = .fill
    public private(set) var arrangedSubviews: [UIView] = []

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        addSubview(view)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    open var isLayoutMarginsRelativeArrangement: Bool = false
    open var isBaselineRelativeArrangement: Bool = false
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { customSpacings[ObjectIdentifier(arrangedSubview)] = spacing }
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat { customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault }
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        /// A vertical stack's names for leading and trailing.
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
}

/// An activity indicator: its style and colour are kept (nothing spins); with
/// `hidesWhenStopped` (the default) it is hidden while it is not animating, as in UIKit.
open class UIActivityIndicatorView: UIView {
    /// iOS 13's `medium` and `large`, and the older styles they replace (raw values as UIKit's).
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2, medium = 100, large = 101
    }
    open var style: Style = .medium
    open var color: UIColor!
    open private(set) var isAnimating = false
    open var hidesWhenStopped = true {
        didSet { if hidesWhenStopped && !isAnimating { isHidden = true } }
    }

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        isHidden = true
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func startAnimating() {
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}

/// The text attributes UIKit adds to Foundation's (`NSAttributedString.Key.foregroundColor`…).
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
}
