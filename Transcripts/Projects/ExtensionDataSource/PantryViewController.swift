import UIKit

protocol ShelfHeaderDelegate: AnyObject {
    func shelfHeaderTapped(_ section: Int)
}

/// A table view controller whose data source and delegate methods live in extensions, as many
/// course apps arrange them: on iOS they override UITableViewController's Objective-C methods.
class PantryViewController: UITableViewController {
    var shelves = [("Fridge", ["Milk", "Eggs", "Butter"]), ("Cupboard", ["Rice", "Tea"])]
    var collapsed: Set<Int> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pantry"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    }
}

// MARK: Section headers
extension PantryViewController: ShelfHeaderDelegate {
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UILabel()
        header.text = shelves[section].0 + (collapsed.contains(section) ? " (collapsed)" : "")
        return header
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        return 44
    }

    func shelfHeaderTapped(_ section: Int) {
        if collapsed.contains(section) { collapsed.remove(section) } else { collapsed.insert(section) }
        print("\(shelves[section].0) \(collapsed.contains(section) ? "collapsed" : "expanded")")
        tableView.reloadSections(IndexSet(integer: section), with: .automatic)
    }
}
