import UIKit

class PlayerViewController: UIViewController {

    let controls = ControlsBarView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(controls)
        report("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        report("viewWillAppear")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        report("viewIsAppearing")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        report("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The view has its real size here, at every layout: the first one, and after a rotation.
        controls.frame = CGRect(x: 0, y: view.bounds.height - 80, width: view.bounds.width, height: 80)
        report("viewDidLayoutSubviews")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("viewDidAppear")
    }

    /// The view's size now.
    func report(_ moment: String) {
        print("\(moment): view is \(Int(view.bounds.width)) × \(Int(view.bounds.height))")
    }
}
