import Foundation

/// Key-value coding on user defaults, as Foundation's NSUserDefaults answers it on iOS:
/// `setValue(_:forKey:)` stores the value under the key, as `set(_:forKey:)` does, and
/// `value(forKey:)` reads the object stored there.
extension UserDefaults {
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }

    public func value(forKey key: String) -> Any? { object(forKey: key) }
}
