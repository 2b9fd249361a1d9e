import UIKit

/// A visual format that names a view the dictionary does not hold.
class FormViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let title = UILabel()
        title.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(title)
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-[subtitle]-|", metrics: nil,
                                                         views: ["title": title])
        NSLayoutConstraint.activate(constraints)
    }
}
