import Testing
@testable import LabShell

@Suite struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.make(old: ["a", "b"], new: ["a", "b"], oldName: "x", newName: "y").isEmpty)
    }

    @Test func oneChangedLineWithContext() {
        let old = ["1", "2", "3", "4", "5", "6", "7", "8"]
        var new = old
        new[4] = "five"
        #expect(UnifiedDiff.make(old: old, new: new, oldName: "t.transcript", newName: "t.transcript (replayed)") == [
            "--- t.transcript", "+++ t.transcript (replayed)", "@@ -2,7 +2,7 @@",
            " 2", " 3", " 4", "-5", "+five", " 6", " 7", " 8",
        ])
    }

    @Test func insertionsDeletionsAndSeparateHunks() {
        let old = (1...20).map(String.init)
        var new = old
        new.remove(at: 1)
        new.insert("extra", at: 15)
        let diff = UnifiedDiff.make(old: old, new: new, oldName: "a", newName: "b", context: 1)
        #expect(diff == ["--- a", "+++ b", "@@ -1,3 +1,2 @@", " 1", "-2", " 3",
                         "@@ -16,2 +15,3 @@", " 16", "+extra", " 17"])
    }

    @Test func emptyOldText() {
        #expect(UnifiedDiff.make(old: [], new: ["x"], oldName: "a", newName: "b") == ["--- a", "+++ b", "@@ -0,0 +1 @@", "+x"])
    }
}

/// A long transcript that differs throughout is diffed in linear memory: its middle shown as
/// removed and added whole (the table of a 20,000 by 200,000 line diff needed gigabytes).
@Suite struct LargeUnifiedDiffTests {
    @Test func aDiffPastTheTableLimitIsRemovedAndAddedWhole() {
        let old = (0..<3_000).map { "old \($0)" }, new = (0..<3_000).map { "new \($0)" }
        #expect(old.count * new.count > UnifiedDiff.maximumCells)
        let diff = UnifiedDiff.make(old: ["same"] + old + ["end"], new: ["same"] + new + ["end"], oldName: "a", newName: "b")
        #expect(diff.filter { $0.hasPrefix("-old") }.count == 3_000)
        #expect(diff.filter { $0.hasPrefix("+new") }.count == 3_000)
        #expect(diff[2] == "@@ -1,3002 +1,3002 @@")
    }
}
