import LabWire
/// Table views: rows come from the data source when the table reloads, and the cells are
/// the table's subviews on the device (`views` and `screen` show them; `tap` selects a row by
/// its text), in the table's order: its header view, then each section's header, rows and
/// footer, the section index, its footer view. The first load happens in the table's first
/// layout pass, as on iOS (`PendingLayout`).
open class UITableView: UIScrollView {
    open weak var dataSource: UITableViewDataSource? {
        didSet { scheduleFirstLoad() }
    }
    private var hasLoaded = false

    /// The first load waits for the table's first layout (setting the data source, a
    /// `reloadData()` or a diffable data source's `apply` before it asks nothing): iOS asks
    /// the data source in the table's first layout pass, so what the app sets up before that
    /// (rows filled in `viewWillAppear`, a header class registered after `apply`) is there
    /// when it is asked.
    private func scheduleFirstLoad() {
        guard dataSource != nil, !hasLoaded else { return }
        PendingLayout.scheduleFirstLayout(self)
    }
    open weak var delegate: UITableViewDelegate?
    override var scrollViewDelegate: UIScrollViewDelegate? { delegate }
    /// Scrolling shows other rows: they are asked for, and those scrolled away leave.
    open override var contentOffset: CGPoint {
        didSet { if contentOffset != oldValue { showScrolledRows() } }
    }
    /// Told, before the table asks for them, of the rows below its first screen.
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    open var rowHeight: CGFloat = 44
    open var estimatedRowHeight: CGFloat = 44
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// Shown above the first section (and below the last for the footer), once the table has loaded.
    open var tableFooterView: UIView? {
        didSet { replaceShown(oldValue) }
    }
    open var tableHeaderView: UIView? {
        didSet { replaceShown(oldValue) }
    }
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    open var sectionIndexTrackingBackgroundColor: UIColor?
    open var sectionIndexMinimumDisplayRowCount: Int = 0
    open var sectionHeaderTopPadding: CGFloat = 0
    open var estimatedSectionFooterHeight: CGFloat = 0
    open var cellLayoutMarginsFollowReadableWidth: Bool = false
    open var allowsMultipleSelectionDuringEditing: Bool = false
    open var dragInteractionEnabled: Bool = false
    /// Separators are kept, not drawn.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    open var insetsContentViewsToSafeArea: Bool = true
    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges, fromAutomaticInsets }
    open var backgroundView: UIView?
    open var separatorColor: UIColor?
    open var allowsSelection: Bool = true
    open var allowsMultipleSelection: Bool = false
    open var allowsSelectionDuringEditing: Bool = false
    open var sectionHeaderHeight: CGFloat = 28
    open var sectionFooterHeight: CGFloat = 28
    open var estimatedSectionHeaderHeight: CGFloat = 0
    public let style: Style
    /// Registered cell classes by reuse identifier, as the names the cell factory knows.
    private var registered: [String: String] = [:]
    /// The cells the last `reloadData()` asked the data source for, and their rows.
    public private(set) var visibleCells: [UITableViewCell] = []
    private var visibleRows: [IndexPath] = []
    /// What the last reload put in the table, in order: section headers, cells, section footers, the index.
    private var sectionViews: [UIView] = []
    private var headerViews: [Int: UIView] = [:]
    private var footerViews: [Int: UIView] = [:]

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if let cellClass = cellClass as? UITableViewCell.Type { registered[identifier] = String(describing: cellClass) }
        registeredNibs[identifier] = nil
    }

    /// A cell from a nib: each dequeue unarchives the nib's cell (its class, views and outlets).
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = nil
        registeredNibs[identifier] = nib?.name
    }
    private var registeredNibs: [String: String] = [:]

    /// `rowHeight = UITableView.automaticDimension`: the height comes from Auto Layout.
    public static let automaticDimension: CGFloat = -1

    /// A cell of the class registered for `identifier`, or a copy of the storyboard's
    /// prototype cell with that identifier (the device unarchives it, outlets connected), or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let name = registered[identifier] {
            return AppCells.make(name, reuseIdentifier: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        let runtime = AppRuntime.shared
        if let nib = registeredNibs[identifier] {
            let cell = runtime.object(runtime.call(HostCalls.makeCellFromNib, runtime.ref(self), nib), as: UITableViewCell.self)
            cell?.reuseIdentifier = identifier
            return cell
        }
        guard let cell = runtime.object(runtime.call(HostCalls.makeCellFromPrototype, runtime.ref(self), identifier),
                                        as: UITableViewCell.self) else { return nil }
        cell.reuseIdentifier = identifier
        return cell
    }

    /// As above; an identifier with neither a class nor a prototype raises, as UIKit does.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        AppRuntimeBridge.raise("NSInternalInconsistencyException",
                               "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
                                   + "for the identifier or connect a prototype cell in a storyboard")
    }

    /// Asks the data source for the rows the table shows (a small table shows them all), with each section's
    /// header and footer (the delegate's view, else the data source's title) and the section
    /// index titles, and puts them into the table on the device, in place of the last ones.
    open func reloadData() {
        guard hasLoaded else { return scheduleFirstLoad() }
        loadRows()
    }

    private func loadRows() {
        hasLoaded = true
        for view in sectionViews where view.superview === self { view.removeFromSuperview() }
        // The cells leave the table: the delegate hears of each, with the row it showed.
        let leaving = zip(visibleCells, visibleRows)
        visibleCells = []
        visibleRows = []
        for (cell, indexPath) in leaving { delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
        sectionViews = []
        headerViews = [:]
        footerViews = [:]
        var cells: [UITableViewCell] = []
        var rows: [IndexPath] = []
        var rowCounts: [Int] = []
        if let dataSource {
            prefetchBelowFirstScreen()
            // Only the rows that meet the visible part of the table are asked for, top down, as
            // UIKit's layout asks (a long table's other rows come as it scrolls: `showScrolledRows`).
            let visible = visibleSpan
            var y = tableHeaderView?.frame.height ?? 0
            for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
                if let header = sectionHeaderOrFooter(section, header: true) {
                    headerViews[section] = header
                    sectionViews.append(header)
                    y += TableGeometry.headerHeight(self, section)
                }
                rowCounts.append(max(0, dataSource.tableView(self, numberOfRowsInSection: section)))
                for row in 0..<rowCounts[section] {
                    let indexPath = IndexPath(row: row, section: section)
                    let height = TableGeometry.rowHeight(self, indexPath)
                    defer { y += height }
                    guard y < visible.upperBound, y + height > visible.lowerBound || height == 0 && y >= visible.lowerBound else { continue }
                    let cell = displayedCell(at: indexPath, from: dataSource)
                    cells.append(cell)
                    rows.append(indexPath)
                    sectionViews.append(cell)
                }
                if let footer = sectionHeaderOrFooter(section, header: false) {
                    footerViews[section] = footer
                    sectionViews.append(footer)
                    y += TableGeometry.footerHeight(self, section)
                }
            }
            if let titles = dataSource.sectionIndexTitles(for: self), !titles.isEmpty {
                sectionViews.append(UITableViewIndex(titles: titles))
            }
        }
        visibleCells = cells
        visibleRows = rows
        arrangeShownViews()
        contentSize = CGSize(width: shownSize.width, height: TableGeometry(self, rowCounts: rowCounts).contentHeight)
    }

    /// The part of the content the table shows: from its content offset, its height (the
    /// screen's while it has none).
    private var visibleSpan: Range<CGFloat> {
        contentOffset.y..<(contentOffset.y + shownSize.height)
    }

    /// A row's cell from the data source, in its state, and the delegate told it will display.
    private func displayedCell(at indexPath: IndexPath, from dataSource: UITableViewDataSource) -> UITableViewCell {
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        if selectedRows.contains(indexPath) { cell.setSelected(true, animated: false) }
        if isEditing { showEditing(of: cell, at: indexPath, animated: false) }
        cell.updateConfiguration(using: cell.configurationState)
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// The content offset moved (the app scrolled): the rows that left the visible part leave
    /// the table (`didEndDisplaying`), and those that came into it are asked for, in order.
    private func showScrolledRows() {
        guard hasLoaded, let dataSource else { return }
        let visible = visibleSpan
        let wanted = TableGeometry(self).rowRects
            .filter { $0.rect.minY < visible.upperBound && ($0.rect.maxY > visible.lowerBound || $0.rect.height == 0 && $0.rect.minY >= visible.lowerBound) }
            .map(\.indexPath)
        guard wanted != visibleRows else { return }
        let leaving = zip(visibleCells, visibleRows).filter { !wanted.contains($0.1) }
        var kept: [IndexPath: UITableViewCell] = [:]
        for (cell, indexPath) in zip(visibleCells, visibleRows) where wanted.contains(indexPath) { kept[indexPath] = cell }
        for (cell, indexPath) in leaving {
            sectionViews.removeAll { $0 === cell }
            if cell.superview === self { cell.removeFromSuperview() }
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
        visibleRows = wanted
        visibleCells = wanted.map { kept[$0] ?? displayedCell(at: $0, from: dataSource) }
        // Headers, then each section's cells, then its footer, as a load puts them.
        let others = sectionViews.filter { view in !visibleCells.contains { $0 === view } }
        var ordered: [UIView] = []
        for view in others {
            if let section = footerViews.first(where: { $0.value === view })?.key {
                ordered += zip(visibleCells, visibleRows).filter { $0.1.section == section }.map(\.0)
            }
            ordered.append(view)
        }
        let placed = Set(ordered.map(ObjectIdentifier.init))
        for (index, cell) in visibleCells.enumerated() where !placed.contains(ObjectIdentifier(cell)) {
            // A section without a footer: its cells go before the next section's header, or last.
            let section = visibleRows[index].section
            let next = ordered.firstIndex { view in headerViews.contains { $0.key > section && $0.value === view } }
                ?? ordered.firstIndex { $0 is UITableViewIndex } ?? ordered.count
            ordered.insert(cell, at: next)
        }
        sectionViews = ordered
        arrangeShownViews()
    }

    /// The prefetch data source hears of the rows of the screenful below the first one, once
    /// per load, before the table asks for them.
    private func prefetchBelowFirstScreen() {
        guard let prefetchDataSource else { return }
        let screen = shownSize.height
        let below = TableGeometry(self).rowRects.filter { $0.rect.minY >= screen && $0.rect.minY < 2 * screen }.map(\.indexPath)
        if !below.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: below) }
    }

    /// The table's size, or the screen's while it has none yet.
    var shownSize: CGSize {
        bounds.size.width > 0 && bounds.size.height > 0 ? bounds.size : UIScreen.main.bounds.size
    }

    /// Where a row, a section, its header or footer lies in the table's content, from the
    /// heights the table and its delegate give (`heightForRowAt`, `rowHeight`, the header and
    /// footer heights), stacked from the table header view down.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        TableGeometry(self).rowRects.first { $0.indexPath == indexPath }?.rect ?? .zero
    }
    open func rect(forSection section: Int) -> CGRect { TableGeometry(self).sectionRect(section) }
    open func rectForHeader(inSection section: Int) -> CGRect { TableGeometry(self).headerRects[section] ?? .zero }
    open func rectForFooter(inSection section: Int) -> CGRect { TableGeometry(self).footerRects[section] ?? .zero }
    /// The row at a point of the table's content, or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        TableGeometry(self).rowRects.first { $0.rect.contains(point) }?.indexPath
    }
    open var indexPathsForVisibleRows: [IndexPath]? { visibleRows }

    /// A section's header (or footer): the delegate's view, else a header-footer view with the
    /// data source's title; nil when there is neither.
    private func sectionHeaderOrFooter(_ section: Int, header: Bool) -> UIView? {
        let fromDelegate = header ? delegate?.tableView(self, viewForHeaderInSection: section)
                                  : delegate?.tableView(self, viewForFooterInSection: section)
        let title = fromDelegate == nil ? (header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                                                  : dataSource?.tableView(self, titleForFooterInSection: section)) : nil
        guard let view = fromDelegate ?? title.map(UITableViewHeaderFooterView.titled) else { return nil }
        if header { delegate?.tableView(self, willDisplayHeaderView: view, forSection: section) } else {
            delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
        return view
    }

    /// Puts the table's own header view, the sections and its footer view in order on the device.
    private func arrangeShownViews() {
        let shown = [tableHeaderView].compactMap { $0 } + sectionViews + [tableFooterView].compactMap { $0 }
        for view in shown where view.superview === self { view.removeFromSuperview() }
        for view in shown { addSubview(view) }
    }

    /// A new table header or footer view takes the old one's place (once the table has loaded).
    private func replaceShown(_ old: UIView?) {
        if let old, old.superview === self { old.removeFromSuperview() }
        if hasLoaded { arrangeShownViews() }
    }

    /// Whether the last load made a header (or footer) for the section.
    func hasShownHeaderOrFooter(_ section: Int, header: Bool) -> Bool {
        (header ? headerViews : footerViews)[section] != nil
    }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { headerViews[section] as? UITableViewHeaderFooterView }
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { footerViews[section] as? UITableViewHeaderFooterView }

    /// Header and footer view classes (or nibs) by reuse identifier.
    private var registeredHeaderFooters: [String: String] = [:]
    private var registeredHeaderFooterNibs: [String: String] = [:]

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterNibs[identifier] = nil
        registeredHeaderFooters[identifier] = (aClass as? UITableViewHeaderFooterView.Type).map { String(describing: $0) }
    }

    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooters[identifier] = nil
        registeredHeaderFooterNibs[identifier] = nib?.name
    }

    /// A new header-footer view of the class (or from the nib) registered for `identifier`,
    /// or nil when none is (cells are made anew: nothing scrolls, so none is reused).
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        let runtime = AppRuntime.shared
        let view: UITableViewHeaderFooterView?
        if let name = registeredHeaderFooters[identifier] {
            view = name == "UITableViewHeaderFooterView" ? UITableViewHeaderFooterView(reuseIdentifier: identifier)
                : AppCells.makeHeaderFooter(name, reuseIdentifier: identifier) ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
        } else if let nib = registeredHeaderFooterNibs[identifier] {
            view = runtime.object(runtime.call(HostCalls.makeCellFromNib, runtime.ref(self), nib), as: UITableViewHeaderFooterView.self)
        } else {
            view = nil
        }
        view?.reuseIdentifier = identifier
        return view
    }

    /// The first layout: the rows load unless a reload already asked for them.
    func loadIfNeeded() {
        if !hasLoaded, dataSource != nil { loadRows() }
    }

    var awaitsFirstLayout: Bool { !hasLoaded && dataSource != nil }

    /// The storyboard connects a table's data source and delegate as outlets.
    open override func __labSetOutlet(_ name: String, _ value: AnyObject?) -> Bool {
        switch name {
        case "dataSource": dataSource = value as? UITableViewDataSource
        case "delegate": delegate = value as? UITableViewDelegate
        default: return super.__labSetOutlet(name, value)
        }
        return true
    }

    /// The user taps a row (`tap` with a cell's text). Touch down: UIKit asks
    /// `shouldHighlightRowAt` (false: nothing more happens) and highlights the cell
    /// (`didHighlightRowAt`); touch up: it asks `willSelectRowAt`, takes the highlight away
    /// (`didUnhighlightRowAt`), deselects the row selected before (`willDeselectRowAt`,
    /// `didDeselectRowAt`; with multiple selection, a selected row tapped again is the one
    /// deselected) and selects the row (`didSelectRowAt`).
    func selectRowAsTapped(_ cell: UITableViewCell, segue: String? = nil) {
        guard isEditing ? allowsSelectionDuringEditing : allowsSelection, let indexPath = indexPath(for: cell) else { return }
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        cell.setHighlighted(true, animated: true)
        delegate?.tableView(self, didHighlightRowAt: indexPath)
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if multiple, selectedRows.contains(indexPath) {
            unhighlight(cell, at: indexPath)
            deselectAsTapped(indexPath)
            return
        }
        let chosen = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        unhighlight(cell, at: indexPath)
        guard let chosen else { return }
        if !multiple {
            for previous in selectedRows where previous != chosen { deselectAsTapped(previous) }
        }
        selectRow(at: chosen, animated: true, scrollPosition: .none)
        // The cell's storyboard segue goes with the selection: after willSelectRowAt (nil
        // cancels both), before didSelectRowAt.
        if let segue { CellSegue.trigger(segue, from: cell) }
        delegate?.tableView(self, didSelectRowAt: chosen)
    }

    private func unhighlight(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.setHighlighted(false, animated: true)
        delegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// A row the tap deselects: the delegate may keep it (`willDeselectRowAt` answers nil).
    private func deselectAsTapped(_ indexPath: IndexPath) {
        guard let row = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else { return }
        deselectRow(at: row, animated: true)
        delegate?.tableView(self, didDeselectRowAt: row)
    }

    open func numberOfRows(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

    /// The cell the last reload made for a row, or nil.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleRows.firstIndex(of: indexPath).map { visibleCells[$0] }
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCells.firstIndex { $0 === cell }.map { visibleRows[$0] }
    }

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    /// The section titles' index (`sectionIndexTitles(for:)`) is asked for again.
    open func reloadSectionIndexTitles() { reloadData() }
    /// The selected rows (nil when there are none, as in UIKit), in the order they were selected.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRows.contains(indexPath) else { return }
        selectedRows.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }
    /// The selected row: the first one the app selected or the user tapped.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.first }
    private var selectedRows: [IndexPath] = []
    /// Selects a row (with multiple selection, adds it); nil deselects every row. The delegate
    /// is not told, as in UIKit.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if !multiple { for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) } }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
    }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    /// Editing mode: each shown cell takes its editing style (`canEditRowAt`,
    /// `editingStyleForRowAt`, `shouldIndentWhileEditingRowAt`) and goes into (or out of)
    /// editing, which tells it `willTransition(to:)` and `didTransition(to:)`.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        if !editing { selectedRows.filter { _ in !allowsMultipleSelection }.forEach { deselectRow(at: $0, animated: animated) } }
        for (cell, indexPath) in zip(visibleCells, visibleRows) { showEditing(of: cell, at: indexPath, animated: animated) }
    }

    private func showEditing(of cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        let editable = editing && (dataSource?.tableView(self, canEditRowAt: indexPath) ?? false)
        let style = editable ? delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete : .none
        cell.shouldIndentWhileEditing = editable ? delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true : true
        cell.showsReorderControl = editable && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
        cell.editingStyle = style
        // A row the data source cannot edit stays out of editing, as in UIKit.
        cell.setEditing(editable, animated: animated)
    }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// Runs the updates, then reloads (no animation is simulated).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }
    open func beginUpdates() {}
    open func endUpdates() { reloadData() }

    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
}

