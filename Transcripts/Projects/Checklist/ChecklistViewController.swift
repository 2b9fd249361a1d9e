import UIKit

/// A checklist in a plain view controller: the storyboard connects the table's data source and
/// delegate, its prototype cell "Item" (Basic style) and the cell's segue to the item screen.
class ChecklistViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet weak var tableView: UITableView!
    let items = ["Passport", "Tickets", "Charger"]

    override func viewDidLoad() {
        super.viewDidLoad()
        print("viewDidLoad: the table has \(tableView.visibleCells.count) rows so far")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("viewDidAppear: \(tableView.visibleCells.count) rows")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("didSelectRowAt \(indexPath.row)")
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell),
              let detail = segue.destination as? ItemViewController else { return }
        print("prepare: \(segue.identifier!) for row \(indexPath.row)")
        detail.item = items[indexPath.row]
    }

    @IBAction func broken(_ sender: Any) {
        _ = tableView.dequeueReusableCell(withIdentifier: "Iten", for: IndexPath(row: 0, section: 0))
    }
}

class ItemViewController: UIViewController {
    var item = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = item
        print("showing \(item)")
    }
}
