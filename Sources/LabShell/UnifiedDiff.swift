/// A unified diff (`diff -u` style) between two lists of lines, for replay failures.
public enum UnifiedDiff {
    /// The diff with `context` unchanged lines around each change; empty when equal.
    /// Hunk headers carry 1-based line numbers of the old and new text.
    public static func make(old: [String], new: [String], oldName: String, newName: String, context: Int = 3) -> [String] {
        var output: [String] = []
        let writer = Writer(oldName: oldName, newName: newName, context: context) { output.append($0) }
        for edit in script(old, new) { writer.add(edit) }
        writer.finish()
        return output
    }

    fileprivate static func range(_ start: Int, _ count: Int) -> String {
        // diff -u names the line before an empty range.
        count == 0 ? "\(start - 1),0" : count == 1 ? "\(start)" : "\(start),\(count)"
    }

    struct Edit: Equatable {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var text: String
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
        func add(_ kind: Edit.Kind, _ text: String) { edits.append(Edit(kind: kind, text: text)) }
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

extension UnifiedDiff {
    /// Builds a unified diff from edits as they come — a replayed transcript, step by step —
    /// with the hunks `make` gives for the same edits. Finished lines go to `emit`; a hunk's
    /// lines wait in a spool until its end gives the counts its header needs, so a diff as long
    /// as a transcript of any length takes bounded memory.
    final class Writer {
        let oldName: String, newName: String
        let context: Int
        private let emit: (String) -> Void
        /// Line numbers (1-based) of the next old and new line.
        private var oldLine = 1, newLine = 1
        /// Up to `context` unchanged lines since the last hunk: the next hunk's leading context.
        private var before: [String] = []
        /// Unchanged lines since the open hunk's last change (at most 2 × `context`).
        private var unchanged: [String] = []
        private var hunk: (oldStart: Int, newStart: Int, oldCount: Int, newCount: Int)?
        private let body: LineSpool
        private(set) var hasChanges = false

        init(oldName: String, newName: String, context: Int = 3, spool: LineSpool = LineSpool(), emit: @escaping (String) -> Void) {
            self.oldName = oldName
            self.newName = newName
            self.context = context
            body = spool
            self.emit = emit
        }

        func add(_ edit: Edit) {
            switch edit.kind {
            case .same: same(edit.text)
            case .delete, .insert: change(edit)
            }
        }

        func same(_ line: String) {
            oldLine += 1
            newLine += 1
            guard hunk != nil else {
                before.append(line)
                if before.count > context { before.removeFirst() }
                return
            }
            unchanged.append(line)
            if unchanged.count > 2 * context {
                closeHunk(trailing: unchanged.prefix(context))
                before = Array(unchanged.suffix(context))
                unchanged = []
            }
        }

        /// The end of both texts: the open hunk is written.
        func finish() {
            if hunk != nil { closeHunk(trailing: unchanged.prefix(context)) }
            unchanged = []
        }

        private func change(_ edit: Edit) {
            if hunk == nil {
                hunk = (oldLine - before.count, newLine - before.count, 0, 0)
                addContext(before)
                before = []
            } else {
                addContext(unchanged)
                unchanged = []
            }
            if edit.kind == .delete {
                body.append("-" + edit.text)
                hunk!.oldCount += 1
                oldLine += 1
            } else {
                body.append("+" + edit.text)
                hunk!.newCount += 1
                newLine += 1
            }
        }

        private func addContext<Lines: Collection<String>>(_ lines: Lines) {
            for line in lines { body.append(" " + line) }
            hunk!.oldCount += lines.count
            hunk!.newCount += lines.count
        }

        private func closeHunk(trailing: ArraySlice<String>) {
            addContext(trailing)
            let (oldStart, newStart, oldCount, newCount) = hunk!
            hunk = nil
            if !hasChanges {
                hasChanges = true
                emit("--- \(oldName)")
                emit("+++ \(newName)")
            }
            emit("@@ -\(UnifiedDiff.range(oldStart, oldCount)) +\(UnifiedDiff.range(newStart, newCount)) @@")
            body.forEach(emit)
            body.removeAll()
        }
    }
}
