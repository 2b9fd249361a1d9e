import Foundation

/// A secret kept in the Keychain, with only Foundation imported (as keychain wrappers are written).
enum SecretStore {
    static let service = "com.example.Vault"

    static func query(_ account: String) -> [String: Any] {
        [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecAttrAccount as String: account]
    }

    /// Adds the secret, or updates it when it is there already.
    static func save(_ secret: String, account: String) -> OSStatus {
        var item = query(account)
        item[kSecValueData as String] = Data(secret.utf8)
        let status = SecItemAdd(item as CFDictionary, nil)
        guard status == errSecDuplicateItem else { return status }
        print("SecItemAdd: errSecDuplicateItem, so SecItemUpdate")
        return SecItemUpdate(query(account) as CFDictionary, [kSecValueData as String: Data(secret.utf8)] as CFDictionary)
    }

    static func load(account: String) -> String? {
        var search = query(account)
        search[kSecReturnData as String] = kCFBooleanTrue
        search[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(search as CFDictionary, &result)
        guard status == errSecSuccess, let data = result as? Data else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Every account the app keeps a secret for, with the accessibility iOS gave it.
    static func accounts() -> [String] {
        let search: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecReturnAttributes as String: true,
                                     kSecMatchLimit as String: kSecMatchLimitAll]
        var result: AnyObject?
        guard SecItemCopyMatching(search as CFDictionary, &result) == noErr, let items = result as? [[String: Any]] else { return [] }
        return items.map { "\($0[kSecAttrAccount as String] as? String ?? "?") (accessible: \($0[kSecAttrAccessible as String] as? String ?? "?"))" }
    }

    static func delete(account: String) -> OSStatus { SecItemDelete(query(account) as CFDictionary) }
}
