import Foundation

/// `%@` with a UIKit object (`NSLog("transition to %@", traitCollection)`, `String(format: "%@",
/// view)`): iOS formats the object's `description`. swift-corelibs-foundation formats only its
/// own objects (strings, numbers), so a UIKit object goes as an NSString of its description,
/// kept until the run loop's turn ends, as iOS's autorelease pool keeps such a string.
enum FormatArguments {
    nonisolated(unsafe) private static var kept: [NSString] = []

    static func encoding(of object: NSObject) -> [Int] {
        let text = NSString(string: object.description)
        kept.append(text)
        return text._cVarArgEncoding
    }

    /// At the end of a run-loop turn (the pool drains).
    static func drain() { kept.removeAll() }
}

extension UIResponder: CVarArg {
    public var _cVarArgEncoding: [Int] { FormatArguments.encoding(of: self) }
}
extension UITraitCollection: CVarArg {
    public var _cVarArgEncoding: [Int] { FormatArguments.encoding(of: self) }
}
extension UIColor: CVarArg {
    public var _cVarArgEncoding: [Int] { FormatArguments.encoding(of: self) }
}
extension UIFont: CVarArg {
    public var _cVarArgEncoding: [Int] { FormatArguments.encoding(of: self) }
}
extension UIImage: CVarArg {
    public var _cVarArgEncoding: [Int] { FormatArguments.encoding(of: self) }
}
extension UIScreen: CVarArg {
    public var _cVarArgEncoding: [Int] { FormatArguments.encoding(of: self) }
}
extension UIDevice: CVarArg {
    public var _cVarArgEncoding: [Int] { FormatArguments.encoding(of: self) }
}
extension UIBarItem: CVarArg {
    public var _cVarArgEncoding: [Int] { FormatArguments.encoding(of: self) }
}
extension UIGestureRecognizer: CVarArg {
    public var _cVarArgEncoding: [Int] { FormatArguments.encoding(of: self) }
}
extension NSLayoutConstraint: CVarArg {
    public var _cVarArgEncoding: [Int] { FormatArguments.encoding(of: self) }
}
extension CALayer: CVarArg {
    public var _cVarArgEncoding: [Int] { FormatArguments.encoding(of: self) }
}
