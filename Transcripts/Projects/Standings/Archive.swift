import CoreData
import UIKit

/// A file that imports both UIKit and Core Data makes the same sort descriptors.
enum Archive {
    static let byDate = NSSortDescriptor(key: "date", ascending: false)
}
