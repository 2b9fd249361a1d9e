/// A static library's public enum, linked into the app's executable.
public enum Trick: String {
    case sit, roll

    public func perform(by name: String) -> String {
        "\(name) does \(rawValue)"
    }
}
