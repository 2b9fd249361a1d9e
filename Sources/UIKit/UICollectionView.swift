/// Collection views: items come from the data source when the view reloads. Unlike a table
/// (one view on the device), a collection view's cells are its subviews on the device, so
/// `views` and `screen` show what each cell holds. After each reload the layout is asked
/// (`UICollectionViewLayout`) and each cell takes its item's frame.
open class UICollectionView: UIScrollView {
    /// The first layout: the items load unless a reload already asked for them.
    func loadIfNeeded() {
        if !hasLoaded, dataSource != nil { loadItems() }
    }

    var awaitsFirstLayout: Bool { !hasLoaded && dataSource != nil }

    /// The storyboard connects a collection view's data source and delegate as outlets.
    open override func __labSetOutlet(_ name: String, _ value: AnyObject?) -> Bool {
        switch name {
        case "dataSource": dataSource = value as? UICollectionViewDataSource
        case "delegate": delegate = value as? UICollectionViewDelegate
        default: return super.__labSetOutlet(name, value)
        }
        return true
    }

    /// A collection view first asks its data source in its first layout pass (`PendingLayout`),
    /// unless the app reloads first.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet {
            guard dataSource != nil, !hasLoaded else { return }
            PendingLayout.scheduleFirstLayout(self)
        }
    }
    private var hasLoaded = false
    open weak var delegate: UICollectionViewDelegate?
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            collectionViewLayout.collectionView = self
            if hasLoaded { layOutItems() }
        }
    }
    open var allowsSelection: Bool = true
    open var allowsMultipleSelection: Bool = false
    open var backgroundView: UIView?
    open var isPagingEnabled: Bool = false
    /// Registered cell classes by reuse identifier, as the names the cell factory knows.
    private var registered: [String: String] = [:]
    /// The cells the last `reloadData()` asked the data source for, with their index paths.
    private var cells: [(indexPath: IndexPath, cell: UICollectionViewCell)] = []
    /// The supplementary views (headers, footers) it asked for, with their kinds and index paths.
    private var supplementaries: [(kind: String, indexPath: IndexPath, view: UICollectionReusableView)] = []
    /// Supplementary view classes (or nibs) by kind and reuse identifier.
    private var registeredSupplementaries: [String: String] = [:]
    private var registeredSupplementaryNibs: [String: String] = [:]
    private var selected: [IndexPath] = []

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// From a storyboard or nib: Interface Builder's default flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { collectionViewLayout = layout }
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }

    /// The layout pass: the layout prepares, gives the content size and the attributes of the
    /// elements in the visible rectangle; each cell on the device takes its item's frame.
    func layOutItems() {
        let layout = collectionViewLayout
        layout.prepare()
        contentSize = layout.collectionViewContentSize
        let size = bounds.size == .zero ? UIScreen.main.bounds.size : bounds.size
        let visible = CGRect(origin: contentOffset, size: size)
        for attributes in layout.layoutAttributesForElements(in: visible) ?? [] where attributes.representedElementCategory == .cell {
            guard let cell = cellForItem(at: attributes.indexPath) else { continue }
            cell.frame = attributes.frame
            cell.apply(attributes)
        }
    }

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        if let cellClass = cellClass as? UICollectionViewCell.Type { registered[identifier] = String(describing: cellClass) }
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registeredSupplementaryNibs[elementKind + "/" + identifier] = nil
        registeredSupplementaries[elementKind + "/" + identifier] = (viewClass as? UICollectionReusableView.Type).map { String(describing: $0) }
    }

    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registeredSupplementaries[kind + "/" + identifier] = nil
        registeredSupplementaryNibs[kind + "/" + identifier] = nib?.name
    }

    /// A new header, footer or other supplementary view of the class (or from the nib)
    /// registered for the kind and identifier; neither raises, as UIKit does.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let runtime = AppRuntime.shared
        let key = elementKind + "/" + identifier
        let view: UICollectionReusableView
        if let name = registeredSupplementaries[key] {
            view = AppCells.makeReusable(name) ?? ClassLookup.makeSystemReusable(name) ?? UICollectionReusableView(frame: .zero)
        } else if let nib = registeredSupplementaryNibs[key],
                  let made = runtime.object(runtime.host1("makeCellFromNib", [runtime.value(self), .string(nib)]), as: UICollectionReusableView.self) {
            view = made
        } else {
            AppRuntimeBridge.raise("NSInternalInconsistencyException",
                                   "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - "
                                       + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        view.reuseIdentifier = identifier
        return view
    }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        supplementaries.first { $0.kind == elementKind && $0.indexPath == indexPath }?.view
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        supplementaries.filter { $0.kind == elementKind }.map(\.view)
    }

    /// A cell from a nib: each dequeue unarchives the nib's cell (its class, views and outlets).
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = nil
        registeredNibs[identifier] = nib?.name
    }
    private var registeredNibs: [String: String] = [:]

    /// A new cell of the class registered for `identifier`, or from the storyboard's prototype
    /// cell with that identifier (the device unarchives it, outlets connected). Neither raises,
    /// as UIKit does. (Cells are made anew each time: nothing scrolls, so none is reused.)
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let runtime = AppRuntime.shared
        let cell: UICollectionViewCell
        if let name = registered[identifier] {
            cell = AppCells.makeItem(name) ?? ClassLookup.makeSystemReusable(name) as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
        } else if let nib = registeredNibs[identifier],
                  let made = runtime.object(runtime.host1("makeCellFromNib", [runtime.value(self), .string(nib)]), as: UICollectionViewCell.self) {
            cell = made
        } else if let prototype = runtime.object(runtime.host1("makeCellFromPrototype", [runtime.value(self), .string(identifier)]),
                                                 as: UICollectionViewCell.self) {
            cell = prototype
        } else {
            AppRuntimeBridge.raise("NSInternalInconsistencyException",
                                   "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - "
                                       + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Asks the data source for every item (a small collection shows them all), and for the
    /// headers and footers its layout has, and puts them into the view on the device in order
    /// (a section's header, its items, its footer), in place of the last ones.
    open func reloadData() {
        // Before the first layout, a reload only asks for it (as the table's does).
        guard hasLoaded else {
            if dataSource != nil { PendingLayout.scheduleFirstLayout(self) }
            return
        }
        loadItems()
    }

    private func loadItems() {
        hasLoaded = true
        for (_, cell) in cells { cell.removeFromSuperview() }
        for entry in supplementaries { entry.view.removeFromSuperview() }
        cells = []
        supplementaries = []
        guard let dataSource else { return }
        for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
            let kinds = collectionViewLayout.supplementaryKinds(inSection: section)
            let trailing = kinds.filter { $0 == UICollectionView.elementKindSectionFooter }
            for kind in kinds where !trailing.contains(kind) { showSupplementary(kind, section: section) }
            for item in 0..<max(0, dataSource.collectionView(self, numberOfItemsInSection: section)) {
                let indexPath = IndexPath(item: item, section: section)
                let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                cell.updateConfiguration(using: cell.configurationState)
                delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
                cells.append((indexPath, cell))
                addSubview(cell)
            }
            for kind in trailing { showSupplementary(kind, section: section) }
        }
        layOutItems()
    }

    private func showSupplementary(_ kind: String, section: Int) {
        guard let dataSource else { return }
        let indexPath = IndexPath(item: 0, section: section)
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        supplementaries.append((kind, indexPath, view))
        addSubview(view)
    }

    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }
    open func numberOfItems(inSection section: Int) -> Int { dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0 }
    open var visibleCells: [UICollectionViewCell] { cells.map(\.cell) }
    open var indexPathsForVisibleItems: [IndexPath] { cells.map(\.indexPath) }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { cells.first { $0.indexPath == indexPath }?.cell }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { cells.first { $0.cell === cell }?.indexPath }

    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    open func insertSections(_ sections: IndexSet) { reloadData() }
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    /// Runs the updates, then reloads (no animation is simulated).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    /// The user taps an item (`tap` with a cell's text): UIKit asks `shouldSelectItemAt`,
    /// selects the item and tells the delegate `didSelectItemAt`.
    func selectItemAsTapped(_ cell: UICollectionViewCell) {
        guard allowsSelection, let indexPath = indexPath(for: cell) else { return }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for previous in selected where previous != indexPath {
                selected.removeAll { $0 == previous }
                delegate?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// The selected items: the ones the app selected or the user tapped.
    open var indexPathsForSelectedItems: [IndexPath]? { selected }
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return selected = [] }
        selected = allowsMultipleSelection ? selected.filter { $0 != indexPath } + [indexPath] : [indexPath]
    }
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { selected.removeAll { $0 == indexPath } }
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}

