import LabWire

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
    override var scrollViewDelegate: UIScrollViewDelegate? { delegate }
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
    /// elements in the visible rectangle; each cell and supplementary view on the device takes
    /// its attributes' frame, and each decoration view the attributes name is shown (made from
    /// the class the layout registered for its kind) with its frame, after the last cell.
    func layOutItems() {
        let layout = collectionViewLayout
        layout.prepare()
        contentSize = layout.collectionViewContentSize
        let size = bounds.size == .zero ? UIScreen.main.bounds.size : bounds.size
        let visible = CGRect(origin: contentOffset, size: size)
        var shownDecorations: [(kind: String, indexPath: IndexPath, view: UICollectionReusableView)] = []
        for attributes in layout.layoutAttributesForElements(in: visible) ?? [] {
            let view: UICollectionReusableView?
            switch attributes.representedElementCategory {
            case .cell: view = cellForItem(at: attributes.indexPath)
            case .supplementaryView:
                view = attributes.representedElementKind.flatMap { supplementaryView(forElementKind: $0, at: attributes.indexPath) }
            case .decorationView:
                guard let kind = attributes.representedElementKind else { continue }
                view = decorations.first { $0.kind == kind && $0.indexPath == attributes.indexPath }?.view
                    ?? layout.makeDecorationView(ofKind: kind)
                if let view { shownDecorations.append((kind, attributes.indexPath, view)) }
            }
            guard let view else { continue }
            view.frame = attributes.frame
            view.apply(attributes)
        }
        for old in decorations where !shownDecorations.contains(where: { $0.view === old.view }) { old.view.removeFromSuperview() }
        for entry in shownDecorations where entry.view.superview !== self { addSubview(entry.view) }
        decorations = shownDecorations
    }
    private var decorations: [(kind: String, indexPath: IndexPath, view: UICollectionReusableView)] = []

    /// The attributes the layout gives an item or a supplementary view.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
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
                  let made = runtime.object(runtime.call(HostCalls.makeCellFromNib, runtime.ref(self), nib), as: UICollectionReusableView.self) {
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
                  let made = runtime.object(runtime.call(HostCalls.makeCellFromNib, runtime.ref(self), nib), as: UICollectionViewCell.self) {
            cell = made
        } else if let prototype = runtime.object(runtime.call(HostCalls.makeCellFromPrototype, runtime.ref(self), identifier),
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
        let leaving = cells
        for (_, cell) in cells { cell.removeFromSuperview() }
        for entry in supplementaries { entry.view.removeFromSuperview() }
        indexBar?.removeFromSuperview()
        indexBar = nil
        cells = []
        supplementaries = []
        // The cells leave the view: the delegate hears of each, with the item it showed.
        for (indexPath, cell) in leaving { delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath) }
        guard let dataSource else { return }
        for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
            let kinds = collectionViewLayout.supplementaryKinds(inSection: section)
            let trailing = kinds.filter { $0 == UICollectionView.elementKindSectionFooter }
            for kind in kinds where !trailing.contains(kind) { showSupplementary(kind, section: section) }
            for item in 0..<max(0, dataSource.collectionView(self, numberOfItemsInSection: section)) {
                let indexPath = IndexPath(item: item, section: section)
                let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                if selected.contains(indexPath) { cell.isSelected = true }
                cell.isEditingShown = isEditing
                cell.updateConfiguration(using: cell.configurationState)
                delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
                cells.append((indexPath, cell))
                addSubview(cell)
            }
            for kind in trailing { showSupplementary(kind, section: section) }
        }
        if let titles = dataSource.indexTitles(for: self), !titles.isEmpty {
            let bar = UICollectionViewIndexBar(titles: titles)
            addSubview(bar)
            indexBar = bar
        }
        layOutItems()
    }
    /// The index along the side (`indexTitles(for:)`), after the last section.
    private var indexBar: UICollectionViewIndexBar?

    /// Editing mode (iOS 14): each cell's configuration state says it, so list cells show
    /// their editing accessories.
    open var isEditing: Bool = false {
        didSet {
            guard isEditing != oldValue else { return }
            for (_, cell) in cells {
                cell.isEditingShown = isEditing
                cell.setNeedsUpdateConfiguration()
            }
        }
    }

    /// Moves an item: the data source has already moved it (no animation is simulated).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }

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
    /// The item whose cell's frame holds `point` (in the collection view's content coordinates).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { cells.first { $0.cell.frame.contains(point) }?.indexPath }

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
    /// Touch down: UIKit asks `shouldHighlightItemAt` (false: nothing more happens) and
    /// highlights the cell (`didHighlightItemAt`); touch up: it asks `shouldSelectItemAt`,
    /// takes the highlight away (`didUnhighlightItemAt`), deselects the item selected before
    /// (`shouldDeselectItemAt`, `didDeselectItemAt`; with multiple selection, a selected item
    /// tapped again is the one deselected) and selects the item.
    func selectItemAsTapped(_ cell: UICollectionViewCell, segue: String? = nil) {
        guard allowsSelection, let indexPath = indexPath(for: cell) else { return }
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        cell.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        func unhighlight() {
            cell.isHighlighted = false
            delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
        if allowsMultipleSelection, selected.contains(indexPath) {
            unhighlight()
            deselectAsTapped(indexPath)
            return
        }
        let should = delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        unhighlight()
        guard should else { return }
        if !allowsMultipleSelection {
            for previous in selected where previous != indexPath { deselectAsTapped(previous) }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        if let segue { CellSegue.trigger(segue, from: cell) }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    private func deselectAsTapped(_ indexPath: IndexPath) {
        guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
        deselectItem(at: indexPath, animated: false)
        delegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    /// The selected items: the ones the app selected or the user tapped.
    open var indexPathsForSelectedItems: [IndexPath]? { selected }
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selected { deselectItem(at: item, animated: animated) }
            return
        }
        if !allowsMultipleSelection { for item in selected where item != indexPath { deselectItem(at: item, animated: animated) } }
        selected = selected.filter { $0 != indexPath } + [indexPath]
        cellForItem(at: indexPath)?.isSelected = true
    }
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }
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
    /// A selected or highlighted cell highlights the labels and controls of its content view,
    /// and its configurations are updated for the new state.
    open var isSelected: Bool = false {
        didSet { if isSelected != oldValue { stateChanged() } }
    }
    open var isHighlighted: Bool = false {
        didSet { if isHighlighted != oldValue { stateChanged() } }
    }
    /// Whether the collection view is editing (the configuration state's `isEditing`).
    var isEditingShown = false
    open var selectedBackgroundView: UIView?
    open var backgroundView: UIView?

    private func stateChanged() {
        CellHighlight.propagate(isSelected || isHighlighted, into: contentView)
        setNeedsUpdateConfiguration()
    }

    /// A content configuration's view goes in the content view (see `UITableViewCell`).
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configuredContent.show(contentConfiguration, in: contentView, replacing: []) }
    }
    private let configuredContent = ConfiguredContent()
    /// Shown by a background view under the content view (`_UISystemBackgroundView`).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            shownBackground = _UISystemBackgroundView.show(backgroundConfiguration, in: self, contentView: contentView, existing: shownBackground)
        }
    }
    private var shownBackground: _UISystemBackgroundView?
    open var automaticallyUpdatesContentConfiguration: Bool = true
    open var automaticallyUpdatesBackgroundConfiguration: Bool = true
    /// Called before the cell is shown and by `setNeedsUpdateConfiguration()`.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(selected: isSelected, highlighted: isHighlighted)
        state.isEditing = isEditingShown
        state.traitCollection = traitCollection
        return state
    }
    /// The state reaches the content and background configurations (`updated(for:)`), then
    /// the handler.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        configurationUpdateHandler?(self, state)
    }
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
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// nil: no index along the side.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
    /// Asked only when the layout has headers or footers; a data source without it fails as in UIKit.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        AppRuntimeBridge.raise("NSInternalInconsistencyException",
                               "the collection view's data source did not return a valid view for the element of kind \(kind) at \(indexPath)")
    }
}

