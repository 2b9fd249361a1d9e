/// Menus and actions (iOS 14): an action's handler runs when it is chosen; nothing chooses
/// one yet (no menus are shown), so they are kept.
open class UIMenuElement: NSObject {
    public let title: String
    public let image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

open class UIAction: UIMenuElement {
    public let handler: (UIAction) -> Void
    open var state: State = .off
    open var attributes: Attributes = []

    /// Identifies the action: a control keeps one action per identifier and event.
    public let identifier: Identifier
    /// The object that sent the action while its handler runs (a control), as on iOS 14.
    public private(set) var sender: Any?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                attributes: Attributes = [], state: State = .off, handler: @escaping (UIAction) -> Void) {
        self.handler = handler
        self.state = state
        self.attributes = attributes
        self.identifier = identifier ?? Identifier("action-\(UIAction.nextIdentifier)")
        UIAction.nextIdentifier += 1
        super.init(title: title, image: image)
    }

    nonisolated(unsafe) private static var nextIdentifier = 1

    /// The selector the device sends a control's action object (`tap`): its handler.
    static let performSelector = "handler(_:)"

    /// Runs the handler with `sender` set for its duration.
    func run(from sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        guard !attributes.contains(.disabled) else { return }
        handler(self)
    }

    public enum State: Int, Sendable { case off, on, mixed }

    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

open class UIMenu: UIMenuElement {
    public let children: [UIMenuElement]
    public let options: Options

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.children = children
        self.options = options
        super.init(title: title, image: image)
    }

    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

/// A menu element whose items the app provides when the menu shows (iOS 14). No menu is shown
/// in the lab, so the provider is kept and not called, as an action's handler is.
open class UIDeferredMenuElement: UIMenuElement {
    public let elementProvider: (@escaping ([UIMenuElement]) -> Void) -> Void
    /// Whether the provided items are asked for again each time the menu shows (iOS 15).
    public let isCached: Bool

    public init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.elementProvider = elementProvider
        isCached = true
        super.init(title: "", image: nil)
    }

    private init(uncached elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.elementProvider = elementProvider
        isCached = false
        super.init(title: "", image: nil)
    }

    public static func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }
}
