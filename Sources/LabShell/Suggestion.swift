/// How a "did you mean" list reads (the matching itself is LabCore's `NameMatch`).
public enum Suggestion {
    /// `"a"`, `"a" or "b"`, `"a", "b" or "c"`.
    public static func alternatives(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return tr("%@ or %@", items.dropLast().joined(separator: tr(", ")), items[items.count - 1])
        }
    }
}