/// What a collection view tells about selection (nothing taps items yet).
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool
    func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?)
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
    func collectionView(_ collectionView: UICollectionView,
                        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func collectionView(_ collectionView: UICollectionView,
                        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionCommitAnimating)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// A two-finger pan starts multiple selection: the simulated device has no such gesture.
    public func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
    public func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                               toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    /// The edit menu and context menus open on a long press, which the simulated device has no
    /// gesture for: these are never asked (docs/lifecycle.md).
    public func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                               withSender sender: Any?) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?) {}
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> UIContextMenuConfiguration? { nil }
    public func collectionView(_ collectionView: UICollectionView,
                               previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func collectionView(_ collectionView: UICollectionView,
                               previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                               animator: UIContextMenuInteractionCommitAnimating) {}
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
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    open func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                             withSender sender: Any?) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?) {}
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView,
                             previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView,
                             previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionCommitAnimating) {}

    /// A layout-to-layout transition (iOS pushes this controller sharing the collection view
    /// below it, in its new layout): kept; the lab pushes it with its own collection view, and
    /// the first use says so in the console.
    open var useLayoutToLayoutNavigationTransitions: Bool = false {
        didSet {
            if useLayoutToLayoutNavigationTransitions {
                UnsimulatedGesture.sayOnce("useLayoutToLayoutNavigationTransitions",
                                           "the lab pushes the controller with a collection view of its own, not the one below it")
            }
        }
    }
    /// Editing mode reaches the collection view, as UIKit's collection view controller passes it on.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView?.isEditing = editing
    }
    // UIScrollViewDelegate's methods a subclass overrides, as in UIKit (UIScrollViewDelegate.swift).
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
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

/// The index a collection view shows along its side (`indexTitles(for:)`): its titles are its
/// text on the device, so `views` shows them after the last section.
final class UICollectionViewIndexBar: UIView {
    init(titles: [String]) {
        super.init(frame: .zero)
        AppRuntime.shared.call(HostCalls.setText, AppRuntime.shared.ref(self), titles.joined(separator: " "))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