/// A view a collection view shows (cells, headers).
open class UICollectionReusableView: UIView {
    /// The identifier the cell was dequeued with.
    open internal(set) var reuseIdentifier: String?
    open func prepareForReuse() {}
    /// The layout pass gives the view its attributes (a subclass reads its own kind's extras).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
    /// Self-sizing: the attributes as the view would have them (kept: the layout's size stands).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

/// A collection cell: what it shows goes in its `contentView`, which is its subview on the
/// device, so a label added there shows in `views` under the cell.
open class UICollectionViewCell: UICollectionReusableView {
    /// Made with the cell in code; from an archive, the archived content view (its first subview).
    public var contentView: UIView {
        if let ownContentView { return ownContentView }
        let found = subviews.first ?? UIView(frame: .zero)
        if found.superview !== self { addSubview(found) }
        ownContentView = found
        return found
    }
    private var ownContentView: UIView?
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
    open var selectedBackgroundView: UIView?
    open var backgroundView: UIView?

    /// A content configuration's view goes in the content view (see `UITableViewCell`).
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configuredContent.show(contentConfiguration, in: contentView, replacing: []) }
    }
    private let configuredContent = ConfiguredContent()
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var automaticallyUpdatesContentConfiguration: Bool = true
    open var automaticallyUpdatesBackgroundConfiguration: Bool = true
    /// Called before the cell is shown and by `setNeedsUpdateConfiguration()`.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?
    open var configurationState: UICellConfigurationState { UICellConfigurationState(selected: isSelected, highlighted: isHighlighted) }
    open func updateConfiguration(using state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

    /// The designated initialiser, which app cells override (not `required`, as in UIKit: a
    /// registered class is made through the build's cell factory, `AppCells`).
    public override init(frame: CGRect) {
        let content = UIView(frame: CGRect(origin: .zero, size: frame.size))
        ownContentView = content
        super.init(frame: frame)
        addSubview(content)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// The content view Interface Builder archives in a collection cell.
final class UICollectionViewCellContentView: UIView {}

/// Where a collection's items come from.
public protocol UICollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Asked only when the layout has headers or footers; a data source without it fails as in UIKit.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        AppRuntimeBridge.raise("NSInternalInconsistencyException",
                               "the collection view's data source did not return a valid view for the element of kind \(kind) at \(indexPath)")
    }
}

/// What a collection view tells about selection (nothing taps items yet).
public protocol UICollectionViewDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
}

/// A flow layout's per-item questions, asked in its layout pass.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// A controller whose view is a collection view, and which is its data source and delegate.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    public let collectionViewLayout: UICollectionViewLayout
    private var ownCollection: UICollectionView?

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    open var clearsSelectionOnViewWillAppear: Bool = true

    open var collectionView: UICollectionView! {
        get {
            if let collection = ownCollection { return collection }
            // The device made the collection view (UIKit's own loadView): this controller feeds it.
            guard let collection = view as? UICollectionView else { return nil }
            collection.collectionViewLayout = collectionViewLayout
            collection.dataSource = collection.dataSource ?? self
            collection.delegate = collection.delegate ?? self
            ownCollection = collection
            return collection
        }
        set { ownCollection = newValue }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        collectionView?.reloadData()
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        AppRuntimeBridge.raise("NSInternalInconsistencyException",
                               "the collection view's data source did not return a valid view for the element of kind \(kind) at \(indexPath)")
    }
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
}

extension IndexPath {
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }
}

@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection

@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
