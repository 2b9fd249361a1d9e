import UIKit

/// A table fed by a diffable data source: sections by hemisphere with titles and footers from
/// the data source subclass, a section index, list content configurations in the cells, a
/// header view registered by class for the delegate's viewForHeaderInSection, and the table's
/// own header view.
class ContinentsDataSource: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "\(snapshot().numberOfItems(inSection: snapshot().sectionIdentifiers[section])) continents"
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        snapshot().sectionIdentifiers.map { String($0.prefix(1)) }
    }
}

class ContinentsViewController: UITableViewController {
    lazy var dataSource = ContinentsDataSource(tableView: tableView) { tableView, indexPath, continent in
        let cell = tableView.dequeueReusableCell(withIdentifier: "Continent", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = continent
        let count = Cities.all[continent]?.count ?? 0
        content.secondaryText = count == 1 ? "1 city" : "\(count) cities"
        cell.contentConfiguration = content
        return cell
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Atlas"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Continent")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Hemisphere")
        let banner = UILabel()
        banner.text = "Seven continents"
        tableView.tableHeaderView = banner
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["North", "South"])
        snapshot.appendItems(["Asia", "Europe", "North America"], toSection: "North")
        snapshot.appendItems(["Africa", "Antarctica", "Oceania", "South America"], toSection: "South")
        dataSource.apply(snapshot, animatingDifferences: false)
        print("applied: \(snapshot.numberOfItems) items in \(snapshot.numberOfSections) sections")
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Hemisphere")
        var content = header?.defaultContentConfiguration()
        content?.text = dataSource.snapshot().sectionIdentifiers[section] + "ern hemisphere"
        header?.contentConfiguration = content
        return header
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let continent = dataSource.itemIdentifier(for: indexPath) else { return }
        print("selected \(continent)")
        navigationController?.pushViewController(CitiesViewController(continent: continent), animated: true)
    }
}
