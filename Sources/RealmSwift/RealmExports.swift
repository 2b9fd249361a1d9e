/// `import RealmSwift` brings Foundation, as the Objective-C Realm framework under it does on iOS.
@_exported import Foundation