/// A scroll view.
open class UIScrollView: UIView {
    open var contentSize: CGSize = .zero
    /// Zooming's scales (UIScrollView+Zoom.swift).
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    var keptZoomScale: CGFloat = 1
    open var contentOffset: CGPoint = .zero {
        didSet { if contentOffset != oldValue { scrollViewDelegate?.scrollViewDidScroll(self) } }
    }
    /// The delegate that hears of scrolling: a table's, collection's or text view's own
    /// (UIScrollViewDelegate.swift); a plain scroll view has none in the lab.
    var scrollViewDelegate: UIScrollViewDelegate? { nil }
    /// Scrolls to `contentOffset` (at once: animations take no time in the lab).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    open var isScrollEnabled: Bool = true
    /// Whether a drag that begins on a control takes the touch back to scroll (kept for app code
    /// to read back: the device's `tap` and `swipe` never turn one into the other).
    open var canCancelContentTouches: Bool = true
    /// Whether touches wait briefly before reaching the content (kept: `tap` reaches its view at once).
    open var delaysContentTouches: Bool = true
    open var showsVerticalScrollIndicator: Bool = true
    /// A refresh control is the scroll view's subview (see `UIRefreshControl`).
    open var refreshControl: UIRefreshControl? {
        didSet {
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let refreshControl { addSubview(refreshControl) }
        }
    }
    open var contentInset: UIEdgeInsets = .zero
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open var keyboardDismissMode: KeyboardDismissMode = .none
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    /// Kept: the device lays out no insets.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var alwaysBounceVertical: Bool = false
    open var alwaysBounceHorizontal: Bool = false
    open var showsHorizontalScrollIndicator: Bool = true
    open func flashScrollIndicators() {}
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
}

