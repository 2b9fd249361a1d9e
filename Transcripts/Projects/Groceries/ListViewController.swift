import UIKit
import CoreData

/// A shopping list kept by a fetched results controller: its delegate hears every change.
class ListViewController: UIViewController, NSFetchedResultsControllerDelegate {
    let summary = UILabel()
    var context: NSManagedObjectContext {
        (UIApplication.shared.delegate as! AppDelegate).persistentContainer.viewContext
    }
    lazy var results: NSFetchedResultsController<Item> = {
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context,
                                                    sectionNameKeyPath: nil, cacheName: nil)
        controller.delegate = self
        return controller
    }()
    let names = ["Milk", "Apples", "Bread", "Eggs"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Groceries"
        for (title, action) in [("Add", #selector(add)), ("Buy first", #selector(buyFirst)),
                                ("Delete first", #selector(deleteFirst)), ("Undo", #selector(undo))] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addTarget(self, action: action, for: .touchUpInside)
            view.addSubview(button)
        }
        view.addSubview(summary)
        try! results.performFetch()
        show()
    }

    @objc func add() {
        let item = Item(context: context)
        item.name = names[(results.fetchedObjects?.count ?? 0) % names.count]
        if item.name == "Bread" {
            let shop = Shop(context: context)
            shop.name = "Bakery"
            item.shop = shop
            print("Bakery now has \(shop.items?.count ?? 0) item (the inverse relationship)")
        }
    }

    @objc func buyFirst() {
        guard let first = results.fetchedObjects?.first else { return }
        first.bought = true
        first.quantity += 1
    }

    @objc func deleteFirst() {
        guard let first = results.fetchedObjects?.first else { return }
        context.delete(first)
    }

    @objc func undo() {
        context.rollback()
    }

    func show() {
        let items = results.fetchedObjects ?? []
        summary.text = items.isEmpty ? "Nothing to buy" : items.map { "\($0.quantity) \($0.name ?? "?")\($0.bought ? " ✓" : "")" }.joined(separator: ", ")
        let unbought = NSPredicate(format: "bought == NO AND name BEGINSWITH[c] %@", "b")
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.predicate = unbought
        let count = (try? context.count(for: request)) ?? -1
        print("\(items.count) on the list; \(count) unbought starting with B")
    }

    // MARK: NSFetchedResultsControllerDelegate

    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                    for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
        let name = (anObject as? Item)?.name ?? "?"
        switch type {
        case .insert: print("insert \(name) at row \(newIndexPath!.row)")
        case .delete: print("delete \(name) from row \(indexPath!.row)")
        case .update: print("update \(name) at row \(indexPath!.row)")
        case .move: print("move \(name) from row \(indexPath!.row) to \(newIndexPath!.row)")
        @unknown default: break
        }
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        show()
    }
}
