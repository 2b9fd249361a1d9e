/// A table's section header or footer view: its content view and label are its subviews on
/// the device, so `views` shows a section's title where the table puts it, before its rows
/// (a header) or after them (a footer).
open class UITableViewHeaderFooterView: UIView {
    public internal(set) var reuseIdentifier: String?
    public let contentView = UIView(frame: .zero)
    /// The label a section title goes in (made on first use, as UIKit does).
    open var textLabel: UILabel? {
        if let ownTextLabel { return ownTextLabel }
        let label = UILabel(frame: .zero)
        contentView.addSubview(label)
        ownTextLabel = label
        return label
    }
    private var ownTextLabel: UILabel?
    open var detailTextLabel: UILabel? { nil }
    open var backgroundView: UIView?
    /// A list content configuration (`defaultContentConfiguration()`): its text shows in the label.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configuredContent.show(contentConfiguration, in: contentView, replacing: [ownTextLabel]) }
    }
    private let configuredContent = ConfiguredContent()
    open var backgroundConfiguration: UIBackgroundConfiguration?

    /// The designated initialiser, which app subclasses override (not `required`, as in UIKit:
    /// a registered subclass is made through the build's factory, `AppCells`).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// `.groupedHeader()` in a grouped table, `.plainHeader()` otherwise (**choice**: the lab
    /// does not tell headers from footers here; both show the same text).
    open func defaultContentConfiguration() -> UIListContentConfiguration { .plainHeader() }

    open func prepareForReuse() {}

    /// A section title from `titleForHeaderInSection`/`titleForFooterInSection`.
    static func titled(_ title: String) -> UITableViewHeaderFooterView {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = title
        return view
    }
}
