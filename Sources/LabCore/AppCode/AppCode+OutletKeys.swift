/// How a nib sets an outlet: `setValue(_:forKey:)` with the key Interface Builder wrote, whose
/// setter search looks for `set<Key>:`, the key with its first letter capitalised. A Swift
/// property's setter is `set<Name>:` the same way, so a key that differs from the property's name
/// only in the case of its first letter (`FunFactLabel` for `funFactLabel`, left when a
/// property is renamed) still finds it on iOS (Apple's Key-Value Coding Programming Guide,
/// "Search Pattern for the Basic Setter"). The property's own name comes first.
extension AppCode {
    /// Sets the outlet `key` of `receiver` to `value` as the setter search finds it; the name
    /// of the property that took it, or nil when none did (UIKit then raises
    /// `NSUnknownKeyException`). `key[]` adds one object to an outlet collection.
    func setOutlet(_ key: String, of receiver: ObjectRef, to value: AppValue) -> String? {
        for property in Self.setterSearch(for: key) where setProperty(property, of: receiver, to: value) {
            return property
        }
        return nil
    }

    /// The property names `set<Key>:` reaches: the key itself, then the key with the case of its
    /// first letter changed.
    static func setterSearch(for key: String) -> [String] {
        guard let first = key.first else { return [key] }
        let changed = (first.isUppercase ? first.lowercased() : first.uppercased()) + key.dropFirst()
        return changed == key ? [key] : [key, changed]
    }
}
