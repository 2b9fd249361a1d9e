import Foundation

/// Key-value coding's `setValue(_:forKey:)` on user defaults, as Foundation's NSUserDefaults
/// answers it on iOS: the value is stored under the key, as `set(_:forKey:)` stores it.
extension UserDefaults {
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }
}
