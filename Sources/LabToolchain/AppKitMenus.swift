/// The simulated AppKit's menus (part of `AppKitModule.source`): `NSMenu` and `NSMenuItem` as
/// MainMenu.xib, a storyboard's Application Scene or code build them, the main menu the Mac's
/// menu bar shows (reported to the device, `HostCalls.macMainMenu`), and a chosen item's action
/// sent as AppKit sends it (Apple, `NSApplication.sendAction(_:to:from:)`): to the item's
/// target, or else along the responder chain — the key window's first responder and its next
/// responders (here the window itself and its window controller: no view is first responder),
/// the key window's delegate, the application, then the application's delegate.
enum AppKitMenus {
    static let source = #"""

    // MARK: Menus

    open class NSMenu: NSObject {
        open var title: String { didSet { __LabAppKitMenus.changed(self) } }
        open private(set) var items: [NSMenuItem] = []
        /// The menu whose item opens this one.
        open internal(set) weak var supermenu: NSMenu?
        /// Kept as a plain object: menus are not tracked on screen, so no `NSMenuDelegate` method is called.
        open weak var delegate: AnyObject?
        open var autoenablesItems = true

        public init(title: String) {
            self.title = title
            super.init()
        }
        public convenience override init() { self.init(title: "") }

        open var numberOfItems: Int { items.count }

        open func insertItem(_ newItem: NSMenuItem, at index: Int) {
            newItem.menu = self
            newItem.submenu?.supermenu = self
            items.insert(newItem, at: min(max(0, index), items.count))
            __LabAppKitMenus.changed(self)
        }
        open func addItem(_ newItem: NSMenuItem) { insertItem(newItem, at: items.count) }

        @discardableResult
        open func addItem(withTitle string: String, action selector: Selector?, keyEquivalent charCode: String) -> NSMenuItem {
            insertItem(withTitle: string, action: selector, keyEquivalent: charCode, at: items.count)
        }

        @discardableResult
        open func insertItem(withTitle string: String, action selector: Selector?, keyEquivalent charCode: String, at index: Int) -> NSMenuItem {
            let item = NSMenuItem(title: string, action: selector, keyEquivalent: charCode)
            insertItem(item, at: index)
            return item
        }

        open func removeItem(_ item: NSMenuItem) {
            let index = index(of: item)
            if index >= 0 { removeItem(at: index) }
        }
        open func removeItem(at index: Int) {
            guard items.indices.contains(index) else { return }
            items.remove(at: index).menu = nil
            __LabAppKitMenus.changed(self)
        }
        open func removeAllItems() {
            items.forEach { $0.menu = nil }
            items = []
            __LabAppKitMenus.changed(self)
        }

        open func item(at index: Int) -> NSMenuItem? { items.indices.contains(index) ? items[index] : nil }
        open func item(withTitle title: String) -> NSMenuItem? { items.first { $0.title == title } }
        open func item(withTag tag: Int) -> NSMenuItem? { items.first { $0.tag == tag } }
        open func index(of item: NSMenuItem) -> Int { items.firstIndex { $0 === item } ?? -1 }
        open func indexOfItem(withTitle title: String) -> Int { items.firstIndex { $0.title == title } ?? -1 }
        open func setSubmenu(_ menu: NSMenu?, for item: NSMenuItem) { item.submenu = menu }

        /// Sends the item's action as choosing it does (to its target, or along the responder chain).
        open func performActionForItem(at index: Int) {
            guard let item = item(at: index) else { return }
            __LabAppKitMenus.send(item)
        }
    }

    open class NSMenuItem: NSObject {
        open var title: String { didSet { __LabAppKitMenus.changed(menu) } }
        open var action: Selector?
        open weak var target: AnyObject?
        open var keyEquivalent: String { didSet { __LabAppKitMenus.changed(menu) } }
        open var keyEquivalentModifierMask: NSEvent.ModifierFlags = .command { didSet { __LabAppKitMenus.changed(menu) } }
        open var submenu: NSMenu? {
            didSet {
                submenu?.supermenu = menu
                __LabAppKitMenus.changed(menu)
            }
        }
        /// The menu the item is in.
        open internal(set) weak var menu: NSMenu?
        open var tag = 0
        open var isEnabled = true
        open var isHidden = false
        open var representedObject: Any?
        open private(set) var isSeparatorItem = false
        open var hasSubmenu: Bool { submenu != nil }

