import Testing
import LabCore
@testable import LabShell

@Suite struct SuggestionTests {
    @Test func editDistanceCountsSwapsAsOne() {
        #expect(NameMatch.editDistance("hlep", "help") == 1)
        #expect(NameMatch.editDistance("lanch", "launch") == 1)
        #expect(NameMatch.editDistance("kitten", "sitting") == 3)
        #expect(NameMatch.editDistance("", "abc") == 3)
        #expect(NameMatch.editDistance("same", "same") == 0)
    }

    @Test func suggestsNearbyNamesOnly() {
        let names = ["help", "home", "launch", "lock", "log", "quit", "notification-center"]
        #expect(NameMatch.closest(to: "hlep", among: names) == ["help"])
        #expect(NameMatch.closest(to: "lgo", among: names) == ["log"])
        #expect(NameMatch.closest(to: "notif", among: names) == ["notification-center"])
        #expect(NameMatch.closest(to: "xyzzy", among: names) == [])
        #expect(NameMatch.closest(to: "lok", among: names) == ["lock", "log"])
        // App names: the first close one, in the device's order.
        #expect(NameMatch.closest(to: "Empty Windw", among: ["Truly Empty", "Empty Window"]).first == "Empty Window")
    }

    @Test func unknownCommandMessage() {
        let registry = CommandRegistry.standard
        #expect(registry.unknownCommandMessage("hlep") == #"unknown command "hlep" — did you mean "help"? (`help` lists commands)"#)
        #expect(registry.unknownCommandMessage("xyzzy") == #"unknown command "xyzzy" (`help` lists commands)"#)
    }
}
