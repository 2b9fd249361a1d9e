import Testing
@testable import LabCore

/// A nib's outlet key reaches a property as key-value coding's setter search does: `set<Key>:`.
@Suite struct OutletKeyTests {
    @Test func theSetterSearchTriesTheKeyThenItsFirstLetterInTheOtherCase() {
        #expect(DeclaredAppCode.setterSearch(for: "funFactLabel") == ["funFactLabel", "FunFactLabel"])
        #expect(DeclaredAppCode.setterSearch(for: "FunFactLabel") == ["FunFactLabel", "funFactLabel"])
        #expect(DeclaredAppCode.setterSearch(for: "buttons[]") == ["buttons[]", "Buttons[]"])
        #expect(DeclaredAppCode.setterSearch(for: "_x") == ["_x"])
        #expect(DeclaredAppCode.setterSearch(for: "") == [""])
    }
}
