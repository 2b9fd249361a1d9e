import Foundation

/// What an observed object says after a write, in RealmSwift 3's cases (Realm 3's
/// `ObjectChange`; RealmSwift 10's is generic, with `.change(object, properties)`). Course apps
/// of that time switch on `.change(let properties)`; `observe(_:)` hands this form to a block
/// whose cases need it, and RealmSwift 10's `ObjectChange<T>` to every other block.
@frozen public enum ObjectChangeRealm3 {
    case error(NSError)
    case change([PropertyChange])
    case deleted
}

extension _ObjectObserving {
    /// RealmSwift 3's `observe(_:)`: the same notifications as RealmSwift 10's, without the
    /// object in `.change` (chosen only when the block's cases are Realm 3's).
    @_disfavoredOverload
    public func observe(_ block: @escaping (ObjectChangeRealm3) -> Void) -> NotificationToken {
        observe(keyPaths: nil, on: nil) { (change: ObjectChange<Self>) in
            switch change {
            case .error(let error): block(.error(error as NSError))
            case .change(_, let properties): block(.change(properties))
            case .deleted: block(.deleted)
            }
        }
    }
}
