/// A unified diff (`diff -u` style) between two lists of lines, for replay failures.
public enum UnifiedDiff {
    /// The diff with `context` unchanged lines around each change; empty when equal.
    /// Hunk headers carry 1-based line numbers of the old and new text.
    public static func make(old: [String], new: [String], oldName: String, newName: String, context: Int = 3) -> [String] {
        let edits = script(old, new)
        guard edits.contains(where: { $0.kind != .same }) else { return [] }
        var output = ["--- \(oldName)", "+++ \(newName)"]
        var index = 0
        while index < edits.count {
            guard let firstChange = edits[index...].firstIndex(where: { $0.kind != .same }) else { break }
            let start = max(index, firstChange - context)
            var end = firstChange
            // Extend the hunk while the next change is within 2 × context unchanged lines.
            while true {
                var next = end
                while next < edits.count, edits[next].kind != .same { next += 1 }
                end = next
                guard let following = edits[end...].firstIndex(where: { $0.kind != .same }),
                      following - end <= 2 * context else { break }
                end = following
            }
            let stop = min(edits.count, end + context)
            let hunk = edits[start..<stop]
            let oldStart = hunk.first!.oldLine, newStart = hunk.first!.newLine
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output.append("@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@")
            for edit in hunk {
                switch edit.kind {
                case .same: output.append(" " + edit.text)
                case .delete: output.append("-" + edit.text)
                case .insert: output.append("+" + edit.text)
                }
            }
            index = stop
        }
        return output
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        // diff -u names the line before an empty range.
        count == 0 ? "\(start - 1),0" : count == 1 ? "\(start)" : "\(start),\(count)"
    }

    struct Edit: Equatable {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var text: String
        /// 1-based line numbers where this edit sits in the old and new text.
        var oldLine: Int
        var newLine: Int
    }

    /// The edit script from a longest common subsequence, after trimming the common
    /// beginning and end (replay differences are usually a few lines in a long file).
    static func script(_ old: [String], _ new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)]), b = Array(new[prefix..<(new.count - suffix)])
        // The table takes a.count × b.count cells: a long transcript that differs throughout
        // (20,000 commands) needed gigabytes. Past `maximumCells` the differing middle is shown
        // as removed and added whole, a diff as valid, found in linear time and memory.
        let tooLarge = a.count.multipliedReportingOverflow(by: b.count)
        let lengths = tooLarge.overflow || tooLarge.partialValue > maximumCells ? [] : lcsLengths(a, b)
        var edits: [Edit] = []
        var oldLine = 1, newLine = 1
        func add(_ kind: Edit.Kind, _ text: String) {
            edits.append(Edit(kind: kind, text: text, oldLine: oldLine, newLine: newLine))
            if kind != .insert { oldLine += 1 }
            if kind != .delete { newLine += 1 }
        }
        for line in old[..<prefix] { add(.same, line) }
        var i = 0, j = 0
        if lengths.isEmpty {
            for line in a { add(.delete, line) }
            for line in b { add(.insert, line) }
            i = a.count
            j = b.count
        }
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                add(.same, a[i]); i += 1; j += 1
            } else if j < b.count, i == a.count || lengths[i][j + 1] > lengths[i + 1][j] {
                add(.insert, b[j]); j += 1
            } else {
                add(.delete, a[i]); i += 1
            }
        }
        for line in old[(old.count - suffix)...] { add(.same, line) }
        return edits
    }

    /// The most cells of the longest-common-subsequence table (8 bytes each: 32 MB).
    static let maximumCells = 4_000_000

    private static func lcsLengths(_ a: [String], _ b: [String]) -> [[Int]] {
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        return lengths
    }
}
