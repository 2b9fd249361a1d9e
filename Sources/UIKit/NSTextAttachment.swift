import Foundation

/// An attachment in attributed text: an image (or a file's data and type) that takes one
/// character of its own, U+FFFC (`NSTextAttachment.character`), carrying the `.attachment`
/// attribute, as UIKit makes it (`NSAttributedString(attachment:)`). The lab keeps the image,
/// the data and the bounds; a label's text holds the attachment's character where iOS draws the image.
open class NSTextAttachment: NSObject {
    /// The character an attachment takes in its string (`NSAttachmentCharacter`).
    public static let character = 0xFFFC

    open var image: UIImage?
    open var contents: Data?
    open var fileType: String?
    /// Where the image is drawn, relative to the line's baseline; zero is the image's own size.
    open var bounds: CGRect = .zero

    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    public override convenience init() {
        self.init(data: nil, ofType: nil)
    }

    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }
}

extension NSAttributedString.Key {
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
    /// The attachment's character with the attachment as its `.attachment` attribute.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(UnicodeScalar(UInt32(NSTextAttachment.character))!), attributes: [.attachment: attachment])
    }
}
