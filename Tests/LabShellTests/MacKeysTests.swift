import Testing
@testable import LabShell

/// `type` spells Return, Tab, Delete and Escape in braces; the log spells them back.
@Suite struct MacKeysTests {
    @Test func namedKeysBecomeTheirCharactersAndBack() {
        #expect(MacKeys.characters("Ada{return}") == "Ada\r")
        #expect(MacKeys.characters("{tab}{delete}{escape}x") == "\t\u{7f}\u{1b}x")
        #expect(MacKeys.characters("{enter}") == "{enter}")
        #expect(MacKeys.typed("Ada\r") == "Ada{return}")
        #expect(MacKeys.typed(MacKeys.characters("a{tab}b{delete}")) == "a{tab}b{delete}")
    }
}
