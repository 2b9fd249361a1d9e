import Foundation

/// Linking objects as predicates and the schema see them.
protocol LinkingObjectsBase {
    var anyElements: [Any] { get }
    func bind(_ owner: Object?)
}

/// `LinkingObjects(fromType: Category.self, property: "items")`: the objects whose `items`
/// list (or object property) holds this object; computed from the realm, never stored.
public struct LinkingObjects<Element: Object>: RandomAccessCollection, LinkingObjectsBase, _Persistable {
    final class Link {
        weak var owner: Object?
    }

    let propertyName: String
    let link = Link()

    public init(fromType _: Element.Type, property propertyName: String) {
        self.propertyName = propertyName
    }

    public static func _rlmDefaultValue() -> LinkingObjects<Element> {
        RealmException.raise("LinkingObjects need the property they follow: @Persisted(originProperty:)")
    }

    var linked: [Element] {
        guard let owner = link.owner, let store = owner.store else { return [] }
        return store.objects(of: Element.self).compactMap { $0 as? Element }.filter { candidate in
            switch candidate.__labGetValue(forKey: propertyName).value {
            case let list as ListBase: return list.anyElements.contains { ($0 as AnyObject) === owner }
            case let object as Object: return object === owner
            default: return false
            }
        }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { linked.count }
    public subscript(position: Int) -> Element { linked[position] }
    public func makeIterator() -> IndexingIterator<[Element]> { linked.makeIterator() }

    public var realm: Realm? { link.owner?.realm }

    var query: RealmQuery { RealmQuery(store: link.owner?.store, base: { linked }) }

    public func filter(_ predicateFormat: String, _ args: Any...) -> Results<Element> {
        Results(query.filtered(NSPredicate(format: predicateFormat, argumentArray: args)))
    }
    public func filter(_ predicate: NSPredicate) -> Results<Element> { Results(query.filtered(predicate)) }
    public func sorted(byKeyPath keyPath: String, ascending: Bool = true) -> Results<Element> {
        Results(query.sorted([SortDescriptor(keyPath: keyPath, ascending: ascending)]))
    }

    var anyElements: [Any] { linked }
    func bind(_ owner: Object?) { link.owner = owner }
}
