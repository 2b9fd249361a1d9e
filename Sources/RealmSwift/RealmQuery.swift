@_spi(LifecycleLab) import CoreData
import Foundation

/// `SortDescriptor(keyPath: "title", ascending: true)`: one key of a sort.
public struct SortDescriptor: Equatable {
    public let keyPath: String
    public let ascending: Bool

    public init(keyPath: String, ascending: Bool = true) {
        self.keyPath = keyPath
        self.ascending = ascending
    }

    public var reversed: SortDescriptor { SortDescriptor(keyPath: keyPath, ascending: !ascending) }
}

/// What a `Results` holds: where its objects come from (a class's objects, a list, linking
/// objects) and the filters, sorts and distinct keys applied in order. Evaluated when read, so
/// results stay live as on iOS.
struct RealmQuery {
    enum Step {
        case filter(NSPredicate)
        case sort([SortDescriptor])
        case distinct([String])
    }

    enum Aggregate { case min, max, sum, average }

    var store: RealmStore?
    var base: () -> [Any]
    var steps: [Step] = []

    func filtered(_ predicate: NSPredicate) -> RealmQuery { adding(.filter(predicate)) }
    func sorted(_ descriptors: [SortDescriptor]) -> RealmQuery { adding(.sort(descriptors)) }
    func distinct(_ keyPaths: [String]) -> RealmQuery { adding(.distinct(keyPaths)) }

    private func adding(_ step: Step) -> RealmQuery {
        var query = self
        query.steps.append(step)
        return query
    }

    func evaluate() -> [Any] {
        var items = base()
        for step in steps {
            switch step {
            case let .filter(predicate):
                items = items.filter { predicate.evaluate(with: $0) }
            case let .sort(descriptors):
                // A stable sort: equal keys keep the realm's order.
                items = items.enumerated().sorted { left, right in
                    for descriptor in descriptors {
                        let order = KeyPathValue.compare(Self.value(left.element, descriptor.keyPath), Self.value(right.element, descriptor.keyPath))
                        if order == .orderedSame { continue }
                        return (order == .orderedAscending) == descriptor.ascending
                    }
                    return left.offset < right.offset
                }.map(\.element)
            case let .distinct(keyPaths):
                var seen: [[StoredValue]] = []
                let coding = StoredValueCoding(number: { $0.objectNumber }, resolve: { _ in nil })
                items = items.filter { item in
                    let key = keyPaths.map { coding.encode(Self.value(item, $0)) }
                    if seen.contains(key) { return false }
                    seen.append(key)
                    return true
                }
            }
        }
        return items
    }

    static func value(_ item: Any, _ keyPath: String) -> Any? {
        keyPath == "self" ? item : KeyPathValue.value(of: item, keyPath: keyPath)
    }

    func values(forKey key: String) -> [Any] {
        evaluate().map { Self.value($0, key) ?? NSNull() }
    }

    func aggregate<T>(_ property: String, _ kind: Aggregate) -> T? {
        let values = evaluate().compactMap { Self.value($0, property) }
        switch kind {
        case .min: return values.min { KeyPathValue.compare($0, $1) == .orderedAscending }.flatMap { convert($0) }
        case .max: return values.max { KeyPathValue.compare($0, $1) == .orderedAscending }.flatMap { convert($0) }
        case .sum: return convert(values.reduce(0.0) { $0 + Self.number($1) })
        case .average:
            guard !values.isEmpty else { return nil }
            return convert(values.reduce(0.0) { $0 + Self.number($1) } / Double(values.count))
        }
    }

    private func convert<T>(_ value: Any) -> T? {
        if let direct = value as? T { return direct }
        return NumberConversion.convert(NSNumber(value: Self.number(value)), to: T.self)
    }

    static func number(_ value: Any) -> Double {
        switch value {
        case let value as Int: return Double(value)
        case let value as Int64: return Double(value)
        case let value as Int32: return Double(value)
        case let value as Int16: return Double(value)
        case let value as Int8: return Double(value)
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as NSNumber: return value.doubleValue
        default: return 0
        }
    }
}
