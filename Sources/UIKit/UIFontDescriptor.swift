import Foundation

/// What describes a font: its text style or name, size and traits (bold, italic). The device
/// draws no text in fonts, so a descriptor only carries what the app asked for.
open class UIFontDescriptor: NSObject {
    public let fontName: String
    public let pointSize: CGFloat
    public let symbolicTraits: SymbolicTraits

    public init(name: String, size: CGFloat) {
        fontName = name
        pointSize = size
        symbolicTraits = []
        super.init()
    }

    init(name: String, size: CGFloat, traits: SymbolicTraits) {
        fontName = name
        pointSize = size
        symbolicTraits = traits
        super.init()
    }

    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(name: ".SFUI-\(style.rawValue)", size: 17)
    }

    open func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(name: fontName, size: pointSize, traits: traits)
    }

    open func withSize(_ size: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(name: fontName, size: size, traits: symbolicTraits)
    }

    public struct SymbolicTraits: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    }
}