/// A table cell: its content view and labels are its subviews on the device.
open class UITableViewCell: UIView {
    public internal(set) var reuseIdentifier: String?
    /// A style's label; in a custom cell from a nib or storyboard (whose archive connects none),
    /// made when first asked for and put in the content view, as UIKit's is.
    public var textLabel: UILabel? {
        if let ownTextLabel { return ownTextLabel }
        let label = UILabel(frame: .zero)
        ownTextLabel = label
        contentView.addSubview(label)
        return label
    }
    private var ownTextLabel: UILabel?
    public private(set) var detailTextLabel: UILabel?
    open var accessoryType: AccessoryType = .none
    open var selectionStyle: SelectionStyle = .default
    /// Made with the cell in code; from an archive (a nib, a storyboard prototype), the archived
    /// content view, so what app code adds to it shows in the cell and `viewWithTag` finds the
    /// archive's views in it.
    public var contentView: UIView {
        if let ownContentView { return ownContentView }
        let found = subviews.first { $0 is UITableViewCellContentView } ?? UIView(frame: .zero)
        if found.superview !== self { insertSubview(found, at: 0) }
        ownContentView = found
        return found
    }
    private var ownContentView: UIView?
    open var accessoryView: UIView?
    open var editingAccessoryType: AccessoryType = .none
    open var selectedBackgroundView: UIView?
    open var backgroundView: UIView?
    open var separatorInset: UIEdgeInsets = .zero
    open var indentationLevel: Int = 0
    /// Kept: the device draws no images.
    open var imageView: UIImageView? { ownImageView }
    private lazy var ownImageView = UIImageView()
    /// Setting either goes through `setSelected(_:animated:)` or `setHighlighted(_:animated:)`,
    /// as in UIKit, so a subclass's override sees every change.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selectedState = false
    private var highlightedState = false
    /// The style the table gave the row for editing (`editingStyleForRowAt`).
    open internal(set) var editingStyle: EditingStyle = .none
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    private var editingState = false
    open var showsReorderControl: Bool = false
    open var shouldIndentWhileEditing: Bool = true
    open var editingAccessoryView: UIView?
    private var cellStyle: CellStyle = .default

