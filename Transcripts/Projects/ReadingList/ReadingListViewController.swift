import UIKit
import RealmSwift

/// Queries, updates by primary key, a cancelled write, an object's observer and a mistake.
class ReadingListViewController: UIViewController {
    let realm = try! Realm()
    let summary = UILabel()
    var bookToken: NotificationToken?

    override func viewDidLoad() {
        super.viewDidLoad()
        for (title, action) in [("Stock", #selector(stock)), ("Query", #selector(query)), ("Start reading", #selector(startReading)),
                                ("Cancel", #selector(cancelled)), ("Sort shelf", #selector(sortShelf)), ("Mistake", #selector(mistake))] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addTarget(self, action: action, for: .touchUpInside)
            view.addSubview(button)
        }
        view.addSubview(summary)
        show()
    }

    @objc func stock() {
        let books = [Book(id: 1, title: "Dune", author: "Herbert", pages: 412),
                     Book(id: 2, title: "Emma", author: "Austen", pages: 474),
                     Book(id: 3, title: "Persuasion", author: "Austen", pages: 249),
                     Book(id: 4, title: "Beloved", author: "Morrison", pages: 324)]
        try! realm.write {
            let shelf = Shelf()
            shelf.name = "Classics"
            shelf.books.append(objectsIn: books)
            realm.add(shelf, update: .modified)
            // The same primary key again: with .modified the stored book takes the new values.
            realm.add(Book(id: 1, title: "Dune", author: "Frank Herbert", pages: 412), update: .modified)
        }
        let dune = realm.object(ofType: Book.self, forPrimaryKey: 1)!
        print("\(realm.objects(Book.self).count) books; Dune by \(dune.author), on \(dune.shelves.first?.name ?? "no shelf")")
        bookToken = dune.observe { change in
            switch change {
            case .change(let book, let properties):
                print("\(book.title) changed: " + properties.map { "\($0.name) \($0.oldValue ?? "nil") → \($0.newValue ?? "nil")" }.joined(separator: ", "))
            case .deleted: print("deleted")
            case .error(let error): print("error \(error)")
            }
        }
        show()
    }

    @objc func query() {
        let books = realm.objects(Book.self)
        print("Austen: " + books.filter("author == %@", "Austen").sorted(byKeyPath: "pages").map(\.title).joined(separator: ", "))
        print("over 300 pages or by Morrison: " + books.filter("pages > 300 OR author BEGINSWITH 'Mor'").map(\.title).joined(separator: ", "))
        print("title contains 'e' (any case), not Emma: " + books.filter("title CONTAINS[c] %@ AND NOT title == %@", "E", "Emma").map(\.title).joined(separator: ", "))
        print("by NSPredicate: \(books.filter(NSPredicate(format: "pages < %d", 400)).count)")
        print("authors: " + books.distinct(by: ["author"]).map(\.author).joined(separator: ", "))
        let total: Int = books.sum(ofProperty: "pages")
        print("pages in all: \(total); longest: \(books.sorted(byKeyPath: "pages", ascending: false).first!.title)")
    }

    @objc func startReading() {
        let dune = realm.object(ofType: Book.self, forPrimaryKey: 1)!
        try! realm.write { dune.status = .reading; dune.pages = 420; dune.rating.value = 5 }
        print("reading: \(realm.objects(Book.self).filter("status == %@", "reading").map(\.title)); rated: \(realm.objects(Book.self).filter("rating != nil").count)")
    }

    @objc func cancelled() {
        realm.beginWrite()
        realm.delete(realm.objects(Book.self).filter("author == 'Austen'"))
        realm.add(Book(id: 9, title: "Ulysses", author: "Joyce", pages: 730))
        print("in the write: \(realm.objects(Book.self).count) books, in a write: \(realm.isInWriteTransaction)")
        realm.cancelWrite()
        print("cancelled: \(realm.objects(Book.self).count) books, Classics holds \(realm.objects(Shelf.self).first!.books.count)")
    }

    @objc func sortShelf() {
        let shelf = realm.objects(Shelf.self).first!
        try! realm.write {
            shelf.books.sort { $0.title < $1.title }
            shelf.books.move(from: 0, to: 3)
        }
        print("shelf: " + shelf.books.map(\.title).joined(separator: ", "))
        show()
    }

    @objc func mistake() {
        let book = realm.objects(Book.self).first!
        book.title = "Changed outside a write"
    }

    func show() {
        summary.text = realm.objects(Book.self).map { "\($0.title) (\($0.status.rawValue))" }.joined(separator: ", ")
    }
}
