/// An app class derived straight from `NSObject` whose `@IBOutlet`s a nib connects (the app
/// delegate object of the old MainWindow.xib templates, an `NSObject` controller object in a
/// nib). A responder's outlets are set through `UIResponder.__labSetOutlet`; such a class has
/// no UIKit superclass to override, so the build adopts this protocol for it and adds the setter.
public protocol __LabNibOutlets: AnyObject {
    func __labSetOutlet(_ name: String, _ value: AnyObject?) -> Bool
}

extension __LabNibOutlets {
    /// As `UIResponder.__labOutletClassMismatch`: the nib connects an object of another class.
    public func __labOutletClassMismatch(_ name: String, _ value: AnyObject, _ declared: String) {
        OutletClassMismatch.report(name, value, declared)
    }
}

/// The console line for an outlet connected to an object of another class than declared.
enum OutletClassMismatch {
    static func report(_ name: String, _ value: AnyObject, _ declared: String) {
        print("[LifecycleLab] outlet \(name) is declared \(declared), but the nib connects a \(AppRuntime.className(of: value)); "
              + "iOS would store it anyway, Swift cannot, so \(name) stays nil")
    }
}
