import Foundation

/// A property's change, as an object's observer hears it.
public struct PropertyChange {
    public let name: String
    public let oldValue: Any?
    public let newValue: Any?
}

/// What an observed object says after a write (RealmSwift 10's cases).
@frozen public enum ObjectChange<T: ObjectBase> {
    case error(Error)
    case change(T, [PropertyChange])
    case deleted
}

/// Gives `observe` the object's own class (`ObjectChange<Todo>` for a Todo).
public protocol _ObjectObserving: Object {}
extension Object: _ObjectObserving {}

extension _ObjectObserving {
    /// Changes to the object's persisted properties, on the main run loop after each write that
    /// changes it; `.deleted` once it is deleted. An unmanaged object cannot be observed.
    public func observe(keyPaths: [String]? = nil, on queue: DispatchQueue? = nil,
                        _ block: @escaping (ObjectChange<Self>) -> Void) -> NotificationToken {
        let observed = self
        guard let store else {
            RealmException.raise("Only objects which are managed by a Realm support change notifications")
        }
        let schema = ObjectSchema.of(type(of: self))
        let names = schema.properties.map(\.name).filter { keyPaths?.contains($0) ?? true }
        let read = { [weak self] () -> [String: Any?] in
            guard let self, !self.deleted else { return [:] }
            return Dictionary(uniqueKeysWithValues: names.map { ($0, self.__labGetValue(forKey: $0).value) })
        }
        let coding = StoredValueCoding(number: { $0.objectNumber }, resolve: { _ in nil })
        var last = read()
        let observation = CollectionObservation(snapshot: { [] }, deliver: { _, _, _ in })
        observation.onCommit = { [weak self, weak observation] in
            guard let self else { return }
            if self.deleted {
                // Said once: a deleted object changes no more.
                observation?.token?.invalidate()
                return block(.deleted)
            }
            let now = read()
            let changes = names.compactMap { name -> PropertyChange? in
                let old = last[name] ?? nil, new = now[name] ?? nil
                return coding.encode(old) == coding.encode(new) ? nil : PropertyChange(name: name, oldValue: old, newValue: new)
            }
            last = now
            if !changes.isEmpty { block(.change(observed, changes)) }
        }
        let token = NotificationToken { [weak store, weak observation] in store?.observations.removeAll { $0 === observation } }
        observation.token = token
        store.observations.append(observation)
        return token
    }
}
