import UIKit
import RealmSwift

/// The to-do list: a table of the realm's items, kept up to date by a notification token.
class TodoListViewController: UITableViewController {
    let realm = try! Realm()
    var items: Results<Item>!
    var token: NotificationToken?
    let titles = ["Buy milk", "Call Anna", "Book flights", "Water plants"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Todos"
        navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Add", style: .plain, target: self, action: #selector(addItem)),
                                              UIBarButtonItem(title: "Rename", style: .plain, target: self, action: #selector(renameOutsideWrite))]
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Clear done", style: .plain, target: self, action: #selector(clearDone))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        items = realm.objects(Item.self).sorted(byKeyPath: "order", ascending: true)
        token = items.observe { [weak self] changes in
            switch changes {
            case .initial(let items):
                print("initial: \(items.count) items")
                self?.tableView.reloadData()
            case .update(_, let deletions, let insertions, let modifications):
                print("update: deletions \(deletions), insertions \(insertions), modifications \(modifications)")
                self?.tableView.reloadData()
            case .error(let error):
                print("error: \(error)")
            }
        }
    }

    @objc func addItem() {
        let item = Item()
        item.title = titles[items.count % titles.count]
        item.order = (items.last?.order ?? 0) + 1
        do {
            try realm.write {
                let category = realm.object(ofType: Category.self, forPrimaryKey: "Home") ?? realm.create(Category.self, value: ["name": "Home"])
                category.items.append(item)
            }
        } catch {
            print("Error saving item, \(error)")
        }
        let open = realm.objects(Item.self).filter("done == NO AND title BEGINSWITH[c] %@", "b").count
        print("added \(item.title) to \(item.parentCategory.first?.name ?? "nothing"); \(open) open starting with B")
    }

    @objc func clearDone() {
        let done = realm.objects(Item.self).filter("done == YES")
        try! realm.write { realm.delete(done) }
        print("Home now has \(realm.object(ofType: Category.self, forPrimaryKey: "Home")?.items.count ?? 0) items")
    }

    /// A mistake: a managed object's persisted property set outside a write transaction.
    @objc func renameOutsideWrite() {
        let category = realm.object(ofType: Category.self, forPrimaryKey: "Home")
        print("renaming \(category?.name ?? "nothing") outside a write transaction")
        category?.items.first?.title = "Renamed"
        category?.items.removeAll()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        let item = items[indexPath.row]
        cell.textLabel?.text = item.title
        cell.accessoryType = item.done ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let item = items[indexPath.row]
        try! realm.write {
            item.done = !item.done
            item.dateDone = item.done ? Date(timeIntervalSinceReferenceDate: 0) : nil
        }
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        try! realm.write { realm.delete(items[indexPath.row]) }
    }
}
