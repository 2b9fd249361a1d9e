import Foundation

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
