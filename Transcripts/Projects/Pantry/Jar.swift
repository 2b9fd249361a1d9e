import Foundation
import CoreData

// Codegen "Manual/None": the classes are written by hand, as Xcode's
// Editor > Create NSManagedObject Subclass writes them.
@objc(Jar)
public class Jar: NSManagedObject {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Jar> {
        return NSFetchRequest<Jar>(entityName: "Jar")
    }

    @NSManaged public var label: String?
    @NSManaged public var grams: Int32
    @NSManaged public var shelf: Shelf?
}

@objc(Shelf)
public class Shelf: NSManagedObject {
    @NSManaged public var name: String?
    @NSManaged public var jars: NSSet?

    @objc(addJarsObject:)
    @NSManaged public func addToJars(_ value: Jar)

    @objc(removeJarsObject:)
    @NSManaged public func removeFromJars(_ value: Jar)
}
