import Foundation

/// One value of a keychain dictionary: the kinds Security stores.
enum KeychainValue: Equatable {
    case string(String), data(Data), number(Double), date(Double)

    init?(_ value: Any) {
        switch value {
        case let string as String: self = .string(string)
        case let data as Data: self = .data(data)
        case let bool as Bool: self = .number(bool ? 1 : 0)
        case let date as Date: self = .date(date.timeIntervalSinceReferenceDate)
        case let number as NSNumber: self = .number(number.doubleValue)
        case let int as Int: self = .number(Double(int))
        case let double as Double: self = .number(double)
        default: return nil
        }
    }

    var string: String? { if case let .string(string) = self { string } else { nil } }

    /// What app code gets back: Foundation's objects, as CFTypeRef.
    var object: AnyObject {
        switch self {
        case let .string(string): NSString(string: string)
        case let .data(data): NSData(data: data)
        case let .number(number): number == number.rounded() ? NSNumber(value: Int(number)) : NSNumber(value: number)
        case let .date(seconds): NSDate(timeIntervalSinceReferenceDate: seconds)
        }
    }

    var encoded: [String: Any] {
        switch self {
        case let .string(string): ["s": string]
        case let .data(data): ["d": data.base64EncodedString()]
        case let .number(number): ["n": number]
        case let .date(seconds): ["t": seconds]
        }
    }

    init?(encoded: [String: Any]) {
        if let string = encoded["s"] as? String { self = .string(string) }
        else if let base64 = encoded["d"] as? String, let data = Data(base64Encoded: base64) { self = .data(data) }
        else if let number = encoded["n"] as? Double { self = .number(number) }
        else if let number = encoded["n"] as? Int { self = .number(Double(number)) }
        else if let seconds = encoded["t"] as? Double { self = .date(seconds) }
        else if let seconds = encoded["t"] as? Int { self = .date(Double(seconds)) }
        else { return nil }
    }
}

/// A keychain item, or a query for items: its attributes (`class`, `acct`, `svce`, `v_Data`…)
/// and, for a query, what to return and how many.
struct KeychainItem {
    var attributes: [String: KeychainValue] = [:]
    /// `kSecReturn…` keys asked for (`r_Data`, `r_Attributes`, `r_PersistentRef`).
    var returns: Set<String> = []
    var matchesAll = false
    /// The item's row in the keychain (its persistent reference).
    var row = 0

    static let classes: Set<String> = ["genp", "inet", "cert", "keys", "idnt"]

    init(_ dictionary: NSDictionary) {
        for (key, value) in dictionary {
            guard let key = (key as? String) ?? (key as? NSString).map({ String(describing: $0) }) else { continue }
            if key.hasPrefix("r_") {
                if (value as? Bool) ?? ((value as? NSNumber)?.boolValue ?? false) { returns.insert(key) }
            } else if key == "m_Limit" {
                matchesAll = (value as? String) == "m_LimitAll" || ((value as? NSNumber).map { $0.intValue > 1 } ?? false)
            } else if key.hasPrefix("m_") || key.hasPrefix("u_") || key == "nleg" {
                continue
            } else if let value = KeychainValue(value) {
                attributes[key] = value
            }
        }
    }

    /// Security's primary key of the item's class: two items may not share it.
    var primaryKey: [String] {
        let names = switch attributes["class"]?.string {
        case "inet": ["class", "acct", "sdmn", "srvr", "ptcl", "atyp", "port", "path", "agrp"]
        case "genp": ["class", "acct", "svce", "agrp"]
        default: ["class", "labl", "atag", "agrp"]
        }
        return names.map { name in attributes[name].map { "\($0)" } ?? "" }
    }

    /// The item as added: iOS's default accessibility (when unlocked) and its dates.
    func stored(now: Date) -> KeychainItem {
        var item = self
        item.returns = []
        item.matchesAll = false
        if item.attributes["pdmn"] == nil { item.attributes["pdmn"] = .string("ak") }
        item.attributes["cdat"] = .date(now.timeIntervalSinceReferenceDate)
        item.attributes["mdat"] = .date(now.timeIntervalSinceReferenceDate)
        return item
    }

    /// Whether `item` has every attribute this query names (its data and a persistent
    /// reference too, when the query gives them).
    func matches(_ item: KeychainItem) -> Bool {
        for (key, value) in attributes where key != "syna" && !(key == "sync" && value == .string("syna")) {
            if key == "v_PersistentRef" {
                guard case let .data(data) = value, String(decoding: data, as: UTF8.self) == "keychain-row-\(item.row)" else { return false }
            } else if item.attributes[key] != value {
                return false
            }
        }
        return true
    }

    /// What `SecItemCopyMatching` hands back for the `kSecReturn…` keys: nothing, the data,
    /// the persistent reference, or (for attributes, or more than one) a dictionary.
    func result(for returns: Set<String>) -> AnyObject? {
        let reference = NSData(data: Data("keychain-row-\(row)".utf8))
        if returns == ["r_Data"] { return attributes["v_Data"]?.object }
        if returns == ["r_PersistentRef"] { return reference }
        guard !returns.isEmpty else { return nil }
        var dictionary: [String: AnyObject] = [:]
        if returns.contains("r_Attributes") {
            for (key, value) in attributes where key != "v_Data" { dictionary[key] = value.object }
        }
        if returns.contains("r_Data") { dictionary["v_Data"] = attributes["v_Data"]?.object }
        if returns.contains("r_PersistentRef") { dictionary["v_PersistentRef"] = reference }
        return NSDictionary(dictionary: dictionary)
    }

    var encoded: [String: Any] {
        ["row": row, "attributes": attributes.mapValues(\.encoded)]
    }

    init?(encoded: [String: Any]) {
        guard let attributes = encoded["attributes"] as? [String: [String: Any]] else { return nil }
        self.attributes = attributes.compactMapValues(KeychainValue.init(encoded:))
        row = encoded["row"] as? Int ?? 0
    }
}
