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

    /// The charger is packed already: its row cannot be chosen, and its segue does not run.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        print("willSelectRowAt \(indexPath.row)")
        return items[indexPath.row] == "Charger" && packedCharger ? nil : indexPath
    }
    var packedCharger = false

    @IBAction func pack(_ sender: Any) { packedCharger = true }

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

/// An item's notes: a table made in code, its cells from NoteCell.xib.
class ItemViewController: UIViewController, UITableViewDataSource {
    var item = ""
    let notes = ["Check the expiry date", "Keep it in the front pocket"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = item
        let table = UITableView(frame: view.bounds, style: .plain)
        table.register(UINib(nibName: "NoteCell", bundle: nil), forCellReuseIdentifier: "NoteCell")
        table.dataSource = self
        view.addSubview(table)
        print("showing \(item)")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath) as! NoteCell
        cell.noteLabel.text = notes[indexPath.row]
        return cell
    }
}

class NoteCell: UITableViewCell {
    @IBOutlet weak var noteLabel: UILabel!
}
