import Foundation

/// Where a table's rows, sections, headers and footers lie in its content, as UIKit stacks
/// them: the table header view, then each section's header, rows and footer, one under the
/// other, the full width of the table. Heights come from the delegate (`heightForRowAt`,
/// `heightForHeaderInSection`, `heightForFooterInSection`), else the table's own; an automatic
/// height (`UITableView.automaticDimension`) counts as the estimated one (44 without one: the
/// lab sizes no cell from its constraints). A section shows a header or footer only when the
/// last load made one.
struct TableGeometry {
    private(set) var rowRects: [(indexPath: IndexPath, rect: CGRect)] = []
    private(set) var headerRects: [Int: CGRect] = [:]
    private(set) var footerRects: [Int: CGRect] = [:]
    private var sectionRects: [Int: CGRect] = [:]
    /// The height of everything, the table footer view included.
    private(set) var contentHeight: CGFloat = 0

    /// `rowCounts`: the rows of each section as the table's load just asked them, so a load
    /// asks the data source once (nil: ask now).
    init(_ table: UITableView, rowCounts: [Int]? = nil) {
        guard let dataSource = table.dataSource else { return }
        let width = table.shownSize.width
        var y = table.tableHeaderView?.frame.height ?? 0
        let sections = rowCounts?.count ?? max(0, dataSource.numberOfSections(in: table))
        for section in 0..<sections {
            let top = y
            if table.hasShownHeaderOrFooter(section, header: true) {
                let height = Self.headerHeight(table, section)
                headerRects[section] = CGRect(x: 0, y: y, width: width, height: height)
                y += height
            }
            for row in 0..<max(0, rowCounts?[section] ?? dataSource.tableView(table, numberOfRowsInSection: section)) {
                let indexPath = IndexPath(row: row, section: section)
                let height = Self.rowHeight(table, indexPath)
                rowRects.append((indexPath, CGRect(x: 0, y: y, width: width, height: height)))
                y += height
            }
            if table.hasShownHeaderOrFooter(section, header: false) {
                let height = Self.footerHeight(table, section)
                footerRects[section] = CGRect(x: 0, y: y, width: width, height: height)
                y += height
            }
            sectionRects[section] = CGRect(x: 0, y: top, width: width, height: y - top)
        }
        contentHeight = y + (table.tableFooterView?.frame.height ?? 0)
    }

    func sectionRect(_ section: Int) -> CGRect { sectionRects[section] ?? .zero }

    static func rowHeight(_ table: UITableView, _ indexPath: IndexPath) -> CGFloat {
        resolved(table.delegate?.tableView(table, heightForRowAt: indexPath) ?? table.rowHeight, estimate: table.estimatedRowHeight, fallback: 44)
    }

    static func headerHeight(_ table: UITableView, _ section: Int) -> CGFloat {
        resolved(table.delegate?.tableView(table, heightForHeaderInSection: section) ?? table.sectionHeaderHeight,
                 estimate: table.estimatedSectionHeaderHeight, fallback: 28)
    }

    static func footerHeight(_ table: UITableView, _ section: Int) -> CGFloat {
        resolved(table.delegate?.tableView(table, heightForFooterInSection: section) ?? table.sectionFooterHeight,
                 estimate: table.estimatedSectionFooterHeight, fallback: 28)
    }

    private static func resolved(_ height: CGFloat, estimate: CGFloat, fallback: CGFloat) -> CGFloat {
        height == UITableView.automaticDimension ? (estimate > 0 ? estimate : fallback) : max(0, height)
    }
}
