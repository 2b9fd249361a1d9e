import RealmSwift

/// A list of to-dos in the newer style: `@Persisted` properties and a primary key.
class Category: Object {
    @Persisted(primaryKey: true) var name: String
    @Persisted var items: List<Item>
}
