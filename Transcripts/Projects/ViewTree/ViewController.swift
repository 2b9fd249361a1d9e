import UIKit

/// Walks the view tree the storyboard made: the nib's views are there in viewDidLoad, in
/// order, each knowing its superview; code adds to the same tree and takes from it.
class ViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        let names = view.subviews.map { "\(type(of: $0))" }
        print("from the storyboard: \(view.subviews.count) subviews — \(names.joined(separator: ", "))")
        print("titleLabel's superview is the root view: \(titleLabel.superview === view)")
        let frame = titleLabel.frame
        print("titleLabel's frame as the storyboard lays it out: \(frame.minX), \(frame.minY), \(frame.width) × \(frame.height)")
        let stack = view.subviews.compactMap { $0 as? UIStackView }.first
        print("the stack view holds \(stack?.subviews.count ?? 0) buttons: \(stack?.subviews.compactMap { ($0 as? UIButton)?.currentTitle } ?? [])")

        let badge = UILabel()
        badge.text = "new"
        view.addSubview(badge)
        print("after addSubview: \(view.subviews.count) subviews, the last a \(type(of: view.subviews.last!))")
        stack?.subviews.first?.removeFromSuperview()
        print("after removeFromSuperview: the stack view holds \(stack?.subviews.count ?? 0)")
    }
}
