/// Xcode's colour and image literals (`#colorLiteral(red:green:blue:alpha:)`,
/// `#imageLiteral(resourceName:)`), which on iOS make a UIColor and a UIImage (their
/// initialisers are in the classes: a protocol's initialiser must be `required` there).
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {}
/// A layer's colours take the literal too.
extension CGColor: _ExpressibleByColorLiteral {}
extension UIImage: _ExpressibleByImageLiteral {}
