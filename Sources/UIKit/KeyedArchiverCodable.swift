import Foundation

/// Apple's Foundation overlay lets a keyed archiver hold `Codable` values; swift-corelibs-
/// foundation has no such methods, so the simulated SDK adds them (restoration code uses them
/// with the coders UIKit hands out). The value is stored as a binary property list.
extension NSKeyedArchiver {
    public func encodeEncodable<T: Encodable>(_ value: T, forKey key: String) throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        encode(try encoder.encode([value]), forKey: key)
    }
}

extension NSKeyedUnarchiver {
    public func decodeDecodable<T: Decodable>(_ type: T.Type, forKey key: String) -> T? {
        guard let data = decodeObject(of: NSData.self, forKey: key) as Data? else { return nil }
        return (try? PropertyListDecoder().decode([T].self, from: data))?.first
    }

    public func decodeTopLevelDecodable<T: Decodable>(_ type: T.Type, forKey key: String) throws -> T? {
        guard let data = decodeObject(of: NSData.self, forKey: key) as Data? else { return nil }
        return try PropertyListDecoder().decode([T].self, from: data).first
    }
}
