import UIKit

/// Portrait only: Info.plist allows landscape, this controller does not.
class UprightViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    override func viewDidLoad() {
        super.viewDidLoad()
        let name = UILabel()
        let value = UILabel()
        let box = UIView()
        name.text = "Pressure"
        value.text = "1013 hPa"
        for view in [name, value, box] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        let views: [String: Any] = ["name": name, "value": value, "box": box]
        let row = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(margin)-[name]-(>=gap@750)-[value(==name)]-|",
                                                 options: [.alignAllCenterY], metrics: ["margin": 16, "gap": 20.5], views: views)
        let column = NSLayoutConstraint.constraints(withVisualFormat: "V:[name]-[box(100)]", metrics: nil, views: views)
        for constraint in row + column { print(constraint) }
        let centre = NSLayoutConstraint(item: box, attribute: .centerX, relatedBy: .equal, toItem: view,
                                        attribute: .centerX, multiplier: 1, constant: 0)
        centre.identifier = "box centre"
        centre.priority = .defaultHigh
        view.addConstraint(centre)
        NSLayoutConstraint.activate(row + column)
        print("held by the root view: \(view.constraints.count); centre active \(centre.isActive)")
        print("first item of the centre constraint is the box: \(centre.firstItem === box); attributes \(centre.firstAttribute == .centerX) \(centre.secondAttribute == .centerX)")
        box.removeFromSuperview()
        print("after the box leaves: \(view.constraints.count), centre active \(centre.isActive)")
        print("safe area \(view.safeAreaInsets); hugging \(name.contentHuggingPriority(for: .horizontal).rawValue)")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        print("never: the interface does not turn")
    }
}
