import RealmSwift

enum Status: String, PersistableEnum {
    case toRead, reading, finished
}

/// A book in the newer RealmSwift style: @Persisted properties, a primary key, an enum.
class Book: Object {
    @Persisted(primaryKey: true) var id: Int
    @Persisted var title: String
    @Persisted var author: String
    @Persisted var pages: Int
    @Persisted var status: Status
    @Persisted(originProperty: "books") var shelves: LinkingObjects<Shelf>
    /// Older RealmSwift's optional number, declared with `let`.
    let rating = RealmOptional<Int>()

    convenience init(id: Int, title: String, author: String, pages: Int) {
        self.init()
        self.id = id
        self.title = title
        self.author = author
        self.pages = pages
    }
}

class Shelf: Object {
    @Persisted(primaryKey: true) var name: String
    @Persisted var books: List<Book>
}
