/// Table views: rows come from the data source when the table reloads, and the cells are
/// the table's subviews on the device (`views` and `screen` show them; `tap` selects a row by
/// its text). The first load happens by itself once the method that set the data source has
/// returned, where iOS's first layout would ask.
open class UITableView: UIScrollView {
    open weak var dataSource: UITableViewDataSource? {
        didSet {
            guard dataSource != nil, !hasLoaded else { return }
            DispatchQueue.main.async { [weak self] in
                guard let self, !self.hasLoaded else { return }
                self.reloadData()
            }
        }
    }
    private var hasLoaded = false
    open weak var delegate: UITableViewDelegate?
    open var rowHeight: CGFloat = 44
    open var estimatedRowHeight: CGFloat = 44
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var tableFooterView: UIView?
    open var tableHeaderView: UIView?
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
    /// The cells the last `reloadData()` asked the data source for.
    public private(set) var visibleCells: [UITableViewCell] = []

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
            let cell = runtime.object(runtime.host1("makeCellFromNib", [runtime.value(self), .string(nib)]), as: UITableViewCell.self)
            cell?.reuseIdentifier = identifier
            return cell
        }
        guard let cell = runtime.object(runtime.host1("makeCellFromPrototype", [runtime.value(self), .string(identifier)]),
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

    /// Asks the data source for every row (a small table shows them all) and puts the cells
    /// into the table on the device, in place of the last ones.
    open func reloadData() {
        hasLoaded = true
        for cell in visibleCells where cell.superview === self { cell.removeFromSuperview() }
        guard let dataSource else { return visibleCells = [] }
        var cells: [UITableViewCell] = []
        let sections = dataSource.numberOfSections(in: self)
        for section in 0..<max(0, sections) {
            for row in 0..<max(0, dataSource.tableView(self, numberOfRowsInSection: section)) {
                let indexPath = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                cells.append(cell)
                addSubview(cell)
            }
        }
        visibleCells = cells
    }

    /// The first layout: the rows load unless a reload already asked for them.
    func loadIfNeeded() {
        if !hasLoaded, dataSource != nil { reloadData() }
    }

    /// The storyboard connects a table's data source and delegate as outlets.
    open override func __labSetOutlet(_ name: String, _ value: AnyObject?) -> Bool {
        switch name {
        case "dataSource": dataSource = value as? UITableViewDataSource
        case "delegate": delegate = value as? UITableViewDelegate
        default: return super.__labSetOutlet(name, value)
        }
        return true
    }

    /// The user taps a row (`tap` with a cell's text): UIKit asks `willSelectRowAt`, selects
    /// the row and tells the delegate `didSelectRowAt`.
    func selectRowAsTapped(_ cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        guard let chosen = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return }
        if !allowsMultipleSelection, let previous = selectedRow, previous != chosen {
            selectedRow = nil
            delegate?.tableView(self, didDeselectRowAt: previous)
        }
        selectedRow = chosen
        delegate?.tableView(self, didSelectRowAt: chosen)
    }

    open func numberOfRows(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

    /// The cell the last reload made for a row (rows are asked for in order, section by section).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        var index = 0
        for section in 0..<max(0, numberOfSections) {
            let rows = numberOfRows(inSection: section)
            if section == indexPath.section {
                guard indexPath.row < rows, index + indexPath.row < visibleCells.count else { return nil }
                return visibleCells[index + indexPath.row]
            }
            index += rows
        }
        return nil
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        guard let position = visibleCells.firstIndex(where: { $0 === cell }) else { return nil }
        var index = 0
        for section in 0..<max(0, numberOfSections) {
            let rows = numberOfRows(inSection: section)
            if position < index + rows { return IndexPath(row: position - index, section: section) }
            index += rows
        }
        return nil
    }

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRow.map { [$0] } }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if selectedRow == indexPath { selectedRow = nil }
    }
    /// The selected row: one the app selected (nothing taps rows yet).
    open var indexPathForSelectedRow: IndexPath? { selectedRow }
    private var selectedRow: IndexPath?
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) { selectedRow = indexPath }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    open var isEditing: Bool = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
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
    open var contentOffset: CGPoint = .zero
    open var isScrollEnabled: Bool = true
    open var showsVerticalScrollIndicator: Bool = true
    open var refreshControl: AnyObject?
    open var contentInset: UIEdgeInsets = .zero
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open var keyboardDismissMode: KeyboardDismissMode = .none
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
}

/// A table cell: its content view and labels are its subviews on the device.
open class UITableViewCell: UIView {
    public internal(set) var reuseIdentifier: String?
    public private(set) var textLabel: UILabel?
    public private(set) var detailTextLabel: UILabel?
    open var accessoryType: AccessoryType = .none
    open var selectionStyle: SelectionStyle = .default
    public let contentView = UIView(frame: .zero)
    open var accessoryView: UIView?
    open var editingAccessoryType: AccessoryType = .none
    open var selectedBackgroundView: UIView?
    open var backgroundView: UIView?
    open var separatorInset: UIEdgeInsets = .zero
    open var indentationLevel: Int = 0
    /// Kept: the device draws no images.
    open var imageView: UIImageView? { ownImageView }
    private lazy var ownImageView = UIImageView()
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
    open private(set) var editingStyle: EditingStyle = .none
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setEditing(_ editing: Bool, animated: Bool) { editingStyle = editing ? .delete : .none }

    /// The designated initialiser, which app cells override (not `required`, as in UIKit: a
    /// registered class is made through the build's cell factory, `AppCells`).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        textLabel = UILabel(frame: .zero)
        detailTextLabel = style == .default ? nil : UILabel(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
        if let textLabel { contentView.addSubview(textLabel) }
        if let detailTextLabel { contentView.addSubview(detailTextLabel) }
    }

    /// A storyboard prototype's labels (`textLabel`, `detailTextLabel` in a Basic or
    /// Subtitle cell) are connected as its outlets when the device makes the cell.
    open override func __labSetOutlet(_ name: String, _ value: AnyObject?) -> Bool {
        switch name {
        case "textLabel": textLabel = value as? UILabel
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
        textLabel = UILabel(frame: .zero)
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

/// Where a table's rows come from.
public protocol UITableViewDataSource: AnyObject {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

/// What a table tells about selection and layout.
public protocol UITableViewDelegate: AnyObject {
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
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
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
}

/// A controller whose view is a table, and which is its data source and delegate.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public let style: UITableView.Style
    private var ownTable: UITableView?

    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
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
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
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
}

/// A list that asks its data source at its first layout (a table, a collection view).
protocol FirstLayout: AnyObject {
    /// Loads the rows or items unless a reload already asked for them.
    func loadIfNeeded()
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
