import Foundation
import UIKit

/// A line of text in a scene. The device shows its text (`views`, `screen`) and `tap` finds it by it.
open class SKLabelNode: SKNode {
    open var text: String?
    open var attributedText: NSAttributedString? {
        didSet { text = attributedText?.string }
    }
    open var fontName: String?
    open var fontSize: CGFloat = 32
    open var fontColor: UIColor? = .white
    open var color: UIColor?
    open var colorBlendFactor: CGFloat = 0
    open var blendMode: SKBlendMode = .alpha
    open var horizontalAlignmentMode: SKLabelHorizontalAlignmentMode = .center
    open var verticalAlignmentMode: SKLabelVerticalAlignmentMode = .baseline
    open var numberOfLines = 1
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    public override init() {
        fontName = "HelveticaNeue-UltraLight"
        super.init()
    }

    public convenience init(fontNamed name: String?) {
        self.init()
        fontName = name
    }

    public convenience init(text: String?) {
        self.init()
        self.text = text
    }

    public convenience init(attributedText: NSAttributedString?) {
        self.init()
        self.attributedText = attributedText
        text = attributedText?.string
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    /// The text's box: about 0.55 of the font size a character wide and the font size high
    /// (**choice**: the lab measures no font).
    override var contentRect: CGRect? {
        let width = CGFloat((text ?? "").count) * fontSize * 0.55, height = fontSize
        let x: CGFloat = switch horizontalAlignmentMode {
        case .center: -width / 2
        case .left: 0
        case .right: -width
        }
        let y: CGFloat = switch verticalAlignmentMode {
        case .baseline: -height * 0.2
        case .center: -height / 2
        case .top: -height
        case .bottom: 0
        }
        return CGRect(x: x, y: y, width: width, height: height)
    }
}
