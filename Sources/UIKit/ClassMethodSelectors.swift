import Foundation

/// Objective-C's `+respondsToSelector:` and `+performSelector:` sent to a class, as code that
/// must also run in an app extension reaches `UIApplication.shared` by name
/// (`sharedApplication`). Swift on Linux has no class-method table to ask: the lab knows the
/// class methods that give UIKit's shared objects (`sharedApplication`, `currentDevice`,
/// `mainScreen`); another selector answers false, and the first such question says it is not
/// simulated. Performing one the class does not answer raises NSInvalidArgumentException, as an
/// unrecognised selector does on iOS.
extension NSObject {
    public class func responds(to aSelector: Selector!) -> Bool {
        if ClassMethodSelectors.sharedObject(aSelector.objectiveCName, of: self) != nil { return true }
        __LabNotSimulated.say("+responds(to:) on a class", instead: "only the class methods that give UIKit's shared objects answer true")
        return false
    }

    @discardableResult
    public class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        guard let object = ClassMethodSelectors.sharedObject(aSelector.objectiveCName, of: self) else {
            AppRuntimeBridge.raise("NSInvalidArgumentException", "+[\(String(describing: self)) \(aSelector.objectiveCName)]: unrecognized selector sent to class")
        }
        return Unmanaged.passUnretained(object)
    }
}

enum ClassMethodSelectors {
    /// The object the class method `name` of `type` gives, for the class methods the lab knows.
    static func sharedObject(_ name: String, of type: AnyClass) -> AnyObject? {
        switch name {
        case "sharedApplication" where type is UIApplication.Type: return UIApplication.shared
        case "currentDevice" where type is UIDevice.Type: return UIDevice.current
        case "mainScreen" where type is UIScreen.Type: return UIScreen.main
        default: return nil
        }
    }
}
