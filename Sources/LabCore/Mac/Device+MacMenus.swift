/// A Mac app's main menu (docs/lifecycle.md, "The Mac", Menus): built by the simulated AppKit
/// from MainMenu.xib, from a storyboard's Application Scene or in code, shown in the menu bar
/// (`MacDesktop.mainMenus`, reported by AppKit), and chosen by the user (`menu ITEM`): the
/// item's action goes to its target or along the responder chain, as AppKit sends it.
extension NibObject {
    /// A menu item's action selector (`terminate:`), from its `<action>` connection.
    public static let menuActionAttribute = "menuItem.action"
    /// The id of the object the action targets (an object of the nib, File's Owner `-2`, the
    /// Application `-3`); First Responder's (`-1`, a storyboard's first responder) means the responder chain.
    public static let menuTargetAttribute = "menuItem.target"
    /// The key equivalent's modifiers, space-separated (`shift command`); absent: Command alone.
    public static let keyEquivalentModifiersAttribute = "keyEquivalentModifierMask"
}

/// What `menu ITEM` names: a path of titles from the menu bar down (`File > Close`), or a key
/// equivalent (`Cmd-W`, `Shift-Cmd-S`).
public enum MacMenuChoice: Sendable, Equatable {
    case path([String])
    case keys(key: String, modifiers: Int)

    /// `File > Close` (or `File ▸ Close`), or `Cmd-Q`: a word of modifiers joined by `-` or `+`, then the key.
    public init(_ text: String) {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == "+" }).map { String($0).trimmingSpaces }
        let names: [String: Int] = ["cmd": MacMenuItemEntry.command, "command": MacMenuItemEntry.command, "⌘": MacMenuItemEntry.command,
                                    "shift": MacMenuItemEntry.shift, "⇧": MacMenuItemEntry.shift,
                                    "option": MacMenuItemEntry.option, "opt": MacMenuItemEntry.option, "alt": MacMenuItemEntry.option,
                                    "⌥": MacMenuItemEntry.option, "ctrl": MacMenuItemEntry.control, "control": MacMenuItemEntry.control,
                                    "⌃": MacMenuItemEntry.control]
        if parts.count >= 2, let key = parts.last, key.count == 1,
           parts.dropLast().allSatisfy({ names[$0.lowercased()] != nil }) {
            let modifiers = parts.dropLast().reduce(0) { $0 | names[$1.lowercased()]! }
            self = .keys(key: key.lowercased(), modifiers: modifiers)
            return
        }
        self = .path(text.split(whereSeparator: { $0 == ">" || $0 == "▸" }).map { String($0).trimmingSpaces })
    }

    /// The entry this choice names among an app's menu items. The first menu (the app menu) is
    /// also found by the app's name, which the menu bar shows in its place.
    func find(in entries: [MacMenuItemEntry], appName: String) -> MacMenuItemEntry? {
        switch self {
        case let .path(titles):
            guard !titles.isEmpty else { return nil }
            let appMenu = entries.first { $0.path.count == 1 }?.path.first
            return entries.first { entry in
                guard entry.path.count == titles.count else { return false }
                return zip(entry.path, titles).enumerated().allSatisfy { index, pair in
                    pair.0.lowercased() == pair.1.lowercased()
                        || (index == 0 && pair.0 == appMenu && pair.1.lowercased() == appName.lowercased())
                }
            }
        case let .keys(key, modifiers):
            return entries.first { entry in
                guard !entry.hasSubmenu, !entry.keyEquivalent.isEmpty, entry.keyEquivalent.lowercased() == key else { return false }
                // An uppercase key equivalent implies Shift, as AppKit reads it.
                let implied = entry.keyEquivalent != entry.keyEquivalent.lowercased() ? MacMenuItemEntry.shift : 0
                return entry.modifiers | implied == modifiers
            }
        }
    }
}

