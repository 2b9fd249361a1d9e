import UIKit

/// The play controls along the bottom of the screen: its buttons share its width.
class ControlsBarView: UIView {
    let buttons = ["Back", "Play", "Next"].map { title -> UIButton in
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        return button
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        buttons.forEach(addSubview)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Lays out its own subviews, in its own bounds: called after its superview's layout.
    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        }
        print("ControlsBarView.layoutSubviews: \(Int(bounds.width)) wide")
    }
}
