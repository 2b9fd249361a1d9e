/// A colour, known to the device by name (`white`, `systemBackground`, `rgb(…)`).
open class UIColor: NSObject {
    /// How `views` and `screen` show it.
    public let name: String

    public init(named name: String) {
        self.name = name
        super.init()
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        name = String(format: "rgba(%.2f, %.2f, %.2f, %.2f)", Double(red), Double(green), Double(blue), Double(alpha))
        super.init()
    }

    public init(white: CGFloat, alpha: CGFloat) {
        name = String(format: "white(%.2f, %.2f)", Double(white), Double(alpha))
        super.init()
    }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        name = String(format: "hsba(%.2f, %.2f, %.2f, %.2f)", Double(hue), Double(saturation), Double(brightness), Double(alpha))
        super.init()
    }

    /// A colour from the asset catalog.
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: AnyObject? = nil) {
        self.init(named: name)
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(named: String(format: "%@ (alpha %.2f)", name, Double(alpha)))
    }

    open override var description: String { "UIColor(\(name))" }

    public static var black: UIColor { UIColor(named: "black") }
    public static var white: UIColor { UIColor(named: "white") }
    public static var red: UIColor { UIColor(named: "red") }
    public static var green: UIColor { UIColor(named: "green") }
    public static var blue: UIColor { UIColor(named: "blue") }
    public static var yellow: UIColor { UIColor(named: "yellow") }
    public static var orange: UIColor { UIColor(named: "orange") }
    public static var purple: UIColor { UIColor(named: "purple") }
    public static var brown: UIColor { UIColor(named: "brown") }
    public static var cyan: UIColor { UIColor(named: "cyan") }
    public static var magenta: UIColor { UIColor(named: "magenta") }
    public static var gray: UIColor { UIColor(named: "gray") }
    public static var darkGray: UIColor { UIColor(named: "darkGray") }
    public static var lightGray: UIColor { UIColor(named: "lightGray") }
    public static var clear: UIColor { UIColor(named: "clear") }
    public static var systemBackground: UIColor { UIColor(named: "systemBackground") }
    public static var secondarySystemBackground: UIColor { UIColor(named: "secondarySystemBackground") }
    public static var systemGroupedBackground: UIColor { UIColor(named: "systemGroupedBackground") }
    public static var label: UIColor { UIColor(named: "label") }
    public static var secondaryLabel: UIColor { UIColor(named: "secondaryLabel") }
    public static var systemRed: UIColor { UIColor(named: "systemRed") }
    public static var systemGreen: UIColor { UIColor(named: "systemGreen") }
    public static var systemBlue: UIColor { UIColor(named: "systemBlue") }
    public static var systemYellow: UIColor { UIColor(named: "systemYellow") }
    public static var systemOrange: UIColor { UIColor(named: "systemOrange") }
    public static var systemPink: UIColor { UIColor(named: "systemPink") }
    public static var systemPurple: UIColor { UIColor(named: "systemPurple") }
    public static var systemTeal: UIColor { UIColor(named: "systemTeal") }
    public static var systemIndigo: UIColor { UIColor(named: "systemIndigo") }
    public static var systemGray: UIColor { UIColor(named: "systemGray") }
    public static var tintColor: UIColor { UIColor(named: "tintColor") }
}

/// A font: kept, never drawn.
open class UIFont: NSObject {
    public let fontName: String
    public let pointSize: CGFloat

    public init?(name: String, size: CGFloat) {
        fontName = name
        pointSize = size
        super.init()
    }

    private init(system name: String, size: CGFloat) {
        fontName = name
        pointSize = size
        super.init()
    }

    open class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Regular", size: size) }
    open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(system: ".SFUI", size: size) }
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Bold", size: size) }
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Italic", size: size) }
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(system: ".SFUI-\(style.rawValue)", size: 17) }

    public struct Weight: Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
    }

    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let body = TextStyle(rawValue: "body")
        public static let headline = TextStyle(rawValue: "headline")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let caption1 = TextStyle(rawValue: "caption1")
    }
}

/// `UIImage(named:)`: found in the bundle (asset catalog or file), or nil.
open class UIImage: NSObject {
    public let name: String

    public init?(named name: String) {
        guard UIImage.exists(name) else { return nil }
        self.name = name
        super.init()
    }

    public init?(systemName name: String) {
        self.name = "systemName:" + name
        super.init()
    }

    public init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        name = path
        super.init()
    }

    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        name = "data"
        super.init()
    }

    private static func exists(_ name: String) -> Bool {
        AppRuntime.shared.host1("imageExists", [.string(name)]).bool ?? false
    }
}
