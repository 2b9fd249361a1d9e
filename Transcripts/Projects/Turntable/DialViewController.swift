import UIKit

extension UIUserInterfaceSizeClass {
    var word: String { self == .compact ? "compact" : self == .regular ? "regular" : "unspecified" }
}

class DialViewController: UIViewController {
    let title1 = UILabel()
    let title2 = UILabel()
    let gauge = Gauge()
    var landscapeConstraints: [NSLayoutConstraint] = []
    var portraitConstraints: [NSLayoutConstraint] = []
    var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        title1.text = "Heading"
        title2.text = "Speed"
        for view in [title1, title2, gauge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        let views: [String: Any] = ["a": title1, "b": title2, "g": gauge]
        portraitConstraints = NSLayoutConstraint.constraints(withVisualFormat: "V:|-(top)-[a]-[b(==a)]-(>=20@750)-[g]|",
                                                             options: .alignAllLeading, metrics: ["top": 60], views: views)
        landscapeConstraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-(>=20)-[b(==a)]-|", metrics: nil, views: views)
        NSLayoutConstraint.activate([
            gauge.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
            gauge.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            title1.leadingAnchor.constraint(equalToSystemSpacingAfter: view.layoutMarginsGuide.leadingAnchor, multiplier: 2),
        ])
        NSLayoutConstraint.activate(traitCollection.verticalSizeClass == .compact ? landscapeConstraints : portraitConstraints)
        let first = portraitConstraints[0]
        print("\(portraitConstraints.count) portrait constraints, the first: \(first)")
        print("view holds \(view.constraints.count) constraints; size \(view.bounds.size)")
        print("traits: \(traitCollection.horizontalSizeClass.word) width, \(traitCollection.verticalSizeClass.word) height")
        observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { _ in
            print("device orientation is now \(UIDevice.current.orientation.rawValue); landscape \(UIDevice.current.orientation.isLandscape)")
        }
        registerForTraitChanges([UITraitVerticalSizeClass.self]) { (controller: DialViewController, previous: UITraitCollection) in
            print("registered handler: height was \(previous.verticalSizeClass.word)")
        }
    }

    override func updateViewConstraints() {
        print("updateViewConstraints")
        super.updateViewConstraints()
    }

    override func viewWillLayoutSubviews() {
        print("viewWillLayoutSubviews \(view.bounds.size)")
    }

    override func viewDidLayoutSubviews() {
        print("viewDidLayoutSubviews \(view.bounds.size)")
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        print("will have \(newCollection.verticalSizeClass.word) height; now \(traitCollection.verticalSizeClass.word)")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        print("to \(size), now \(view.bounds.size); screen \(UIScreen.main.bounds.size)")
        coordinator.animate(alongsideTransition: { _ in
            print("alongside: view \(self.view.bounds.size)")
        }, completion: { context in
            print("completion: cancelled \(context.isCancelled)")
        })
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let compact = traitCollection.verticalSizeClass == .compact
        NSLayoutConstraint.deactivate(compact ? portraitConstraints : landscapeConstraints)
        NSLayoutConstraint.activate(compact ? landscapeConstraints : portraitConstraints)
        print("traits now \(traitCollection.verticalSizeClass.word) height (was \(previousTraitCollection?.verticalSizeClass.word ?? "none")); view holds \(view.constraints.count) constraints")
    }
}