        public init(title string: String, action selector: Selector?, keyEquivalent charCode: String) {
            title = string
            action = selector
            keyEquivalent = charCode
            super.init()
        }
        public convenience override init() { self.init(title: "", action: nil, keyEquivalent: "") }

        open class func separator() -> NSMenuItem {
            let item = NSMenuItem(title: "", action: nil, keyEquivalent: "")
            item.isSeparatorItem = true
            return item
        }
    }

    extension NSApplication {
        /// The object that would receive `action` from the responder chain (`sendAction(_:to:from:)`, AppKitViews).
        public func target(forAction action: Selector) -> Any? { target(forAction: action, to: nil, from: nil) }
    }

    /// The main menu's link with the simulated Mac.
    public enum __LabAppKitMenus {
        /// While a nib builds a menu, the menu bar is told once, when the nib sets the main menu.
        nonisolated(unsafe) static var building = false

        /// A menu (or an item of it) changed: the menu bar is told when it is part of the main menu.
        static func changed(_ menu: NSMenu?) {
            guard !building, var current = menu, let main = NSApplication.shared.mainMenu else { return }
            while current !== main {
                guard let parent = current.supermenu else { return }
                current = parent
            }
            report()
        }

        /// Tells the Mac every item of the main menu (none when it was taken away).
        static func report() {
            var entries: [MacMenuItemEntry] = []
            if let main = NSApplication.shared.mainMenu { collect(main, path: [], into: &entries) }
            AppRuntimeBridge.call(HostCalls.macMainMenu, entries)
        }

        private static func collect(_ menu: NSMenu, path: [String], into entries: inout [MacMenuItemEntry]) {
            for item in menu.items where !item.isSeparatorItem && !item.isHidden {
                let itemPath = path + [item.title]
                entries.append(MacMenuItemEntry(path: itemPath, keyEquivalent: item.keyEquivalent,
                                                modifiers: Int(item.keyEquivalentModifierMask.rawValue),
                                                action: item.action.map(objectiveCName) ?? "", hasSubmenu: item.submenu != nil))
                if let submenu = item.submenu { collect(submenu, path: itemPath, into: &entries) }
            }
        }

        /// `#selector(NSApplication.terminate(_:))` names the method with its class; the action is `terminate:`.
        static func objectiveCName(_ action: Selector) -> String {
            var name = action.name
            if let open = name.firstIndex(of: "("), let dot = name[..<open].lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
            return Selector(name).objectiveCName
        }

        /// The key window's first responder and its next responders (here the window and its
        /// window controller), the window's delegate, the application, its delegate.
        static func responderChain() -> [AnyObject] {
            let app = NSApplication.shared
            var chain: [AnyObject] = []
            if let window = app.keyWindow {
                chain.append(window)
                if let controller = window.windowController { chain.append(controller) }
                if let delegate = window.delegate { chain.append(delegate) }
            }
            chain.append(app)
            if let delegate = app.delegate { chain.append(delegate) }
            var seen: Set<ObjectIdentifier> = []
            return chain.filter { seen.insert(ObjectIdentifier($0)).inserted }
        }

        /// What AppKit's own objects do with the standard menu actions.
        private static func builtIn(_ action: String, of receiver: AnyObject, from sender: Any?) -> (() -> Void)? {
            switch (receiver, action) {
            case let (app as NSApplication, "terminate:"): return { app.terminate(sender) }
            case let (app as NSApplication, "hide:"): return { app.hide(sender) }
            case let (app as NSApplication, "unhide:"): return { app.unhide(sender) }
            case (is NSApplication, "orderFrontStandardAboutPanel:"), (is NSApplication, "hideOtherApplications:"),
                 (is NSApplication, "unhideAllApplications:"), (is NSApplication, "arrangeInFront:"),
                 (is NSWindow, "performMiniaturize:"), (is NSWindow, "performZoom:"), (is NSWindow, "toggleFullScreen:"):
                return { __LabNotSimulated.say("\(type(of: receiver)).\(action)", instead: "the menu action does nothing") }
            case let (window as NSWindow, "performClose:"): return { window.performClose(sender) }
            case let (window as NSWindow, "makeKeyAndOrderFront:"): return { window.makeKeyAndOrderFront(sender) }
            case let (window as NSWindow, "orderFront:"): return { window.orderFront(sender) }
            case let (controller as NSWindowController, "showWindow:"): return { controller.showWindow(sender) }
            default: return nil
            }
        }

