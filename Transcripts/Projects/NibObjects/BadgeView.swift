import UIKit

/// The view of Badge.xib: its caption is a user-defined runtime attribute.
class BadgeView: UIView {
    @IBOutlet var label: UILabel!
    @IBInspectable var caption: String = ""
    @IBInspectable var highlighted: Bool = false

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        print("BadgeView.init(coder:): origin (\(frame.minX), \(frame.minY)), size \(frame.width) × \(frame.height), label connected: \(label != nil)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        label.text = caption
        print("BadgeView.awakeFromNib: caption \"\(caption)\", highlighted \(highlighted)")
    }
}
