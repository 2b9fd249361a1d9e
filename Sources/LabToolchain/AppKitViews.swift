/// The simulated AppKit's views and events inside windows (docs/lifecycle.md, "The Mac", Views
/// and events): `NSView` and the controls of Xcode's Mac templates (`NSTextField` as label and
/// as editable field, `NSButton`, `NSImageView`, `NSStackView`), target-action through
/// `NSApplication.sendAction(_:to:from:)` and the responder chain, the window's first
/// responder, and the clicks and keys the Mac's `click` and `type` deliver (`NSEvent`,
/// `mouseDown(with:)`, `keyDown(with:)`). Part of `AppKitModule.source`.
///
/// The device makes a nib's or storyboard's views through `__labAppKitMakeNibView` (each view's
/// archived attributes are what its `init(coder:)` decodes) and connects their actions
/// (`__labAppKitSetAction`); at the end of every run-loop turn each open window tells the
/// device what it shows (`HostCalls.macWindowContents`), as a window server only knows what
/// the app drew.
enum AppKitViews {
    static let source = #"""

    // MARK: Views

    public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
    }

    public enum NSUserInterfaceLayoutOrientation: Int, Sendable { case horizontal = 0, vertical = 1 }

    open class NSView: NSResponder {
        open var frame: NSRect
        open var bounds: NSRect { NSRect(origin: .zero, size: frame.size) }
        open private(set) var subviews: [NSView] = []
        open private(set) weak var superview: NSView?
        /// The window whose view tree holds the view.
        open private(set) weak var window: NSWindow?
        /// The controller whose view this is: it comes next in the responder chain.
        weak var viewController: NSViewController?
        open var isHidden = false
        open var identifier: NSUserInterfaceItemIdentifier?
        /// A view has no tag of its own (-1); controls do.
        open var tag: Int { -1 }
        open var translatesAutoresizingMaskIntoConstraints = true
        open var needsDisplay = false
        open var nextKeyView: NSView?
        open var toolTip: String?
        open var wantsLayer = false
        open var alphaValue: CGFloat = 1

        public init(frame frameRect: NSRect) {
            frame = frameRect
            super.init()
        }

        public override convenience init() { self.init(frame: .zero) }

        /// A nib's view: its frame, `hidden` and identifier decoded from the archive.
        public required init?(coder: NSCoder) {
            frame = __LabAppKitViews.decodedFrame()
            super.init()
            isHidden = __LabAppKitViews.decoded("hidden") == "YES"
            identifier = __LabAppKitViews.decoded("identifier").map(NSUserInterfaceItemIdentifier.init(rawValue:))
        }

        override var defaultNextResponder: NSResponder? {
            if let viewController { return viewController }
            if let superview { return superview }
            return window
        }

        open func addSubview(_ view: NSView) {
            view.removeFromSuperview()
            subviews.append(view)
            view.superview = self
            view.attach(to: window)
            view.viewDidMoveToSuperview()
        }

        open func removeFromSuperview() {
            guard let parent = superview else { return }
            parent.willRemoveSubview(self)
            parent.subviews.removeAll { $0 === self }
            superview = nil
            attach(to: nil)
        }

        func attach(to window: NSWindow?) {
            let moved = self.window !== window
            self.window = window
            for subview in subviews { subview.attach(to: window) }
            if moved { viewDidMoveToWindow() }
        }

        open func viewDidMoveToWindow() {}
        open func willRemoveSubview(_ subview: NSView) {}
        open func viewDidMoveToSuperview() {}
        @available(*, unavailable, message: "LifecycleLab does not simulate NSView drawing yet: draw(_:) is never called")
        open func draw(_ dirtyRect: NSRect) {}
        @available(*, unavailable, message: "LifecycleLab does not simulate NSView layout yet: layout() is never called")
        open func layout() {}
        open func setNeedsDisplay(_ invalidRect: NSRect) { needsDisplay = true }

        /// The view's origin in its window's coordinates.
        var originInWindow: NSPoint {
            let above = superview?.originInWindow ?? .zero
            return NSPoint(x: above.x + frame.origin.x, y: above.y + frame.origin.y)
        }

        /// A point of the window (`view` nil) or of another view, in this view's coordinates.
        open func convert(_ point: NSPoint, from view: NSView?) -> NSPoint {
            let from = view?.originInWindow ?? .zero
            let origin = originInWindow
            return NSPoint(x: point.x + from.x - origin.x, y: point.y + from.y - origin.y)
        }

        /// A point of this view in the window's (`view` nil) or another view's coordinates.
        open func convert(_ point: NSPoint, to view: NSView?) -> NSPoint {
            let to = view?.originInWindow ?? .zero
            let origin = originInWindow
            return NSPoint(x: point.x + origin.x - to.x, y: point.y + origin.y - to.y)
        }
    }

    // MARK: Controls

    open class NSControl: NSView {
        public struct StateValue: RawRepresentable, Hashable, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let on = StateValue(rawValue: 1)
            public static let off = StateValue(rawValue: 0)
            public static let mixed = StateValue(rawValue: -1)
        }

        /// The object the action goes to; nil: the first responder and up the responder chain.
        open weak var target: AnyObject?
        open var action: Selector?
        open var isEnabled = true
        open var stringValue = ""
        open var alignment: NSTextAlignment = .natural
        private var storedTag = 0
        open override var tag: Int {
            get { storedTag }
            set { storedTag = newValue }
        }
        open var integerValue: Int {
            get { Int(stringValue) ?? Int(Double(stringValue) ?? 0) }
            set { stringValue = String(newValue) }
        }
        open var intValue: Int32 {
            get { Int32(truncatingIfNeeded: integerValue) }
            set { stringValue = String(newValue) }
        }
        open var doubleValue: Double {
            get { Double(stringValue) ?? 0 }
            set { stringValue = String(newValue) }
        }
        open var floatValue: Float {
            get { Float(doubleValue) }
            set { doubleValue = Double(newValue) }
        }
        open var objectValue: Any? {
            get { stringValue }
            set { stringValue = newValue.map { "\($0)" } ?? "" }
        }

        public override init(frame frameRect: NSRect) { super.init(frame: frameRect) }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            isEnabled = __LabAppKitViews.decoded("enabled") != "NO"
            storedTag = Int(__LabAppKitViews.decoded("tag") ?? "") ?? 0
        }

        /// Sends the control's action to its target (nil: up the responder chain), as a click does.
        @discardableResult
        open func sendAction(_ action: Selector?, to target: Any?) -> Bool {
            guard let action else { return false }
            return NSApplication.shared.sendAction(action, to: target, from: self)
        }

        /// A click tracks the mouse and, released inside, sends the action.
        open override func mouseDown(with event: NSEvent) { performClick(nil) }

        /// A click in code: the control sends its action as a click does.
        open func performClick(_ sender: Any?) {
            guard isEnabled else { return }
            sendAction(action, to: target)
        }
    }

    public protocol NSTextFieldDelegate: AnyObject {
        func controlTextDidBeginEditing(_ obj: Notification)
        func controlTextDidChange(_ obj: Notification)
        func controlTextDidEndEditing(_ obj: Notification)
    }

    extension NSTextFieldDelegate {
        public func controlTextDidBeginEditing(_ obj: Notification) {}
        public func controlTextDidChange(_ obj: Notification) {}
        public func controlTextDidEndEditing(_ obj: Notification) {}
    }

    extension NSControl {
        public static let textDidBeginEditingNotification = Notification.Name("NSControlTextDidBeginEditingNotification")
        public static let textDidChangeNotification = Notification.Name("NSControlTextDidChangeNotification")
        public static let textDidEndEditingNotification = Notification.Name("NSControlTextDidEndEditingNotification")
    }

    /// A label (`NSTextField(labelWithString:)`, Interface Builder's Label) or an editable text
    /// field. An editable one takes keys as the window's first responder (**choice**: the field
    /// itself is the first responder; AppKit puts its window's field editor, an NSTextView, there).
    open class NSTextField: NSControl {
        open var isEditable = true
        open var isSelectable = true
        open var isBezeled = true
        open var isBordered = false
        open var drawsBackground = true
        open var placeholderString: String?
        open weak var delegate: NSTextFieldDelegate?
        private var isEditing = false

        public override init(frame frameRect: NSRect) { super.init(frame: frameRect) }

        public convenience init(labelWithString stringValue: String) {
            self.init(frame: .zero)
            self.stringValue = stringValue
            isEditable = false
            isSelectable = false
            isBezeled = false
            drawsBackground = false
        }

        public convenience init(wrappingLabelWithString stringValue: String) { self.init(labelWithString: stringValue) }

        public convenience init(string stringValue: String) {
            self.init(frame: .zero)
            self.stringValue = stringValue
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            stringValue = __LabAppKitViews.decoded("title") ?? ""
            placeholderString = __LabAppKitViews.decoded("placeholderString")
            isEditable = __LabAppKitViews.decoded("editable") == "YES"
            isSelectable = isEditable || __LabAppKitViews.decoded("selectable") == "YES"
            isBezeled = __LabAppKitViews.decoded("borderStyle") == "bezel"
        }

        open override var acceptsFirstResponder: Bool { isEnabled && (isEditable || isSelectable) }

        /// A click in a field that takes keys leaves it first responder (the window made it so);
        /// a label passes the click on.
        open override func mouseDown(with event: NSEvent) {
            if acceptsFirstResponder { return }
            nextResponder?.mouseDown(with: event)
        }

        open override func becomeFirstResponder() -> Bool {
            if isEditable { delegate?.controlTextDidBeginEditing(Notification(name: NSControl.textDidBeginEditingNotification, object: self)) }
            isEditing = isEditable
            return true
        }

        open override func resignFirstResponder() -> Bool {
            if isEditing { delegate?.controlTextDidEndEditing(Notification(name: NSControl.textDidEndEditingNotification, object: self)) }
            isEditing = false
            return true
        }

        open override func keyDown(with event: NSEvent) {
            guard isEditable else { return super.keyDown(with: event) }
            interpretKeyEvents([event])
        }

        open override func insertText(_ insertString: Any) {
            stringValue += "\(insertString)"
            textDidChange()
        }

        open override func deleteBackward(_ sender: Any?) {
            guard !stringValue.isEmpty else { return }
            stringValue.removeLast()
            textDidChange()
        }

        /// Return ends the entry: the field sends its action; the window's default button
        /// (key equivalent Return) is clicked when the field has none.
        open override func insertNewline(_ sender: Any?) {
            if action != nil {
                sendAction(action, to: target)
            } else if let button = window?.defaultButton {
                button.performClick(nil)
            }
        }

        /// Tab moves to the next view of the key view loop.
        open override func insertTab(_ sender: Any?) { window?.selectNextKeyView(sender) }

        private func textDidChange() {
            let note = Notification(name: NSControl.textDidChangeNotification, object: self)
            delegate?.controlTextDidChange(note)
            NotificationCenter.default.post(note)
        }
    }

    open class NSButton: NSControl {
        public enum ButtonType: UInt, Sendable {
            case momentaryLight = 0, pushOnPushOff = 1, toggle = 2, `switch` = 3, radio = 4, momentaryChange = 5, onOff = 6, momentaryPushIn = 7
        }
        public enum BezelStyle: UInt, Sendable { case rounded = 1, regularSquare = 2, inline = 15, push = 16 }

        open var title = ""
        open var state: NSControl.StateValue = .off
        /// `"\r"` makes the button the window's default button (Return clicks it).
        open var keyEquivalent = ""
        open var bezelStyle: BezelStyle = .rounded
        open var image: NSImage?
        private(set) var buttonType: ButtonType = .momentaryPushIn

        public override init(frame frameRect: NSRect) { super.init(frame: frameRect) }

        public convenience init(title: String, target: Any?, action: Selector?) {
            self.init(frame: .zero)
            self.title = title
            self.target = target.map { $0 as AnyObject }
            self.action = action
        }

        public convenience init(checkboxWithTitle title: String, target: Any?, action: Selector?) {
            self.init(title: title, target: target, action: action)
            buttonType = .switch
        }

        public convenience init(radioButtonWithTitle title: String, target: Any?, action: Selector?) {
            self.init(title: title, target: target, action: action)
            buttonType = .radio
        }

        public convenience init(image: NSImage, target: Any?, action: Selector?) {
            self.init(title: "", target: target, action: action)
            self.image = image
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            title = __LabAppKitViews.decoded("title") ?? ""
            // Return (`\r`): the archive's XML reads a carriage return as a line feed.
            keyEquivalent = (__LabAppKitViews.decoded("keyEquivalent") ?? "").replacingOccurrences(of: "\n", with: "\r")
            state = __LabAppKitViews.decoded("state") == "on" ? .on : .off
            image = __LabAppKitViews.decoded("image").map { NSImage(named: $0) ?? NSImage(archivedName: $0) }
            switch __LabAppKitViews.decoded("type") {
            case "check"?: buttonType = .switch
            case "radio"?: buttonType = .radio
            default: break
            }
        }

        open func setButtonType(_ type: ButtonType) { buttonType = type }

        var isCheckbox: Bool { buttonType == .switch || buttonType == .radio || buttonType == .pushOnPushOff || buttonType == .toggle || buttonType == .onOff }

        /// A checkbox turns on or off before it sends its action.
        open override func performClick(_ sender: Any?) {
            guard isEnabled else { return }
            if isCheckbox { state = buttonType == .radio || state == .off ? .on : .off }
            sendAction(action, to: target)
        }
    }

    /// An image by name: the app's asset catalog or resources (`NSImage(named:)`), or one of
    /// AppKit's own named images (`NSImage.Name("NSAdvanced")`) a nib names.
    open class NSImage: NSObject {
        public typealias Name = String
        /// The name it was loaded by.
        public let name: Name?
        let image: UIImage?
        open var size: NSSize { image?.size ?? .zero }

        public init?(named name: NSImage.Name) {
            let found = UIImage(named: name)
            guard found != nil || name.hasPrefix("NS") else { return nil }
            self.name = name
            image = found
            super.init()
        }

        /// A nib's image, kept by name even when the app has none of that name.
        init(archivedName: String) {
            name = archivedName
            image = UIImage(named: archivedName)
            super.init()
        }

        public init(size: NSSize) {
            name = nil
            image = nil
            super.init()
        }
    }

    open class NSImageView: NSControl {
        open var image: NSImage?

        public override init(frame frameRect: NSRect) { super.init(frame: frameRect) }

        public convenience init(image: NSImage) {
            self.init(frame: NSRect(origin: .zero, size: image.size))
            self.image = image
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            image = __LabAppKitViews.decoded("image").map { NSImage(named: $0) ?? NSImage(archivedName: $0) }
        }
    }

    /// A stack of views in a row or a column (its arranged subviews are its subviews here:
    /// the lab draws them in order and lays nothing out).
    open class NSStackView: NSView {
        public enum Distribution: Int, Sendable { case gravityAreas = -1, fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering }
        open var orientation: NSUserInterfaceLayoutOrientation = .horizontal
        open var spacing: CGFloat = 8
        open var distribution: Distribution = .gravityAreas
        open private(set) var arrangedSubviews: [NSView] = []

        public override init(frame frameRect: NSRect) { super.init(frame: frameRect) }

        public convenience init(views: [NSView]) {
            self.init(frame: .zero)
            for view in views { addArrangedSubview(view) }
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            orientation = __LabAppKitViews.decoded("orientation") == "vertical" ? .vertical : .horizontal
            spacing = CGFloat(Double(__LabAppKitViews.decoded("spacing") ?? "") ?? 8)
        }

        open func addArrangedSubview(_ view: NSView) {
            addSubview(view)
            arrangedSubviews.append(view)
        }

        open func removeArrangedSubview(_ view: NSView) { arrangedSubviews.removeAll { $0 === view } }

        open override func willRemoveSubview(_ subview: NSView) { removeArrangedSubview(subview) }
    }

    // MARK: Events

    /// A click or a key the window delivers (`NSApp.currentEvent` while it is handled).
    open class NSEvent: NSObject {
        public enum EventType: UInt, Sendable {
            case leftMouseDown = 1, leftMouseUp = 2, rightMouseDown = 3, rightMouseUp = 4, keyDown = 10, keyUp = 11
        }
        public struct ModifierFlags: OptionSet, Hashable, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            public static let capsLock = ModifierFlags(rawValue: 1 << 16)
            public static let shift = ModifierFlags(rawValue: 1 << 17)
            public static let control = ModifierFlags(rawValue: 1 << 18)
            public static let option = ModifierFlags(rawValue: 1 << 19)
            public static let command = ModifierFlags(rawValue: 1 << 20)
            public static let function = ModifierFlags(rawValue: 1 << 23)
        }

        public let type: EventType
        /// Where the click is, in the window's coordinates.
        public let locationInWindow: NSPoint
        public private(set) weak var window: NSWindow?
        public let characters: String?
        public let charactersIgnoringModifiers: String?
        /// The key's virtual key code (kVK_ANSI_A is 0, Return 36, Tab 48, Space 49, Delete 51, Escape 53).
        public let keyCode: UInt16
        public let modifierFlags: ModifierFlags
        public let clickCount: Int
        public let isARepeat = false
        /// Seconds on the device's clock.
        public let timestamp: TimeInterval

        init(type: EventType, location: NSPoint, window: NSWindow?, characters: String? = nil) {
            self.type = type
            locationInWindow = location
            self.window = window
            self.characters = characters
            charactersIgnoringModifiers = characters
            keyCode = characters.map(NSEvent.keyCode(of:)) ?? 0
            let shifted = characters.map { $0 != $0.lowercased() } ?? false
            modifierFlags = shifted ? .shift : []
            clickCount = characters == nil ? 1 : 0
            timestamp = Date().timeIntervalSince1970
            super.init()
        }

        /// The ANSI keyboard's virtual key codes (HIToolbox's Events.h).
        private static let keyCodes: [Character: UInt16] = [
            "a": 0, "s": 1, "d": 2, "f": 3, "h": 4, "g": 5, "z": 6, "x": 7, "c": 8, "v": 9, "b": 11, "q": 12, "w": 13, "e": 14,
            "r": 15, "y": 16, "t": 17, "1": 18, "2": 19, "3": 20, "4": 21, "6": 22, "5": 23, "=": 24, "9": 25, "7": 26, "-": 27,
            "8": 28, "0": 29, "]": 30, "o": 31, "u": 32, "[": 33, "i": 34, "p": 35, "\r": 36, "l": 37, "j": 38, "'": 39, "k": 40,
            ";": 41, "\\": 42, ",": 43, "/": 44, "n": 45, "m": 46, ".": 47, "\t": 48, " ": 49, "`": 50, "\u{7f}": 51, "\u{1b}": 53,
        ]

        static func keyCode(of characters: String) -> UInt16 {
            guard let first = characters.lowercased().first else { return 0 }
            return keyCodes[first] ?? 0
        }
    }

    extension NSApplication {
        /// The event being handled (a click or a key), nil between events.
        public var currentEvent: NSEvent? { __LabAppKitViews.currentEvent }

        /// Sends an action as a control does: to `target`, or (nil) to the first object of the
        /// responder chain that has the method — the key window's first responder, then each
        /// `nextResponder` up to the window, the window's delegate, its window controller, the
        /// application and its delegate (Apple, "Cocoa Event Handling Guide", The Responder Chain).
        @discardableResult
        public func sendAction(_ action: Selector, to target: Any?, from sender: Any?) -> Bool {
            let name = action.objectiveCName
            let receiver = target.map { $0 as AnyObject } ?? (self.target(forAction: action, to: nil, from: sender) as AnyObject?)
            AppRuntimeBridge.call(HostCalls.macActionSent, AppRuntimeBridge.ref(sender as AnyObject?), name, AppRuntimeBridge.ref(receiver))
            guard let receiver else { return false }
            if __LabAppKitViews.performAction(name, on: receiver, from: sender) { return true }
            AppRuntimeBridge.raise("NSInvalidArgumentException",
                                   "-[\(String(describing: Swift.type(of: receiver))) \(name)]: unrecognized selector sent to instance")
        }

        /// The object that would take the action: `target` itself, or the first of the responder chain with the method.
        public func target(forAction action: Selector, to target: Any?, from sender: Any?) -> Any? {
            if let target { return target }
            let name = action.objectiveCName
            return __LabAppKitViews.actionChain().first { __LabAppKitViews.answers(name, $0) }
        }
    }

    extension NSWindow {
        /// Makes `responder` the window's first responder (nil: the window). The old one may
        /// refuse to resign; one that does not accept leaves the window first responder.
        @discardableResult
        public func makeFirstResponder(_ responder: NSResponder?) -> Bool {
            if let current = firstResponder, current === responder { return true }
            if let current = firstResponder, current !== self, !current.resignFirstResponder() { return false }
            if let responder, responder !== self, responder.acceptsFirstResponder, responder.becomeFirstResponder() {
                firstResponder = responder
            } else {
                firstResponder = self
            }
            AppRuntimeBridge.call(HostCalls.macFirstResponderChanged, AppRuntimeBridge.ref(self),
                                  firstResponder === self ? nil : AppRuntimeBridge.ref(firstResponder))
            return true
        }

        /// The button whose key equivalent is Return.
        public var defaultButton: NSButton? {
            contentView.flatMap { __LabAppKitViews.views(in: $0) }?.compactMap { $0 as? NSButton }.first { $0.keyEquivalent == "\r" }
        }

        /// Tab: the next view of the key view loop (its `nextKeyView`, else the next view in
        /// the window that accepts first responder) becomes first responder.
        public func selectNextKeyView(_ sender: Any?) {
            let candidates = contentView.map { __LabAppKitViews.views(in: $0) }?.filter { $0.acceptsFirstResponder && !$0.isHidden } ?? []
            guard !candidates.isEmpty else { return }
            if let current = firstResponder as? NSView, let next = current.nextKeyView, next.acceptsFirstResponder {
                makeFirstResponder(next)
                return
            }
            let index = candidates.firstIndex { $0 === firstResponder }.map { ($0 + 1) % candidates.count } ?? 0
            makeFirstResponder(candidates[index])
        }

        /// Delivers an event as the window server hands it over: a click to the view under it
        /// (made first responder when it accepts), a key to the first responder.
        public func sendEvent(_ event: NSEvent) {
            __LabAppKitViews.currentEvent = event
            defer { __LabAppKitViews.currentEvent = nil }
            switch event.type {
            case .keyDown:
                if event.characters == "\r", !(firstResponder is NSTextField), let button = defaultButton {
                    button.performClick(nil)
                    return
                }
                (firstResponder ?? self).keyDown(with: event)
            case .keyUp: (firstResponder ?? self).keyUp(with: event)
            default: break
            }
        }
    }

    // MARK: The device link for views

    /// The selectors the Mac sends to views, and what the app tells it about them.
    public enum __LabAppKitViews {
        /// The event being handled.
        nonisolated(unsafe) static var currentEvent: NSEvent?
        /// The archived attributes of the view being made (`init(coder:)` reads them).
        nonisolated(unsafe) private static var decoding: [String: String] = [:]
        /// What each window last told the device it shows.
        nonisolated(unsafe) private static var reported: [ObjectIdentifier: [MacViewSnapshot]] = [:]

        static func install() {
            AppRuntimeBridge.addPerformer(perform)
            AppRuntimeBridge.atEndOfEveryTurn(reportWindows)
        }

        static func decoded(_ key: String) -> String? { decoding[key] }

        /// The archived frame (`{{x, y}, {width, height}}`), zero without one.
        static func decodedFrame() -> NSRect {
            let numbers = (decoding["frame"] ?? "").split { !"0123456789.-".contains($0) }.compactMap { Double($0) }
            guard numbers.count == 4 else { return .zero }
            return NSRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }

        /// The view and its subviews, depth first.
        static func views(in view: NSView) -> [NSView] { [view] + view.subviews.flatMap { views(in: $0) } }

        /// A window is on screen: the first time, its initial first responder (the
        /// `initialFirstResponder` outlet, else the first view that accepts) is made first
        /// responder; the device hears what it shows.
        static func windowAppeared(_ window: NSWindow) {
            reported[ObjectIdentifier(window)] = nil
            if !window.wasShown {
                window.wasShown = true
                let first = window.initialFirstResponder
                    ?? window.contentView.flatMap { views(in: $0).first { $0.acceptsFirstResponder && !$0.isHidden } }
                if let first { window.makeFirstResponder(first) }
            }
            report(window)
        }

        static func reportWindows() {
            for window in NSWindow.open { report(window) }
        }

        private static func report(_ window: NSWindow) {
            let shown = snapshot(of: window)
            guard reported[ObjectIdentifier(window)] != shown else { return }
            reported[ObjectIdentifier(window)] = shown
            AppRuntimeBridge.call(HostCalls.macWindowContents, AppRuntimeBridge.ref(window), shown)
        }

        private static func snapshot(of window: NSWindow) -> [MacViewSnapshot] {
            guard let content = window.contentView else { return [] }
            var list: [MacViewSnapshot] = []
            func add(_ view: NSView, parent: Int) {
                guard let ref = AppRuntimeBridge.ref(view) else { return }
                var shot = MacViewSnapshot(ref: ref, parent: parent, kind: "view", isHidden: view.isHidden,
                                           isFirstResponder: window.firstResponder === view, acceptsFirstResponder: view.acceptsFirstResponder,
                                           frame: Rect(x: Double(view.frame.origin.x), y: Double(view.frame.origin.y),
                                                       width: Double(view.frame.size.width), height: Double(view.frame.size.height)))
                if let control = view as? NSControl {
                    shot.isEnabled = control.isEnabled
                    shot.action = control.action?.objectiveCName ?? ""
                    shot.target = control.target.map { String(describing: Swift.type(of: $0)) } ?? ""
                }
                switch view {
                case let field as NSTextField:
                    shot.kind = field.isEditable ? "field" : "label"
                    shot.text = field.stringValue
                    shot.placeholder = field.placeholderString ?? ""
                case let button as NSButton:
                    shot.kind = button.isCheckbox ? "checkbox" : "button"
                    shot.text = button.title.isEmpty ? button.image?.name ?? "" : button.title
                    shot.isOn = button.state == .on
                case let image as NSImageView:
                    shot.kind = "image"
                    shot.text = image.image?.name ?? ""
                case is NSStackView:
                    shot.kind = "stack"
                default: break
                }
                let index = list.count
                list.append(shot)
                for subview in view.subviews { add(subview, parent: index) }
            }
            add(content, parent: -1)
            return list
        }

        /// An outlet a nib connects on one of AppKit's views; false when it has no such key.
        static func setOutlet(_ name: String, of view: NSView, to value: AnyObject?) -> Bool {
            switch (view, name) {
            case let (field as NSTextField, "delegate"): field.delegate = value as? NSTextFieldDelegate
            case let (control as NSControl, "target"): control.target = value
            case (_, "nextKeyView"): view.nextKeyView = value as? NSView
            // The app's view class: its own `@IBOutlet`s.
            default: return view.__labSetOutlet(name, value)
            }
            return true
        }

        /// The objects an action without a target is offered to, in order.
        static func actionChain() -> [AnyObject] {
            var chain: [AnyObject] = []
            func add(_ object: AnyObject?) {
                guard let object, !chain.contains(where: { $0 === object }) else { return }
                chain.append(object)
            }
            if let window = NSApplication.shared.keyWindow ?? NSWindow.open.first {
                var responder: NSResponder? = window.firstResponder ?? window
                var steps = 0
                while let current = responder, steps < 1000 {
                    add(current)
                    responder = current.nextResponder
                    steps += 1
                }
                add(window)
                add(window.delegate)
                add(window.windowController)
            }
            add(NSApplication.shared)
            add(NSApplication.shared.delegate)
            return chain
        }

        /// AppKit's own action methods the lab's objects have.
        private static func ownAction(_ name: String, of object: AnyObject) -> (() -> Void)? {
            switch (object, name) {
            case let (window as NSWindow, "performClose:"): { window.performClose(nil) }
            case let (window as NSWindow, "makeKeyAndOrderFront:"): { window.makeKeyAndOrderFront(nil) }
            case let (application as NSApplication, "terminate:"): { application.terminate(nil) }
            case let (application as NSApplication, "hide:"): { application.hide(nil) }
            case let (view as NSWindow, "selectNextKeyView:"): { view.selectNextKeyView(nil) }
            default: nil
            }
        }

        /// Whether the object has the action method: AppKit's own, or one of the app's classes declares it.
        static func answers(_ name: String, _ object: AnyObject) -> Bool {
            if ownAction(name, of: object) != nil { return true }
            guard object is UIResponder || object is __LabObjectMembers, let ref = AppRuntimeBridge.ref(object) else { return false }
            return AppRuntimeBridge.call(HostCalls.implementsAction, ref, name)
        }

        /// Runs the action method; false when the object has none.
        static func performAction(_ name: String, on object: AnyObject, from sender: Any?) -> Bool {
            if let own = ownAction(name, of: object) {
                own()
                return true
            }
            let sender = sender.map { $0 as AnyObject }
            if let responder = object as? UIResponder { return responder.__labPerformAction(name, sender) }
            if let plain = object as? __LabObjectMembers { return plain.__labPerformAction(name, sender) }
            return false
        }

        /// The AppKit class a nib names, or the app's class.
        private static func viewType(_ name: String) -> NSView.Type {
            if let type = AppRuntimeBridge.type(named: name) as? NSView.Type { return type }
            switch name {
            case "NSTextField", "NSSecureTextField", "NSSearchField": return NSTextField.self
            case "NSButton", "NSPopUpButton": return NSButton.self
            case "NSImageView": return NSImageView.self
            case "NSStackView": return NSStackView.self
            case "NSControl": return NSControl.self
            default: return NSView.self
            }
        }

        /// A click: the window comes in front of the app's others (key), the view becomes
        /// first responder when it accepts, then gets the mouse down and up.
        private static func click(_ view: NSView) {
            guard let window = view.window else { return }
            if NSWindow.open.first !== window { window.makeKeyAndOrderFront(nil) }
            let origin = view.originInWindow
            let location = NSPoint(x: origin.x + view.frame.size.width / 2, y: origin.y + view.frame.size.height / 2)
            if view.acceptsFirstResponder, window.firstResponder !== view { window.makeFirstResponder(view) }
            let down = NSEvent(type: .leftMouseDown, location: location, window: window)
            currentEvent = down
            view.mouseDown(with: down)
            let up = NSEvent(type: .leftMouseUp, location: location, window: window)
            currentEvent = up
            view.mouseUp(with: up)
            currentEvent = nil
        }

        /// Keys typed on the keyboard go to the key window, one key down each.
        private static func typeKeys(_ text: String, into window: NSWindow) {
            for character in text {
                window.sendEvent(NSEvent(type: .keyDown, location: .zero, window: window, characters: String(character)))
            }
        }

        private static func perform(_ selector: String, _ receiver: AnyObject?, _ arguments: [WireValue]) -> WireValue? {
            switch selector {
            case AppKitStep.makeNibView.rawValue:
                // A nib's view: its class, then its archived attributes as names and values.
                let strings = arguments.map { $0.string ?? "" }
                var attributes: [String: String] = [:]
                var index = 1
                while index + 1 < strings.count {
                    attributes[strings[index]] = strings[index + 1]
                    index += 2
                }
                decoding = attributes
                let made = viewType(strings.first ?? "").init(coder: NSCoder())
                decoding = [:]
                guard let view = made else { return .null }
                switch receiver {
                case let window as NSWindow: window.contentView = view
                case let controller as NSViewController: controller.view = view
                case let stack as NSStackView: stack.addArrangedSubview(view)
                case let parent as NSView: parent.addSubview(view)
                default: __LabAppKit.nibTopLevelObjects.append(view)
                }
                return AppRuntimeBridge.wire(view)
            case AppKitStep.setAction.rawValue:
                // A control's sent action from a nib: the selector and its target (nil: the first responder).
                guard let control = receiver as? NSControl else { return .bool(false) }
                control.action = Selector(arguments.first?.string ?? "")
                control.target = AppRuntimeBridge.object(arguments.dropFirst().first)
                return .bool(true)
            case AppKitStep.click.rawValue:
                if let view = receiver as? NSView { click(view) }
                return .void
            case AppKitStep.type.rawValue:
                if let window = receiver as? NSWindow { typeKeys(arguments.first?.string ?? "", into: window) }
                return .void
            default:
                return nil
            }
        }
    }
    """#
}
