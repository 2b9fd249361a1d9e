import UIKit

/// Two kinds of cell a table gets from Interface Builder: section 0's from BadgeCell.xib, a
/// plain UITableViewCell whose subviews the code finds by their tags; section 1's from the
/// storyboard's Custom-style prototype, whose `textLabel` UIKit makes when first asked for.
class RecipesViewController: UITableViewController {
    let dishes = ["Soup", "Bread", "Salad"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "BadgeCell", bundle: nil), forCellReuseIdentifier: "Badge")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? dishes.count : 2
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Badge", for: indexPath)
            let title = cell.viewWithTag(2) as! UILabel
            title.text = dishes[indexPath.row]
            let badge = cell.viewWithTag(1) as? UILabel
            badge?.text = "#\(indexPath.row + 1)"
            print("row \(indexPath.row): a \(type(of: cell)), tag 2 is in its contentView: \(title.superview === cell.contentView)")
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
        cell.textLabel?.text = indexPath.row == 0 ? "Shopping list" : "Timers"
        print("plain row \(indexPath.row): textLabel is in its contentView: \(cell.textLabel?.superview === cell.contentView)")
        return cell
    }
}
