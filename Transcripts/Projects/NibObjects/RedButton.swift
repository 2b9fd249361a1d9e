import UIKit

/// A button whose border Interface Builder sets through @IBInspectable properties.
@IBDesignable
class RedButton: UIButton {
    @IBInspectable var borderWidth: CGFloat {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }

    @IBInspectable var borderColor: UIColor? {
        get { layer.borderColor.map { UIColor(cgColor: $0) } }
        set { layer.borderColor = newValue?.cgColor }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        print("RedButton.init(coder:): tag \(tag), borderWidth \(borderWidth)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        backgroundColor = .red
        print("RedButton.awakeFromNib: borderWidth \(borderWidth), cornerRadius \(layer.cornerRadius)")
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        backgroundColor = .red
    }
}
