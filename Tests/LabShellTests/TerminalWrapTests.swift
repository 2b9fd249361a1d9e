import Testing
@testable import LabShell

/// The REPL folds its lines to the terminal's width; plain mode and transcripts never do.
@Suite struct TerminalWrapTests {
    @Test func englishBreaksBetweenWordsAndKeepsTheIndentation() {
        let line = "  Paths starting with Documents/ are read from the app's container, others from its bundle."
        let folded = TerminalWrap.lines([line], width: 40)
        #expect(folded == ["  Paths starting with Documents/ are", "  read from the app's container, others", "  from its bundle."])
        #expect(folded.allSatisfy { TerminalWrap.columns(of: $0) <= 40 })
    }

    @Test func chineseBreaksBetweenCharactersCountingTwoColumnsEach() {
        let line = "冷启动会运行 UIApplicationMain 和启动回调；在后台或挂起的应用通过 willEnterForeground 回来。"
        let folded = TerminalWrap.lines([line], width: 24)
        #expect(folded.allSatisfy { TerminalWrap.columns(of: $0) <= 24 })
        #expect(folded.joined() .replacingOccurrences(of: " ", with: "") == line.replacingOccurrences(of: " ", with: ""))
        // No word is split: the API names stay whole, and punctuation stays with what it closes.
        #expect(folded.contains { $0.contains("UIApplicationMain") })
        #expect(folded.contains { $0.contains("willEnterForeground") })
        #expect(!folded.contains { $0.hasPrefix("；") || $0.hasPrefix("。") })
    }

    @Test func shortLinesDrawingsAndNarrowTerminalsAreLeftAlone() {
        #expect(TerminalWrap.lines(["● Empty Window   active → inactive"], width: 80) == ["● Empty Window   active → inactive"])
        let box = "┌────────┐   ┌──────────┐    ┌────────────┐   ┌───────────┐"
        #expect(TerminalWrap.lines([box], width: 30) == [box])
        #expect(TerminalWrap.lines(["a b c d e f g h i j k l m n o p q r s t u v w x y z"], width: 10).count == 1)
    }

    @Test func colourTakesNoColumnsAndAWordWiderThanTheLineIsCut() {
        let red = "\u{1B}[31m" + "error: nothing to dismiss" + "\u{1B}[0m"
        #expect(TerminalWrap.lines([red], width: 25) == [red])
        let long = String(repeating: "x", count: 50)
        #expect(TerminalWrap.lines([long], width: 20) == [String(repeating: "x", count: 20), String(repeating: "x", count: 20), String(repeating: "x", count: 10)])
    }
}