    /// A content configuration replaces what the content view showed (its text labels), as
    /// UIKit's does: the configuration's content view goes in its place.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configuredContent.show(contentConfiguration, in: contentView, replacing: [ownTextLabel, detailTextLabel]) }
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
    open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)?
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(selected: isSelected, highlighted: isHighlighted)
        state.isEditing = isEditing
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

    /// The list content configuration of the cell's style: `.subtitleCell()` for a subtitle
    /// cell, `.valueCell()` for a value cell, `.cell()` otherwise.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        case .default: .cell()
        }
    }
    /// A selected or highlighted cell highlights the labels and controls of its
    /// content view (UIKit's propagation, why a label's `highlightedTextColor` shows), and its
    /// configurations are updated for the new state.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedState else { return }
        selectedState = selected
        stateChanged()
    }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != highlightedState else { return }
        highlightedState = highlighted
        stateChanged()
    }

    private func stateChanged() {
        CellHighlight.propagate(selectedState || highlightedState, into: contentView)
        setNeedsUpdateConfiguration()
    }

    /// Going into or out of editing tells the cell `willTransition(to:)`, then
    /// `didTransition(to:)` (no animation is simulated between them).
    open func setEditing(_ editing: Bool, animated: Bool) {
        if !editing { editingStyle = .none }
        guard editing != editingState else { return }
        editingState = editing
        let state: StateMask = editing ? .showingEditControl : []
        willTransition(to: state)
        didTransition(to: state)
        setNeedsUpdateConfiguration()
    }
    open func willTransition(to state: StateMask) {}
    open func didTransition(to state: StateMask) {}

    /// What a cell shows while it changes state (`willTransition(to:)`).
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// The designated initialiser, which app cells override (not `required`, as in UIKit: a
    /// registered class is made through the build's cell factory, `AppCells`).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        ownTextLabel = UILabel(frame: .zero)
        detailTextLabel = style == .default ? nil : UILabel(frame: .zero)
        cellStyle = style
        ownContentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
        if let ownTextLabel { contentView.addSubview(ownTextLabel) }
        if let detailTextLabel { contentView.addSubview(detailTextLabel) }
    }

    /// A storyboard prototype's labels (`textLabel`, `detailTextLabel` in a Basic or
    /// Subtitle cell) are connected as its outlets when the device makes the cell.
    open override func __labSetOutlet(_ name: String, _ value: AnyObject?) -> Bool {
        switch name {
        case "textLabel": ownTextLabel = value as? UILabel
        case "detailTextLabel": detailTextLabel = value as? UILabel
        default: return super.__labSetOutlet(name, value)
        }
        return true
    }

    /// `UITableViewCell()` and `init(frame:)`: a default-style cell without an identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        detailTextLabel = nil
        super.init(coder: coder)
    }

    open func prepareForReuse() {}

    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
}

