/// A colour, known to the device by name (`white`, `systemBackground`, `rgb(…)`).
open class UIColor: NSObject {
    /// How `views` and `screen` show it.
    public let name: String

    public init(named name: String) {
        self.name = name
        super.init()
    }

    /// A dynamic colour's provider (`UIColor(dynamicProvider:)`), asked for each trait collection.
    var dynamicProvider: ((UITraitCollection) -> UIColor)?

    /// The colour for a layer (`layer.borderColor = color.cgColor`).
    open var cgColor: CGColor {
        let color = CGColor(name: name)
        color.pattern = patternImage
        return color
    }

    public convenience init(cgColor: CGColor) {
        self.init(named: cgColor.name)
        patternImage = cgColor.pattern
    }

    /// A pattern colour: filling with it tiles the image from the context's origin.
    public private(set) var patternImage: UIImage?

    public convenience init(patternImage image: UIImage) {
        self.init(named: "pattern(\(image.name.isEmpty ? "image" : image.name))")
        patternImage = image
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        name = String(format: "rgba(%.2f, %.2f, %.2f, %.2f)", Double(red), Double(green), Double(blue), Double(alpha))
        super.init()
    }

    /// `#colorLiteral(red:green:blue:alpha:)`.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public init(white: CGFloat, alpha: CGFloat) {
        name = String(format: "white(%.2f, %.2f)", Double(white), Double(alpha))
        super.init()
    }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        name = String(format: "hsba(%.2f, %.2f, %.2f, %.2f)", Double(hue), Double(saturation), Double(brightness), Double(alpha))
        super.init()
    }

    /// A colour set of the app's asset catalog; nil when it has none of that name (**as on iOS**).
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: AnyObject? = nil) {
        guard ColorComponents.assetColor(name) != nil else { return nil }
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
    public static var tertiaryLabel: UIColor { UIColor(named: "tertiaryLabel") }
    public static var quaternaryLabel: UIColor { UIColor(named: "quaternaryLabel") }
    public static var placeholderText: UIColor { UIColor(named: "placeholderText") }
    public static var separator: UIColor { UIColor(named: "separator") }
    public static var link: UIColor { UIColor(named: "link") }
    public static var tertiarySystemBackground: UIColor { UIColor(named: "tertiarySystemBackground") }
    public static var secondarySystemGroupedBackground: UIColor { UIColor(named: "secondarySystemGroupedBackground") }
    public static var systemFill: UIColor { UIColor(named: "systemFill") }
    public static var secondarySystemFill: UIColor { UIColor(named: "secondarySystemFill") }
    public static var systemGray2: UIColor { UIColor(named: "systemGray2") }
    public static var systemGray3: UIColor { UIColor(named: "systemGray3") }
    public static var systemGray4: UIColor { UIColor(named: "systemGray4") }
    public static var systemGray5: UIColor { UIColor(named: "systemGray5") }
    public static var systemGray6: UIColor { UIColor(named: "systemGray6") }
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

    /// The font's family: ".AppleSystemUIFont" for the system font, as iOS 13 and later answer;
    /// otherwise the PostScript name before its style ("HelveticaNeue-Bold" → "Helvetica Neue",
    /// "Arial-BoldMT" → "Arial"), its words spaced as font families are named.
    open var familyName: String {
        if fontName.hasPrefix(".") { return ".AppleSystemUIFont" }
        let base = fontName.split(separator: "-").first.map(String.init) ?? fontName
        var spaced = ""
        for (index, character) in base.enumerated() {
            let previous = index > 0 ? Array(base)[index - 1] : nil
            if character.isUppercase, let previous, previous.isLowercase { spaced.append(" ") }
            spaced.append(character)
        }
        return spaced.hasSuffix("MT") ? String(spaced.dropLast(2)) : spaced
    }

    private init(system name: String, size: CGFloat) {
        fontName = name
        pointSize = size
        super.init()
    }

    /// A font from a descriptor; size 0 keeps the descriptor's.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(name: descriptor.fontName, size: pointSize == 0 ? descriptor.pointSize : pointSize)!
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(system: fontName, size: fontSize) }

    open class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Regular", size: size) }
    open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(system: ".SFUI", size: size) }
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Bold", size: size) }
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Italic", size: size) }
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(system: ".SFUI-\(style.rawValue)", size: 17) }

    public struct Weight: Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let body = TextStyle(rawValue: "body")
        public static let headline = TextStyle(rawValue: "headline")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let callout = TextStyle(rawValue: "callout")
    }
}
