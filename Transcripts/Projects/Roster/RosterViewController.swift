import UIKit

/// A team of 24 players, 44 points a row: the first screen holds 19 of them.
class RosterViewController: UITableViewController, UITableViewDataSourcePrefetching {
    var players = (1...24).map { "Player \($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PlayerCell.self, forCellReuseIdentifier: "player")
        tableView.prefetchDataSource = self
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let row = tableView.rectForRow(at: IndexPath(row: 2, section: 0))
        print("row 2 lies at y \(row.minY), \(row.height) high; the section is \(tableView.rect(forSection: 0).height) high")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { players.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "player", for: indexPath)
        cell.textLabel?.text = players[indexPath.row]
        cell.textLabel?.highlightedTextColor = .white
        return cell
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        print("prefetch rows \(indexPaths.map(\.row))")
    }

    private func report(_ phrase: String, _ indexPath: IndexPath) {
        let cell = tableView.cellForRow(at: indexPath)
        print("\(phrase) row \(indexPath.row): cell highlighted \(cell?.isHighlighted ?? false), label highlighted \(cell?.textLabel?.isHighlighted ?? false)")
    }

    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        report("should highlight", indexPath)
        return indexPath.row != 3
    }
    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { report("did highlight", indexPath) }
    override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { report("did unhighlight", indexPath) }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        report("will select", indexPath)
        return indexPath
    }
    override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        report("will deselect", indexPath)
        return indexPath
    }
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { report("did deselect", indexPath) }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        report("did select", indexPath)
        UIPasteboard.general.string = players[indexPath.row]
        print("copied \(UIPasteboard.general.string ?? "nothing"); the pasteboard changed \(UIPasteboard.general.changeCount) time(s)")
    }

    override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row < 2 { print("did end displaying row \(indexPath.row)") }
    }

    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        indexPath.row == 0 ? .none : .delete
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row < 2 }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        print("editing \(editing): row 1's editing style is \(cell?.editingStyle == .delete ? "delete" : "none"), the button says \(editButtonItem.title ?? "")")
    }
}
