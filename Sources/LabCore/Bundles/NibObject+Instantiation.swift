import BundleFormats

extension NibObject {
    /// The class the nib unarchiver instantiates for this object: the custom class when the app
    /// declares it or an SDK framework provides it, else the UIKit class. `unknownCustomClass`
    /// is a custom class it could not find (iOS logs it and falls back to the UIKit class).
    func instantiatedClass(appDeclares: (String) -> Bool) -> (className: String, unknownCustomClass: String?) {
        guard let custom = customClass else { return (uikitClass, nil) }
        if appDeclares(custom) || SDKFrameworks.framework(forClass: custom) != nil { return (custom, nil) }
        return (uikitClass, custom)
    }
}