extension MacDesktop {
    /// The paths of the app's menu items as the menu bar shows them: the app menu under the
    /// app's name, whatever its item's title (AppKit draws the app's name there).
    public func shownMenuPaths(of identifier: String, appName: String) -> [[String]] {
        let entries = mainMenus[identifier] ?? []
        let appMenu = entries.first { $0.path.count == 1 }?.path.first
        return entries.map { entry in
            guard let first = entry.path.first, first == appMenu else { return entry.path }
            return [appName] + entry.path.dropFirst()
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}

extension Device {
    // MARK: Building the main menu

    /// A nib's `<menu>` made by AppKit in the app with its items and submenus (each item an
    /// object of the nib, so outlets reach it); the main menu (`systemMenu="main"` of the main
    /// nib, or a storyboard's Application Scene) becomes `NSApp.mainMenu` once it is complete.
    /// `targets` gets the items whose action names a target, connected once every object exists.
    func makeMacNibMenu(_ menu: NibObject, isMainMenu: Bool, refs: inout [String: ObjectRef],
                        targets: inout [(item: ObjectRef, target: String)], in process: AppProcess) throws(ProcessEnded) -> ObjectRef? {
        guard let application = process.objects.application,
              let made = try performInUIKit(AppKitStep.makeNibMenu, on: application,
                                            arguments: [.string(menu.attributes["title"] ?? "")], in: process).object else { return nil }
        try addMacMenuItems(of: menu, to: made, refs: &refs, targets: &targets, in: process)
        if isMainMenu { try performInUIKit(AppKitStep.setMainMenu, on: made, in: process) }
        return made
    }

    private func addMacMenuItems(of menu: NibObject, to menuRef: ObjectRef, refs: inout [String: ObjectRef],
                                 targets: inout [(item: ObjectRef, target: String)], in process: AppProcess) throws(ProcessEnded) {
        for item in menu.children where item.uikitClass == "NSMenuItem" {
            let attributes = item.attributes
            let arguments: [AppValue] = [.string(attributes["title"] ?? ""), .string(attributes["keyEquivalent"] ?? ""),
                                         .int(Self.modifierMask(attributes[NibObject.keyEquivalentModifiersAttribute])),
                                         .string(attributes[NibObject.menuActionAttribute] ?? ""), .bool(attributes["isSeparatorItem"] == "YES"),
                                         .int(Int(attributes["tag"] ?? "") ?? 0)]
            guard let itemRef = try performInUIKit(AppKitStep.addNibMenuItem, on: menuRef, arguments: arguments, in: process).object else { continue }
            refs[item.id] = itemRef
            if let target = attributes[NibObject.menuTargetAttribute] { targets.append((itemRef, target)) }
            guard let submenu = item.children.first(where: { $0.uikitClass == "NSMenu" }),
                  let application = process.objects.application,
                  let submenuRef = try performInUIKit(AppKitStep.makeNibMenu, on: application,
                                                      arguments: [.string(submenu.attributes["title"] ?? "")], in: process).object else { continue }
            refs[submenu.id] = submenuRef
            try addMacMenuItems(of: submenu, to: submenuRef, refs: &refs, targets: &targets, in: process)
            try performInUIKit(AppKitStep.setSubmenu, on: itemRef, arguments: [.object(submenuRef)], in: process)
        }
    }

    /// The items' targets, once the nib's objects exist: a target that is no object of the nib
    /// (First Responder) leaves the item's target nil, so its action goes along the responder chain.
    func connectMacMenuTargets(_ targets: [(item: ObjectRef, target: String)], refs: [String: ObjectRef],
                               in process: AppProcess) throws(ProcessEnded) {
        for (item, target) in targets {
            guard let destination = refs[target] else { continue }
            try performInUIKit(AppKitStep.setMenuItemTarget, on: item, arguments: [.object(destination)], in: process)
        }
    }

    /// `NSEvent.ModifierFlags`' raw value for the archived modifiers (Command alone when none are archived).
    static func modifierMask(_ names: String?) -> Int {
        guard let names else { return MacMenuItemEntry.command }
        let bits = ["shift": MacMenuItemEntry.shift, "control": MacMenuItemEntry.control,
                    "option": MacMenuItemEntry.option, "command": MacMenuItemEntry.command]
        return names.split(separator: " ").reduce(0) { $0 | (bits[String($1)] ?? 0) }
    }

    /// NSApplicationMain with a main storyboard: its Application Scene's main menu becomes the
    /// app's (the scene's delegate object is the entry point's class here, made by `createMacApplication`).
    func loadMacStoryboardMenu(_ process: AppProcess) {
        guard process.code != nil, let name = process.app.bundle.info["NSMainStoryboardFile"]?.string, !name.isEmpty,
              let storyboard = try? storyboard(named: name, in: process),
              let application = storyboard.nibs.values.compactMap({ $0.objects.first }).first(where: { $0.uikitClass == "NSApplication" }),
              let menu = application.children.first(where: { $0.uikitClass == "NSMenu" }) else { return }
        var refs: [String: ObjectRef] = [:]
        var targets: [(item: ObjectRef, target: String)] = []
        _ = try? makeMacNibMenu(menu, isMainMenu: true, refs: &refs, targets: &targets, in: process)
        _ = try? connectMacMenuTargets(targets, refs: refs, in: process)
    }

    /// AppKit reported the app's main menu.
    public func macSetMainMenu(_ items: [MacMenuItemEntry], in process: AppProcess) {
        mac?.setMainMenu(items, of: process.bundleIdentifier)
    }

    /// AppKit sends a chosen item's action to `receiver`.
    public func macMenuActionSent(_ action: String, to receiver: String, in process: AppProcess) {
        record(.mac(.menuActionSent(action: action, receiver: receiver)), app: process.bundleIdentifier)
    }

    // MARK: Choosing an item

    /// `menu ITEM`: the user chooses an item of the active app's menus (or presses its key
    /// equivalent). AppKit sends its action; an item no object implements the action of is
    /// disabled, and nothing happens.
    public func macChooseMenuItem(_ text: String, entry: ActionEntry? = nil) throws(DeviceError) {
        let mac = try requireMac(DeviceAction.menu.name)
        guard let front = mac.frontmostApp, front != MacSystemApps.finder, let process = processes[front],
              let app = installedApp(withIdentifier: front) else { throw DeviceError.mac(.finderMenusNotSimulated) }
        let entries = mac.mainMenus[front] ?? []
        guard process.code != nil, !entries.isEmpty else { throw DeviceError.mac(.noMainMenu(app: app.displayName)) }
        let choice = MacMenuChoice(text)
        guard let item = choice.find(in: entries, appName: app.displayName) else {
            throw DeviceError.mac(.noMenuItem(app: app.displayName, item: text,
                                              menus: mac.shownMenuPaths(of: front, appName: app.displayName).filter { $0.count == 1 }.map { $0[0] }))
        }
        if item.hasSubmenu, case .path = choice {
            let prefix = item.path
            let shownMenu = mac.shownMenuPaths(of: front, appName: app.displayName)[entries.firstIndex(of: item) ?? 0]
            throw DeviceError.mac(.menuHasItems(menu: shownMenu.joined(separator: " > "),
                                                items: entries.filter { $0.path.count == prefix.count + 1 && Array($0.path.prefix(prefix.count)) == prefix }
                                                    .map { $0.path.last ?? "" }))
        }
        // The log names the item as the menu bar shows it (`quit macapp` reads `MacApp > Quit MacApp`).
        let shown = mac.shownMenuPaths(of: front, appName: app.displayName)[entries.firstIndex(of: item) ?? 0]
        if case .keys = choice { record(entry ?? .record(arguments: [text]), as: .menu) } else {
            record(entry ?? .record(arguments: [shown.joined(separator: " > ")]), as: .menu)
        }
        if case .keys = choice { record(.mac(.menuItemChosen(path: shown)), app: front) }
        guard let application = process.objects.application,
              let answer = try? performInUIKit(AppKitStep.chooseMenuItem, on: application, arguments: item.path.map(AppValue.string), in: process)
        else { return }
        if answer == .bool(false), !process.isEnded { record(.mac(.menuItemDisabled(action: item.action)), app: front) }
    }
}
