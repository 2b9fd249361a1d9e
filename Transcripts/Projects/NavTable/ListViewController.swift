import UIKit

/// Lists the five states of an app.
class ListViewController: UITableViewController {
    let states = ["not running", "inactive", "active", "background", "suspended"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "State")
        print("viewDidLoad: inside \(type(of: navigationController!)), titled \(title ?? "")")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("viewWillAppear: \(tableView.visibleCells.count) rows")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        states.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "State", for: indexPath)
        cell.textLabel?.text = states[indexPath.row]
        return cell
    }
}
