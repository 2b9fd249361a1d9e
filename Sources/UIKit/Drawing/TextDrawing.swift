import Foundation

/// Options for measuring text in a box.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    open internal(set) var totalBounds: CGRect = .zero
}

/// Text measured with a fixed metric (**choice**: the lab has no fonts): every character is
/// 0.55 × the point size wide and a line is 1.2 × the point size high; the font is the
/// `.font` attribute, else 12-point Helvetica as on iOS. Drawing text counts it in the
/// drawing's summary but paints no glyphs (the console says so once).
enum TextMetrics {
    static func font(_ attributes: [NSAttributedString.Key: Any]?) -> CGFloat {
        (attributes?[.font] as? UIFont)?.pointSize ?? 12
    }

    /// The lines `text` takes, wrapped at `width` (nil: only at line breaks).
    static func lines(_ text: String, pointSize: CGFloat, width: CGFloat?) -> [Int] {
        let advance = pointSize * 0.55
        var result: [Int] = []
        for line in text.components(separatedBy: "\n") {
            let count = line.count
            guard let width, width > 0, advance > 0 else { result.append(count); continue }
            let perLine = max(1, Int((width / advance).rounded(.down)))
            var remaining = count
            repeat { result.append(min(remaining, perLine)); remaining -= perLine } while remaining > 0
        }
        return result
    }

    static func size(_ text: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat? = nil) -> CGSize {
        let pointSize = font(attributes)
        let lines = lines(text, pointSize: pointSize, width: width)
        let widest = CGFloat(lines.max() ?? 0) * pointSize * 0.55
        return CGSize(width: widest, height: CGFloat(lines.count) * pointSize * 1.2)
    }

    nonisolated(unsafe) private static var said = false

    static func draw(_ text: String) {
        guard let context = UIGraphicsGetCurrentContext() else {
            print("[LifecycleLab] drawing text with no current graphics context: nothing is drawn")
            return
        }
        context.record.strings += 1
        if !said {
            said = true
            print("[LifecycleLab] text is measured with a fixed metric and counted in the drawing, but its glyphs are not drawn (the lab has no fonts)")
        }
        _ = text
    }
}

extension String {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { TextMetrics.size(self, attributes: attrs) }
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) { TextMetrics.draw(self) }
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) { TextMetrics.draw(self) }
    /// Draws the text in `rect` (wrapped at its width with `.usesLineFragmentOrigin`) and
    /// leaves the context's `totalBounds` set to what it took.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        let taken = boundingRect(with: rect.size, options: options, attributes: attributes, context: context)
        context?.totalBounds = taken.offsetBy(dx: rect.minX, dy: rect.minY)
        TextMetrics.draw(self)
    }
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        return CGRect(origin: .zero, size: TextMetrics.size(self, attributes: attributes, width: wraps ? size.width : nil))
    }
}

extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { (self as String).size(withAttributes: attrs) }
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) { TextMetrics.draw(self as String) }
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) { TextMetrics.draw(self as String) }
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
    }
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    private var firstAttributes: [NSAttributedString.Key: Any]? { length > 0 ? attributes(at: 0, effectiveRange: nil) : nil }
    public func size() -> CGSize { TextMetrics.size(string, attributes: firstAttributes) }
    public func draw(at point: CGPoint) { TextMetrics.draw(string) }
    public func draw(in rect: CGRect) { TextMetrics.draw(string) }
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        string.draw(with: rect, options: options, attributes: firstAttributes, context: context)
    }
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        return CGRect(origin: .zero, size: TextMetrics.size(string, attributes: firstAttributes, width: wraps ? size.width : nil))
    }
}
