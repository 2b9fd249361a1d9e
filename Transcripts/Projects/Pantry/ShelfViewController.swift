import UIKit
import CoreData

/// Hand-written managed object classes, and the mistakes Core Data answers with an error or a crash.
class ShelfViewController: UIViewController {
    var context: NSManagedObjectContext { (UIApplication.shared.delegate as! AppDelegate).container.viewContext }

    override func viewDidLoad() {
        super.viewDidLoad()
        let buttons: [(String, Selector)] = [
            ("Stock", #selector(stock)), ("Find", #selector(find)), ("Unlabelled", #selector(unlabelled)), ("Empty shelf", #selector(emptyShelf)),
            ("Wrong model", #selector(wrongModel)), ("Unsorted", #selector(unsorted)), ("Plain init", #selector(plainInit)),
        ]
        for (title, action) in buttons {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addTarget(self, action: action, for: .touchUpInside)
            view.addSubview(button)
        }
        let jars = (try? context.fetch(Jar.fetchRequest())) ?? []
        print("\(jars.count) jars: \(jars.compactMap(\.label).sorted().joined(separator: ", "))")
    }

    @objc func stock() {
        let shelf = Shelf(context: context)
        shelf.name = "Top"
        for (label, grams) in [("Rice", 500), ("Lentils", 250), ("Oats", 750)] {
            let jar = Jar(context: context)
            jar.label = label
            jar.grams = Int32(grams)
            shelf.addToJars(jar)
        }
        try! context.save()
        let request: NSFetchRequest<Jar> = Jar.fetchRequest()
        request.predicate = NSPredicate(format: "grams >= %d AND shelf.name == %@", 500, "Top")
        request.sortDescriptors = [NSSortDescriptor(key: "grams", ascending: false)]
        let heavy = try! context.fetch(request)
        print("saved; \(shelf.jars?.count ?? 0) jars on \(shelf.name!); 500 g or more: \(heavy.map { $0.label! })")
        print(heavy[0])
    }

    @objc func find() {
        for format in ["label CONTAINS[c] 'E'", "grams BETWEEN {200, 600}", "label IN {'Rice', 'Salt'}", "label LIKE '?ice'",
                       "label MATCHES '[A-Z].*s'", "NOT (grams > 300) OR label BEGINSWITH 'O'", "shelf.jars.@count == 3 AND grams < 600"] {
            let request = NSFetchRequest<Jar>(entityName: "Jar")
            request.predicate = NSPredicate(format: format)
            request.sortDescriptors = [NSSortDescriptor(key: "label", ascending: true)]
            print("\(format): \((try! context.fetch(request)).map { $0.label! })")
        }
        let shelves = NSFetchRequest<Shelf>(entityName: "Shelf")
        shelves.predicate = NSPredicate(format: "ANY jars.grams > %d", 700)
        print("shelves with a jar over 700 g: \((try! context.fetch(shelves)).map { $0.name! })")
    }

    @objc func unlabelled() {
        _ = Jar(context: context)
        do {
            try context.save()
        } catch let error as NSError {
            print("not saved: \(error.domain) \(error.code): \(error.localizedDescription)")
            context.rollback()
        }
    }

    @objc func emptyShelf() {
        let request = NSFetchRequest<Shelf>(entityName: "Shelf")
        guard let shelf = try? context.fetch(request).first else { return print("no shelf") }
        context.delete(shelf)
        do {
            try context.save()
        } catch let error as NSError {
            print("not saved: \(error.code): \(error.localizedDescription)")
            context.rollback()
        }
    }

    @objc func wrongModel() {
        let other = NSPersistentContainer(name: "Pantri")
        other.loadPersistentStores { _, _ in }
        _ = try? other.viewContext.fetch(NSFetchRequest<Jar>(entityName: "Jar"))
    }

    @objc func unsorted() {
        let results = NSFetchedResultsController(fetchRequest: Jar.fetchRequest(), managedObjectContext: context,
                                                 sectionNameKeyPath: nil, cacheName: nil)
        try? results.performFetch()
    }

    @objc func plainInit() {
        let jar = Jar()
        jar.label = "Salt"
    }
}
