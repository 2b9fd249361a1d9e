import Foundation

/// What a cell's (or header's) content shows, as a value: `cell.contentConfiguration = …`
/// makes the configuration's content view and puts it in the cell's content view, so its
/// labels show in `views` and `screen`.
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// A view that shows a content configuration.
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}

/// The state a configuration is updated for (selected, highlighted, editing…).
public protocol UIConfigurationState {}

/// A cell's state as `configurationUpdateHandler` and `updated(for:)` see it. The lab taps no
/// cell while it draws (`tap` selects at once), so it is mostly the plain state.
public struct UICellConfigurationState: UIConfigurationState, Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false
    public var isExpanded = false
    /// The traits of the cell's environment (the device's current ones).
    public var traitCollection = UITraitCollection.current
    public init() {}

    init(selected: Bool, highlighted: Bool) {
        isSelected = selected
        isHighlighted = highlighted
    }
}

/// The system's list content: text, secondary text and an image, in the styles of a cell, a
/// value cell, a subtitle cell and section headers and footers. Fonts, colours and margins
/// are kept for app code to read back (the device draws no text attributes).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public var text: String?
    public var secondaryText: String?
    public var attributedText: NSAttributedString?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties()
    public var imageProperties = ImageProperties()
    public var prefersSideBySideTextAndSecondaryText = false
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    public var textToSecondaryTextHorizontalPadding: CGFloat = 0
    public var imageToTextPadding: CGFloat = 0
    /// Which of the system's styles this is (`cell`, `subtitleCell`, `groupedHeader`…).
    public private(set) var style: String

    init(style: String) { self.style = style }

    public static func cell() -> Self { Self(style: "cell") }
    public static func subtitleCell() -> Self { Self(style: "subtitleCell") }
    public static func valueCell() -> Self { Self(style: "valueCell") }
    public static func plainHeader() -> Self { Self(style: "plainHeader") }
    public static func plainFooter() -> Self { Self(style: "plainFooter") }
    public static func groupedHeader() -> Self { Self(style: "groupedHeader") }
    public static func groupedFooter() -> Self { Self(style: "groupedFooter") }
    public static func prominentInsetGroupedHeader() -> Self { Self(style: "prominentInsetGroupedHeader") }
    public static func extraProminentInsetGroupedHeader() -> Self { Self(style: "extraProminentInsetGroupedHeader") }
    public static func sidebarCell() -> Self { Self(style: "sidebarCell") }
    public static func sidebarSubtitleCell() -> Self { Self(style: "sidebarSubtitleCell") }
    public static func accompaniedSidebarCell() -> Self { Self(style: "accompaniedSidebarCell") }
    public static func sidebarHeader() -> Self { Self(style: "sidebarHeader") }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// The text shown: `text`, or the plain string of `attributedText`.
    var shownText: String? { text ?? attributedText?.string }
    var shownSecondaryText: String? { secondaryText ?? secondaryAttributedText?.string }

    public struct TextProperties: Hashable {
        public var font = UIFont.systemFont(ofSize: 17)
        public var color: UIColor = .label
        public var alignment: TextAlignment = .natural
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none
        public init() {}
        public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }
        public enum TextTransform: Int, Hashable, Sendable { case none, uppercase, lowercase, capitalized }
    }

    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
        public init() {}
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
    }
}

/// The content view of a list configuration: a label for the text, one for the secondary text
/// (when there is some) and an image view (when there is an image).
open class UIListContentView: UIView, UIContentView {
    private let textLabel = UILabel(frame: .zero)
    private var secondaryTextLabel: UILabel?
    private var imageView: UIImageView?

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(textLabel)
        show(configuration)
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        addSubview(textLabel)
    }

    private var listConfiguration: UIListContentConfiguration

    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            show(list)
        }
    }

    public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    /// Guides around the text, the secondary text and the image, for constraints against
    /// them: each lies where its label or image view lies, and is nil while there is none.
    open var textLayoutGuide: UILayoutGuide? { listConfiguration.shownText == nil ? nil : guide(for: textLabel) }
    open var secondaryTextLayoutGuide: UILayoutGuide? { secondaryTextLabel.flatMap { $0.text == nil ? nil : guide(for: $0) } }
    open var imageLayoutGuide: UILayoutGuide? { imageView.flatMap { $0.image == nil ? nil : guide(for: $0) } }

    private var guides: [ObjectIdentifier: ViewLayoutGuide] = [:]

    private func guide(for view: UIView) -> UILayoutGuide {
        if let made = guides[ObjectIdentifier(view)] { return made }
        let made = ViewLayoutGuide(following: view)
        addLayoutGuide(made)
        guides[ObjectIdentifier(view)] = made
        return made
    }

    private func show(_ configuration: UIListContentConfiguration) {
        if let image = configuration.image, imageView == nil {
            let view = UIImageView(image: image)
            insertSubview(view, at: 0)
            imageView = view
        } else {
            imageView?.image = configuration.image
        }
        textLabel.text = configuration.shownText
        if let secondary = configuration.shownSecondaryText {
            if secondaryTextLabel == nil {
                let label = UILabel(frame: .zero)
                addSubview(label)
                secondaryTextLabel = label
            }
            secondaryTextLabel?.text = secondary
        } else {
            secondaryTextLabel?.text = nil
        }
    }
}

/// A layout guide that lies where a subview of its owning view lies (a list content view's
/// text and image guides).
final class ViewLayoutGuide: UILayoutGuide {
    private weak var followed: UIView?

    init(following view: UIView) {
        followed = view
        super.init()
    }

    override var layoutFrame: CGRect { followed?.frame ?? .zero }
}
