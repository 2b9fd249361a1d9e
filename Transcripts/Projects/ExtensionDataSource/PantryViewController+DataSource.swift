import UIKit

// MARK: UITableViewDataSource, in a file of its own
extension PantryViewController {
    override func numberOfSections(in tableView: UITableView) -> Int {
        return shelves.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return collapsed.contains(section) ? 0 : shelves[section].1.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = shelves[indexPath.section].1[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("picked \(shelves[indexPath.section].1[indexPath.row]) from the \(shelves[indexPath.section].0)")
        shelfHeaderTapped(indexPath.section)
    }
}
