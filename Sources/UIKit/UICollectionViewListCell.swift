/// A collection view list's cell: a content configuration (`defaultContentConfiguration()`),
/// accessories and an indentation level, kept for app code.
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = []
    open var indentationLevel: Int = 0
    open var indentationWidth: CGFloat = 10
    open var indentsAccessories: Bool = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// What a list cell shows beside its content (kept: the device draws no accessories).
public struct UICellAccessory {
    /// Which accessory: `disclosureIndicator`, `checkmark`, `outlineDisclosure`, `delete`, …
    public let kind: String
    private init(_ kind: String) { self.kind = kind }

    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }
    public enum Placement { case leading(displayed: DisplayedState = .always), trailing(displayed: DisplayedState = .always) }

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: AnyHashable? = nil) -> Self { Self("disclosureIndicator") }
    public static func checkmark(displayed: DisplayedState = .always, options: AnyHashable? = nil) -> Self { Self("checkmark") }
    public static func delete(displayed: DisplayedState = .whenEditing, options: AnyHashable? = nil, actionHandler: (() -> Void)? = nil) -> Self { Self("delete") }
    public static func reorder(displayed: DisplayedState = .whenEditing, options: AnyHashable? = nil) -> Self { Self("reorder") }
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: AnyHashable? = nil, actionHandler: (() -> Void)? = nil) -> Self { Self("outlineDisclosure") }
    public static func label(text: String, displayed: DisplayedState = .always, options: AnyHashable? = nil) -> Self { Self("label") }
    public static func customView(configuration: AnyHashable) -> Self { Self("customView") }
}

extension UICollectionView {
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// A cell class and the handler that configures it for an item: `dequeueConfiguredReusableCell`
    /// makes the cell and calls the handler.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let nibName: String?
        public init(handler: @escaping Handler) {
            self.handler = handler
            nibName = nil
        }
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.handler = handler
            nibName = cellNib.name
        }
    }

    /// A supplementary view class for a kind, and the handler that configures it.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let elementKind: String
        let handler: Handler
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        let identifier = "CellRegistration-\(Cell.self)"
        if let nib = registration.nibName { register(UINib(nibName: nib, bundle: nil), forCellWithReuseIdentifier: identifier) } else {
            register(Cell.self, forCellWithReuseIdentifier: identifier)
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell else {
            AppRuntimeBridge.raise("NSInternalInconsistencyException", "the cell registration's class \(Cell.self) could not be made")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let identifier = "SupplementaryRegistration-\(Supplementary.self)"
        register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: identifier)
        guard let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: identifier, for: indexPath) as? Supplementary else {
            AppRuntimeBridge.raise("NSInternalInconsistencyException", "the supplementary registration's class \(Supplementary.self) could not be made")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
