/// "Did you mean …?" for names typed by the learner: app names, and members in app code.
public enum NameMatch {
    /// The candidate closest to `typed`: a case-insensitive prefix match first, else the
    /// smallest edit distance if it is at most about a third of the word's length.
    public static func closest(to typed: String, among candidates: [String]) -> String? {
        let lowered = typed.lowercased()
        guard !lowered.isEmpty else { return nil }
        if let prefixed = candidates.first(where: { $0.lowercased().hasPrefix(lowered) }) { return prefixed }
        let allowed = max(1, min(4, (lowered.count + 1) / 3))
        let scored = candidates.map { ($0, editDistance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= allowed else { return nil }
        return best.0
    }

    /// Levenshtein distance.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
