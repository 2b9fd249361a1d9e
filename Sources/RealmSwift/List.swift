import Foundation

/// A list property as the schema, the realm file and predicates see it, whatever its element type.
protocol ListBase: AnyObject {
    var anyElements: [Any] { get }
    var elementTypeName: String { get }
    var elementType: Any.Type { get }
    /// The object whose property the list is, once that object is managed.
    var owner: Object? { get set }
    func replaceElements(with elements: [Any])
    /// Sets the elements read from the realm file (no write transaction is checked).
    func load(_ elements: [Any])
    /// Takes out a deleted object wherever it is.
    func removeDeleted(_ object: Object)
}

/// `List<Item>`: an ordered to-many relationship (or a list of values) of an object. A managed
/// object's list changes only inside a write transaction, as on iOS; its objects join the realm.
public final class List<Element: RealmCollectionValue>: RandomAccessCollection, MutableCollection, CustomStringConvertible, ListBase, _Persistable {
    var elements: [Element] = []
    weak var owner: Object?

    public init() {}

    public static func _rlmDefaultValue() -> List<Element> { List() }

    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public subscript(position: Int) -> Element {
        get {
            owner?.checkReadable()
            check(position, count)
            return elements[position]
        }
        set {
            mutate { check(position, count); elements[position] = newValue }
        }
    }

    /// The realm that manages the list's object.
    public var realm: Realm? { owner?.realm }
    public var isInvalidated: Bool { owner?.isInvalidated ?? false }

    public func index(of object: Element) -> Int? where Element: Object { elements.firstIndex { $0 === object } }
    public func index(matching predicateFormat: String, _ args: Any...) -> Int? {
        let predicate = NSPredicate(format: predicateFormat, argumentArray: args)
        return elements.firstIndex { predicate.evaluate(with: $0) }
    }

    public func append(_ object: Element) { mutate { elements.append(object) } }
    public func append<S: Sequence>(objectsIn objects: S) where S.Element == Element { mutate { elements.append(contentsOf: objects) } }
    public func append<S: Sequence>(contentsOf objects: S) where S.Element == Element { mutate { elements.append(contentsOf: objects) } }
    public func insert(_ object: Element, at index: Int) { mutate { check(index, count + 1); elements.insert(object, at: index) } }
    public func remove(at index: Int) { mutate { check(index, count); elements.remove(at: index) } }
    public func removeLast() { mutate { check(count - 1, count); elements.removeLast() } }
    public func removeLast(_ number: Int) { mutate { elements.removeLast(Swift.min(number, elements.count)) } }
    public func removeFirst() { mutate { check(0, count); elements.removeFirst() } }
    public func removeAll() { mutate { elements.removeAll() } }
    public func replace(index: Int, object: Element) { self[index] = object }
    public func move(from: Int, to: Int) {
        mutate {
            check(from, count); check(to, count)
            elements.insert(elements.remove(at: from), at: to)
        }
    }
    public func swapAt(_ index1: Int, _ index2: Int) { mutate { check(index1, count); check(index2, count); elements.swapAt(index1, index2) } }
    /// SwiftUI's `onMove`: the elements at `offsets` move before `destination`.
    public func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
        mutate {
            let moving = offsets.map { elements[$0] }
            let before = offsets.filter { $0 < destination }.count
            for index in offsets.sorted(by: >) { elements.remove(at: index) }
            elements.insert(contentsOf: moving, at: destination - before)
        }
    }
    public func remove(atOffsets offsets: IndexSet) { mutate { for index in offsets.sorted(by: >) { elements.remove(at: index) } } }

    // MARK: Queries (as Results)

    var query: RealmQuery { RealmQuery(store: owner?.store, base: { [self] in elements.map { $0 as Any } }) }

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

    /// Changes to the list, delivered on the main run loop after each write that changes it.
    public func observe(keyPaths: [String]? = nil, on queue: DispatchQueue? = nil,
                        _ block: @escaping (RealmCollectionChange<List<Element>>) -> Void) -> NotificationToken {
        CollectionObservation.observe(self, query: { [self] in query }, store: owner?.store, block)
    }

    public var description: String { ObjectSchema.describe(self, indent: "") }

    // MARK: ListBase

    var anyElements: [Any] { elements.map { $0 as Any } }
    var elementTypeName: String { String(describing: Element.self) }
    var elementType: Any.Type { Element.self }

    func replaceElements(with values: [Any]) { mutate { elements = values.compactMap { $0 as? Element } } }
    func load(_ values: [Any]) { elements = values.compactMap { $0 as? Element } }
    func removeDeleted(_ object: Object) { elements.removeAll { ($0 as AnyObject) === object } }

    private func mutate(_ change: () -> Void) {
        owner?.checkWritable(list: true)
        change()
        if let owner, let store = owner.store { store.adoptRelated(of: owner) }
    }

    private func check(_ index: Int, _ bound: Int) {
        guard index < 0 || index >= bound else { return }
        RealmException.raise("Index \(index) is out of bounds (must be less than \(bound)).")
    }
}
