import Foundation

/// The collections of RealmSwift: `Results`, `List` and `LinkingObjects`.
public protocol RealmCollection: RandomAccessCollection where Index == Int {}
extension Results: RealmCollection {}
extension List: RealmCollection {}
extension LinkingObjects: RealmCollection {}

/// `realm.objects(Item.self)` and what `filter`, `sorted` and `distinct` make of it: live
/// results, read again from the realm whenever it has changed since.
public struct Results<Element: RealmCollectionValue>: RandomAccessCollection, CustomStringConvertible {
    final class Cache {
        var version = -1
        var elements: [Element] = []
    }

    let query: RealmQuery
    let cache = Cache()

    init(_ query: RealmQuery) { self.query = query }

    var elements: [Element] {
        // Inside a write an `@objc dynamic` setter changes objects unseen: read again each time.
        let version = query.store?.version ?? 0
        if version != cache.version || query.store == nil || query.store?.isInWriteTransaction == true {
            cache.elements = query.evaluate().compactMap { $0 as? Element }
            cache.version = version
        }
        return cache.elements
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public subscript(position: Int) -> Element {
        let elements = self.elements
        guard position >= 0, position < elements.count else {
            RealmException.raise("Index \(position) is out of bounds (must be less than \(elements.count)).")
        }
        return elements[position]
    }
    public func makeIterator() -> IndexingIterator<[Element]> { elements.makeIterator() }

    public var realm: Realm? { query.store.map { Realm(store: $0) } }
    public var isInvalidated: Bool { query.store?.isInvalidated ?? false }

    public func index(of object: Element) -> Int? where Element: Object { elements.firstIndex { $0 === object } }
    public func index(matching predicateFormat: String, _ args: Any...) -> Int? {
        let predicate = NSPredicate(format: predicateFormat, argumentArray: args)
        return elements.firstIndex { predicate.evaluate(with: $0) }
    }

    public func filter(_ predicateFormat: String, _ args: Any...) -> Results<Element> {
        Results(query.filtered(NSPredicate(format: predicateFormat, argumentArray: args)))
    }
    public func filter(_ predicate: NSPredicate) -> Results<Element> { Results(query.filtered(predicate)) }
    public func sorted(byKeyPath keyPath: String, ascending: Bool = true) -> Results<Element> {
        Results(query.sorted([SortDescriptor(keyPath: keyPath, ascending: ascending)]))
    }
    public func sorted<S: Sequence>(by descriptors: S) -> Results<Element> where S.Element == SortDescriptor {
        Results(query.sorted(Array(descriptors)))
    }
    public func distinct<S: Sequence>(by keyPaths: S) -> Results<Element> where S.Element == String { Results(query.distinct(Array(keyPaths))) }
    public func min<T>(ofProperty property: String) -> T? { query.aggregate(property, .min) }
    public func max<T>(ofProperty property: String) -> T? { query.aggregate(property, .max) }
    public func sum<T>(ofProperty property: String) -> T { query.aggregate(property, .sum) ?? NumberConversion.convert(0, to: T.self)! }
    public func average<T>(ofProperty property: String) -> T? { query.aggregate(property, .average) }
    public func value(forKey key: String) -> [Any] { query.values(forKey: key) }

    /// Changes to the results: `.initial` on the main run loop's next turn, then `.update` after
    /// each write that changes them, with indexes as UITableView's batch updates take them.
    public func observe(keyPaths: [String]? = nil, on queue: DispatchQueue? = nil,
                        _ block: @escaping (RealmCollectionChange<Results<Element>>) -> Void) -> NotificationToken {
        CollectionObservation.observe(self, query: { query }, store: query.store, block)
    }

    public var description: String {
        let items = elements.enumerated().map { "\t[\($0.offset)] \(ObjectSchema.describe($0.element, indent: "\t"))" }
        return "Results<\(Element.self)> (\n" + items.joined(separator: ",\n") + (items.isEmpty ? "" : "\n") + ")"
    }
}

/// A type-erased collection (`AnyRealmCollection(results)`).
public struct AnyRealmCollection<Element: RealmCollectionValue>: RandomAccessCollection {
    let items: () -> [Element]
    public init<C: RealmCollection>(_ base: C) where C.Element == Element { items = { Array(base) } }
    public var startIndex: Int { 0 }
    public var endIndex: Int { items().count }
    public subscript(position: Int) -> Element { items()[position] }
}
