import UIKit

/// A framework's public class: the app sees `Dog`, `init(name:)`, `name` and `bark()`.
public class Dog {
    public let name: String

    public init(name: String) {
        self.name = name
    }

    public func bark() -> String {
        "\(name): " + sound()
    }

    /// Internal: only the framework's own code may call it.
    func sound() -> String {
        "woof"
    }
}

extension Dog {
    /// An image of the framework's own asset catalog, found through the framework's bundle.
    public static var bone: UIImage? { UIImage(named: "bone", in: Bundle(for: Dog.self), compatibleWith: nil) }
}
