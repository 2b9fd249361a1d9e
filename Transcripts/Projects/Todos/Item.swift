import Foundation
import RealmSwift

/// A to-do in the course style: `@objc dynamic` properties, and the list it belongs to.
class Item: Object {
    @objc dynamic var title: String = ""
    @objc dynamic var done: Bool = false
    @objc dynamic var order: Int = 0
    @objc dynamic var dateDone: Date?
    /// Not persisted: neither @objc nor a Realm type.
    var isSelected = false
    var parentCategory = LinkingObjects(fromType: Category.self, property: "items")
}
