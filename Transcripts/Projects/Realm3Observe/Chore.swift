import Foundation
import RealmSwift

/// A chore in the RealmSwift 3 style: `@objc dynamic` properties with private setters, changed
/// through methods that write.
class Chore: Object {
    @objc dynamic private(set) var title: String = ""
    @objc dynamic private(set) var isDone: Bool = false

    func set(title: String, in realm: Realm) {
        try! realm.write { self.title = title }
    }

    func set(isDone: Bool, in realm: Realm) {
        try! realm.write { self.isDone = isDone }
    }
}
