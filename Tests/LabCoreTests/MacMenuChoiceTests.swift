import Testing
@testable import LabCore

/// `menu ITEM`: a path of titles or a key equivalent, found among an app's menu items.
@Suite struct MacMenuChoiceTests {
    private let entries = [
        MacMenuItemEntry(path: ["Notes"], keyEquivalent: "", modifiers: MacMenuItemEntry.command, action: "", hasSubmenu: true),
        MacMenuItemEntry(path: ["Notes", "Quit Notes"], keyEquivalent: "q", modifiers: MacMenuItemEntry.command, action: "terminate:", hasSubmenu: false),
        MacMenuItemEntry(path: ["File"], keyEquivalent: "", modifiers: MacMenuItemEntry.command, action: "", hasSubmenu: true),
        MacMenuItemEntry(path: ["File", "Save As…"], keyEquivalent: "S", modifiers: MacMenuItemEntry.command, action: "saveAs:", hasSubmenu: false),
        MacMenuItemEntry(path: ["File", "Export"], keyEquivalent: "e", modifiers: MacMenuItemEntry.option | MacMenuItemEntry.command,
                         action: "export:", hasSubmenu: false),
    ]

    @Test func aPathIsTitlesFromTheMenuBarDownInAnyCase() {
        #expect(MacMenuChoice("File > Export") == .path(["File", "Export"]))
        #expect(MacMenuChoice("file ▸ export").find(in: entries, appName: "Notes App")?.action == "export:")
        #expect(MacMenuChoice("File > Open").find(in: entries, appName: "Notes App") == nil)
    }

    @Test func theAppMenuIsAlsoFoundByTheAppsName() {
        #expect(MacMenuChoice("Notes App > Quit Notes").find(in: entries, appName: "Notes App")?.action == "terminate:")
    }

    @Test func aKeyEquivalentNamesItsModifiersThenTheKey() {
        #expect(MacMenuChoice("Cmd-Q") == .keys(key: "q", modifiers: MacMenuItemEntry.command))
        #expect(MacMenuChoice("Cmd-Q").find(in: entries, appName: "")?.path == ["Notes", "Quit Notes"])
        #expect(MacMenuChoice("Option-Cmd-E").find(in: entries, appName: "")?.action == "export:")
        #expect(MacMenuChoice("Cmd-E").find(in: entries, appName: "") == nil)
        // An uppercase key equivalent implies Shift (Command-Shift-s is Command-S).
        #expect(MacMenuChoice("Shift-Cmd-S").find(in: entries, appName: "")?.action == "saveAs:")
        #expect(MacMenuChoice("Cmd-S").find(in: entries, appName: "") == nil)
    }

    @Test func archivedModifiersBecomeAMask() {
        #expect(Device.modifierMask(nil) == MacMenuItemEntry.command)
        #expect(Device.modifierMask("") == 0)
        #expect(Device.modifierMask("option command") == MacMenuItemEntry.option | MacMenuItemEntry.command)
    }

    @Test func wordsThatAreNotModifiersMakeAPath() {
        #expect(MacMenuChoice("Save-As") == .path(["Save-As"]))
    }
}
