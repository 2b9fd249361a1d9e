import LabCore

extension ValueType {
    /// An item of the active Mac app's menus: `File > Close`, or its key equivalent `Cmd-W`.
    public static let menuItem = ValueType("ITEM", .menuItem)
}

extension Device {
    /// What Tab offers after `menu`: the active app's menu items, as paths from the menu bar down.
    var menuItemChoices: [String] {
        guard let mac, let front = mac.frontmostApp else { return [] }
        let entries = mac.mainMenus[front] ?? []
        let paths = mac.shownMenuPaths(of: front, appName: AppNames.display(front, on: self))
        return zip(entries, paths).filter { !$0.0.hasSubmenu }.map { $0.1.joined(separator: " > ") }
    }
}

extension Command {
    static let menu = Command(
        .menu, group: .apps,
        summary: "Mac: choose an item of the active app's menus, or press its key equivalent",
        arguments: [.value(.menuItem)],
        example: "\"File > Close\"",
        details: """
        ITEM is a path of titles from the menu bar down (`"File > Close"`; the app menu also by the app's name) or a
        key equivalent (`Cmd-Q`, `Shift-Cmd-S`). AppKit sends the item's action to its target, or along the responder
        chain: the key window, its window controller, the window's delegate, NSApplication, the app delegate.
        Quit (terminate:) asks applicationShouldTerminate as `quit` does; Hide (hide:) hides; Close (performClose:)
        closes the key window. An item whose action no object implements is disabled: nothing happens.
        """,
        logLine: { arguments, _ in
            guard let item = arguments.first else { return nil }
            if case .keys = MacMenuChoice(item) { return "▸ " + tr("press %@", item) }
            return "▸ " + tr("choose %@ in the menu bar", item.split(whereSeparator: { $0 == ">" || $0 == "▸" })
                .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ▸ "))
        }
    ) { invocation, session throws(CommandError) in
        let item = invocation.positionals.first ?? ""
        try session.onDevice { device throws(DeviceError) in try device.macChooseMenuItem(item) }
    }
}
