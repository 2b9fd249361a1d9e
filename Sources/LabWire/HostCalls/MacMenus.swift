/// The simulated AppKit's calls about the main menu (docs/lifecycle.md, "The Mac", Menus):
/// what the menu bar holds, and which object a chosen item's action reached.
extension HostCalls {
    /// `NSApp.mainMenu` was set, or an item of the main menu was added, removed or renamed:
    /// every item of the main menu, depth first (separators left out).
    public static let macMainMenu = HostCall<[MacMenuItemEntry], Void>("macMainMenu")
    /// A chosen menu item's action is sent: its selector (Objective-C's spelling, `performClose:`)
    /// and the class of the object that performs it (the item's target, or the first object of
    /// the responder chain that implements it).
    public static let macMenuActionSent = HostCall<(String, String), Void>("macMenuActionSent")
}

/// One item of a Mac app's main menu, as the system's menu bar knows it.
public struct MacMenuItemEntry: Sendable, Equatable, WireCodable {
    /// The titles from the menu bar down to the item (`["File", "Close"]`).
    public var path: [String]
    /// The key equivalent as AppKit keeps it (`w`; an uppercase letter implies Shift), "" for none.
    public var keyEquivalent: String
    /// `NSEvent.ModifierFlags`' raw value of the key equivalent's modifiers.
    public var modifiers: Int
    /// The action's selector in Objective-C's spelling, "" for none.
    public var action: String
    /// Whether the item opens a submenu (a menu bar title, or a nested menu).
    public var hasSubmenu: Bool

    public init(path: [String], keyEquivalent: String, modifiers: Int, action: String, hasSubmenu: Bool) {
        self.path = path
        self.keyEquivalent = keyEquivalent
        self.modifiers = modifiers
        self.action = action
        self.hasSubmenu = hasSubmenu
    }

    public func encode(into values: inout [WireValue]) {
        path.encode(into: &values)
        keyEquivalent.encode(into: &values)
        modifiers.encode(into: &values)
        action.encode(into: &values)
        hasSubmenu.encode(into: &values)
    }

    public init(wire: WireReader) {
        self.init(path: [String](wire: wire), keyEquivalent: String(wire: wire), modifiers: Int(wire: wire),
                  action: String(wire: wire), hasSubmenu: Bool(wire: wire))
    }

    /// `NSEvent.ModifierFlags`' bits.
    public static let shift = 1 << 17, control = 1 << 18, option = 1 << 19, command = 1 << 20
}
