import Foundation

/// What an observed collection says: first its contents, then each change.
@frozen public enum RealmCollectionChange<CollectionType> {
    case initial(CollectionType)
    /// Deletions and modifications are indexes in the collection before the write, insertions
    /// indexes after it (UITableView's batch-update conventions).
    case update(CollectionType, deletions: [Int], insertions: [Int], modifications: [Int])
    case error(Error)
}

/// Keeps an observation alive: notifications stop when it is invalidated or released.
public final class NotificationToken {
    var invalidated = false
    let onInvalidate: () -> Void

    init(onInvalidate: @escaping () -> Void = {}) { self.onInvalidate = onInvalidate }

    public func invalidate() {
        guard !invalidated else { return }
        invalidated = true
        onInvalidate()
    }
}

/// One collection observation: the identities it last reported and the objects modified since.
final class CollectionObservation {
    let snapshot: () -> [Any]
    let deliver: (_ deletions: [Int]?, _ insertions: [Int], _ modifications: [Int]) -> Void
    weak var token: NotificationToken?
    var reported: [String]?
    var modifiedSince: Set<Int> = []
    /// An object's observation compares the object itself instead.
    var onCommit: (() -> Void)?

    init(snapshot: @escaping () -> [Any], deliver: @escaping ([Int]?, [Int], [Int]) -> Void) {
        self.snapshot = snapshot
        self.deliver = deliver
    }

    static func observe<C>(_ collection: C, query: @escaping () -> RealmQuery, store: RealmStore?,
                           _ block: @escaping (RealmCollectionChange<C>) -> Void) -> NotificationToken {
        let observation = CollectionObservation(snapshot: { query().evaluate() }, deliver: { deletions, insertions, modifications in
            guard let deletions else { return block(.initial(collection)) }
            block(.update(collection, deletions: deletions, insertions: insertions, modifications: modifications))
        })
        let token = NotificationToken { [weak store, weak observation] in store?.observations.removeAll { $0 === observation } }
        observation.token = token
        store?.observations.append(observation)
        // `.initial` comes on the main run loop's next turn, as on iOS.
        DispatchQueue.main.async { [weak observation] in
            guard let observation, observation.reported == nil, let token = observation.token, !token.invalidated else { return }
            observation.reported = observation.identities(observation.snapshot())
            observation.deliver(nil, [], [])
        }
        return token
    }

    /// Delivers what changed since the last report, if anything did.
    func deliverChanges() {
        guard let token, !token.invalidated else { return }
        if let onCommit { return onCommit() }
        guard let old = reported else { return }
        let items = snapshot()
        let new = identities(items)
        let (deletions, insertions) = CollectionDiff.changes(from: old, to: new)
        let newSet = Set(new)
        let modifications = old.enumerated().filter { entry in
            newSet.contains(entry.element) && !deletions.contains(entry.offset)
                && modifiedNumber(entry.element).map(modifiedSince.contains) == true
        }.map(\.offset)
        reported = new
        modifiedSince = []
        guard !deletions.isEmpty || !insertions.isEmpty || !modifications.isEmpty else { return }
        deliver(deletions, insertions, modifications)
    }

    /// Objects by their number in the realm; values by their text and occurrence.
    func identities(_ items: [Any]) -> [String] {
        var seen: [String: Int] = [:]
        return items.map { item in
            if let object = item as? Object { return "#\(object.objectNumber)" }
            let text = "\(item)"
            seen[text, default: 0] += 1
            return "\(text)\u{1}\(seen[text]!)"
        }
    }

    private func modifiedNumber(_ identity: String) -> Int? {
        identity.hasPrefix("#") ? Int(identity.dropFirst()) : nil
    }
}

/// Deletions (old indexes) and insertions (new indexes) that turn one ordered list of distinct
/// identities into another: what stays is the longest run kept in order, the rest moves.
enum CollectionDiff {
    static func changes(from old: [String], to new: [String]) -> (deletions: [Int], insertions: [Int]) {
        let newIndex = Dictionary(new.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        // Old positions of the elements both share, in old order, with their new positions.
        let common = old.enumerated().compactMap { entry in newIndex[entry.element].map { (old: entry.offset, new: $0) } }
        let kept = Set(longestIncreasing(common.map(\.new)).map { common[$0].old })
        let keptNew = Set(common.filter { kept.contains($0.old) }.map(\.new))
        let deletions = old.indices.filter { !kept.contains($0) }
        let insertions = new.indices.filter { !keptNew.contains($0) }
        return (deletions, insertions)
    }

    /// Indexes into `values` of a longest strictly increasing subsequence.
    static func longestIncreasing(_ values: [Int]) -> [Int] {
        var tails: [Int] = []          // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var current = tails.last ?? -1
        while current >= 0 { result.append(current); current = previous[current] }
        return result.reversed()
    }
}
