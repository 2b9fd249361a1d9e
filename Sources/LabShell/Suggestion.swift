/// "Did you mean …?" by edit distance, for command names (and anything else with a short
/// list of valid words).
public enum Suggestion {
    /// The candidates nearest to `word`, best first; empty when nothing is close.
    ///
    /// A candidate that starts with `word` wins outright (`notif` → `notification-center`);
    /// otherwise the candidates at the smallest edit distance, if that distance is small for
    /// the word's length (about one edit per three letters, at least one, at most three).
    public static func closest(to word: String, among candidates: [String], limit: Int = 3) -> [String] {
        let lowered = word.lowercased()
        guard !lowered.isEmpty else { return [] }
        let prefixed = candidates.filter { $0.lowercased().hasPrefix(lowered) }
        if !prefixed.isEmpty { return Array(prefixed.sorted().prefix(limit)) }
        let allowed = max(1, min(3, (lowered.count + 1) / 3))
        let scored = candidates.map { (name: $0, distance: editDistance(lowered, $0.lowercased())) }
        guard let best = scored.map(\.distance).min(), best <= allowed else { return [] }
        return Array(scored.filter { $0.distance == best }.map(\.name).sorted().prefix(limit))
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

    /// `"a"`, `"a" or "b"`, `"a", "b" or "c"`.
    public static func alternatives(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
        }
    }
}
