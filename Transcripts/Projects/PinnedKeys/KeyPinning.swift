import Foundation

/// A key a server presents, equal to another when their fingerprints are.
final class ServerKey: NSObject {
    let fingerprint: String

    init(_ fingerprint: String) { self.fingerprint = fingerprint }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? ServerKey)?.fingerprint == fingerprint
    }
}

/// A value type's stand-in kept as an object, as Core Foundation's types are: equal by value.
final class Fingerprint: Hashable {
    let text: String
    init(_ text: String) { self.text = text }
    static func == (lhs: Fingerprint, rhs: Fingerprint) -> Bool { lhs.text == rhs.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

/// Pinning as libraries written for Objective-C compare keys: through `AnyObject`.
enum KeyPinning {
    static func trusts(_ served: [ServerKey], pinned: [ServerKey]) -> Bool {
        outerLoop: for servedKey in served as [AnyObject] {
            for pinnedKey in pinned as [AnyObject] {
                if servedKey.isEqual(pinnedKey) {
                    return true
                }
            }
        }
        return false
    }

    static func sameFingerprint(_ first: AnyObject, _ second: AnyObject) -> Bool {
        first.isEqual(second)
    }

    static func kinds(of objects: [AnyObject]) -> [String] {
        var kinds: [String] = []
        for object in objects {
            kinds.append("\(object.description!): number \(object.isKind(of: NSNumber.self)), equal to 3 \(object.isEqual?(NSNumber(value: 3)) ?? false)")
        }
        return kinds
    }
}