/// The content view Interface Builder archives in a table cell.
final class UITableViewCellContentView: UIView {}

/// UIKit's highlight propagation: a selected or highlighted cell sets `isHighlighted` on the
/// labels and controls inside its content view.
enum CellHighlight {
    static func propagate(_ highlighted: Bool, into view: UIView) {
        for subview in view.subviews {
            switch subview {
            case let label as UILabel: label.isHighlighted = highlighted
            case let control as UIControl: control.isHighlighted = highlighted
            default: break
            }
            propagate(highlighted, into: subview)
        }
    }
}

/// Where a table's rows come from.
public protocol UITableViewDataSource: AnyObject {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// nil: no section index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

/// What a table tells about selection and layout.
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool
    func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?)
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
    func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionCommitAnimating)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// No leading actions unless the delegate gives some.
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// nil: UIKit's default, a Delete action when the data source commits editing.
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    public func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// The edit menu and context menus open on a long press, which the simulated device has no
    /// gesture for: these are never asked (docs/lifecycle.md).
    public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool { false }
    public func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) {}
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    public func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionCommitAnimating) {}
}

/// Told which rows the table will ask for soon, before it asks (`prefetchDataSource`).
public protocol UITableViewDataSourcePrefetching: AnyObject {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// A controller whose view is a table, and which is its data source and delegate.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public let style: UITableView.Style
    private var ownTable: UITableView?

    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// The table's refresh control.
    open var refreshControl: UIRefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }

    /// Whether the selection clears when the table reappears (no row is tapped yet).
    open var clearsSelectionOnViewWillAppear: Bool = true

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    open var tableView: UITableView! {
        get {
            if let table = ownTable { return table }
            // The device made the table (UIKit's own loadView): this controller feeds it.
            guard let table = view as? UITableView else { return nil }
            table.dataSource = table.dataSource ?? self
            table.delegate = table.delegate ?? self
            ownTable = table
            return table
        }
        set { ownTable = newValue }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView?.reloadData()
    }

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    // UIScrollViewDelegate's methods a subclass overrides, as in UIKit (UIScrollViewDelegate.swift).
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    open func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool { false }
    open func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) {}
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionCommitAnimating) {}

    /// Editing mode reaches the table, as UIKit's table view controller passes it on.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }
}

/// A list that asks its data source at its first layout (a table, a collection view).
protocol FirstLayout: AnyObject {
    /// Loads the rows or items unless a reload already asked for them.
    func loadIfNeeded()
    /// It has a data source and has not asked it yet.
    var awaitsFirstLayout: Bool { get }
}

extension UITableView: FirstLayout {}
extension UICollectionView: FirstLayout {}

/// UIKit's rows and sections on Foundation's IndexPath.
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public var section: Int { self[0] }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
}

/// The same on NSIndexPath, which Swift 2 and 3 code makes (`NSIndexPath(row:section:) as IndexPath`).
extension NSIndexPath {
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    public var section: Int { index(atPosition: 0) }
    public var row: Int { index(atPosition: 1) }
    public var item: Int { index(atPosition: 1) }
}
