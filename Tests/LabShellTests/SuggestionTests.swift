import Testing
@testable import LabShell

@Suite struct SuggestionTests {
    @Test func editDistanceCountsSwapsAsOne() {
        #expect(Suggestion.editDistance("hlep", "help") == 1)
        #expect(Suggestion.editDistance("lanch", "launch") == 1)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("same", "same") == 0)
    }

    @Test func suggestsNearbyNamesOnly() {
        let names = ["help", "home", "launch", "lock", "log", "quit", "notification-center"]
        #expect(Suggestion.closest(to: "hlep", among: names) == ["help"])
        #expect(Suggestion.closest(to: "lgo", among: names) == ["log"])
        #expect(Suggestion.closest(to: "notif", among: names) == ["notification-center"])
        #expect(Suggestion.closest(to: "xyzzy", among: names) == [])
        #expect(Suggestion.closest(to: "lok", among: names) == ["lock", "log"])
    }

    @Test func unknownCommandMessage() {
        let registry = CommandRegistry.standard
        #expect(registry.unknownCommandMessage("hlep") == #"unknown command "hlep" — did you mean "help"? (`help` lists commands)"#)
        #expect(registry.unknownCommandMessage("xyzzy") == #"unknown command "xyzzy" (`help` lists commands)"#)
    }
}
