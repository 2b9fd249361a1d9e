/// "Did you mean …?": the one matcher for app names, command names, options and identifiers.
public enum NameMatch {
    /// The candidates nearest to `typed`, in the order given; empty when nothing is close.
    ///
    /// Candidates that start with `typed` (ignoring case) win outright (`notif` →
    /// `notification-center`); otherwise those at the smallest edit distance, if that distance
    /// is small for the word's length (about one edit per three letters, at least one, at most three).
    public static func closest(to typed: String, among candidates: [String], limit: Int = 3) -> [String] {
        let lowered = typed.lowercased()
        guard !lowered.isEmpty else { return [] }
        let prefixed = candidates.filter { $0.lowercased().hasPrefix(lowered) }
        if !prefixed.isEmpty { return Array(prefixed.prefix(limit)) }
        let allowed = max(1, min(3, (lowered.count + 1) / 3))
        let scored = candidates.map { (name: $0, distance: editDistance(lowered, $0.lowercased())) }
        guard let best = scored.map(\.distance).min(), best <= allowed else { return [] }
        return Array(scored.filter { $0.distance == best }.map(\.name).prefix(limit))
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of two
    /// neighbouring characters as one edit each (optimal string alignment), so the common
    /// typo `hlep` is one edit from `help`.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }
}