        /// Whether `receiver` implements `action`: one of AppKit's standard actions, or an
        /// `@IBAction`/`@objc` method of its app class (the build's class table answers).
        static func responds(_ receiver: AnyObject, to action: Selector) -> Bool {
            let name = objectiveCName(action)
            if builtIn(name, of: receiver, from: nil) != nil { return true }
            guard let ref = AppRuntimeBridge.ref(receiver) else { return false }
            return AppRuntimeBridge.call(HostCalls.implementsAction, ref, name)
        }

        /// Sends the action: the Mac notes which object receives it, then the method runs.
        static func perform(_ action: Selector, on receiver: AnyObject, from sender: Any?) {
            let name = objectiveCName(action)
            AppRuntimeBridge.call(HostCalls.macMenuActionSent, name, AppRuntimeBridge.ref(receiver)?.className ?? "\(type(of: receiver))")
            if let run = builtIn(name, of: receiver, from: sender) { return run() }
            _ = __LabAppKitViews.performAction(name, on: receiver, from: sender)
        }

        /// A chosen item: its action goes to its target or along the responder chain; false when
        /// no object implements it (the item is disabled and nothing is sent).
        @discardableResult
        static func send(_ item: NSMenuItem) -> Bool {
            guard item.isEnabled, let action = item.action else { return false }
            // AppKit enables an item whose target, or (none) some object of the responder chain, implements its action.
            let receiver: AnyObject? = item.target.map { responds($0, to: action) ? $0 : nil }
                ?? responderChain().first { responds($0, to: action) }
            guard let receiver else { return false }
            perform(action, on: receiver, from: item)
            return true
        }

        /// The item at `path` (titles from the menu bar down) in the main menu.
        static func item(at path: [String]) -> NSMenuItem? {
            var menu = NSApplication.shared.mainMenu
            var found: NSMenuItem?
            for title in path {
                found = menu?.items.first { !$0.isSeparatorItem && $0.title == title }
                menu = found?.submenu
            }
            return found
        }

        /// The device's requests about menus; nil for other selectors.
        static func perform(_ selector: String, _ receiver: AnyObject?, _ arguments: [WireValue]) -> WireValue? {
            switch selector {
            case AppKitStep.makeNibMenu.rawValue:
                let menu = NSMenu(title: arguments.first?.string ?? "")
                return AppRuntimeBridge.wire(menu)
            case AppKitStep.addNibMenuItem.rawValue:
                // Title, key equivalent, modifier mask, action ("" none), separator, tag.
                guard let menu = receiver as? NSMenu else { return .null }
                let text = { (index: Int) in arguments.count > index ? arguments[index].string ?? "" : "" }
                let item = arguments.count > 4 && arguments[4].bool == true ? NSMenuItem.separator()
                    : NSMenuItem(title: text(0), action: text(3).isEmpty ? nil : Selector(objectiveCName: text(3)), keyEquivalent: text(1))
                if arguments.count > 2, let mask = arguments[2].int { item.keyEquivalentModifierMask = NSEvent.ModifierFlags(rawValue: UInt(mask)) }
                if arguments.count > 5, let tag = arguments[5].int { item.tag = tag }
                building = true
                menu.addItem(item)
                building = false
                return AppRuntimeBridge.wire(item)
            case AppKitStep.setSubmenu.rawValue:
                building = true
                (receiver as? NSMenuItem)?.submenu = AppRuntimeBridge.object(arguments.first) as? NSMenu
                building = false
                return .void
            case AppKitStep.setMenuItemTarget.rawValue:
                (receiver as? NSMenuItem)?.target = AppRuntimeBridge.object(arguments.first)
                return .void
            case AppKitStep.setMainMenu.rawValue:
                NSApplication.shared.mainMenu = receiver as? NSMenu
                return .void
            case AppKitStep.chooseMenuItem.rawValue:
                guard let item = item(at: arguments.compactMap(\.string)) else { return .bool(false) }
                return .bool(send(item))
            default:
                return nil
            }
        }
    }
    """#
}
