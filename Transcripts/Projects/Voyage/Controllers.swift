import UIKit

/// The navigation stack's root: the unwind segues' usual destination.
class HomeViewController: UIViewController {
    @IBAction func backHome(_ segue: UIStoryboardSegue) {
        print("home: unwound from \(type(of: segue.source)), identifier \(segue.identifier ?? "none")")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("home will appear")
    }
}

/// Pushed on the stack; it presents the far screen.
class StopViewController: UIViewController {
    @IBAction func backToStop(_ segue: UIStoryboardSegue) {
        print("stop: unwound to, presenting \(presentedViewController.map { "\(type(of: $0))" } ?? "nothing")")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("stop will appear: moving to parent \(isMovingToParent), being presented \(isBeingPresented)")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("stop will disappear: moving from parent \(isMovingFromParent)")
    }
}

/// Presented full screen; its buttons are exit segues.
class FarViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("far will appear: being presented \(isBeingPresented)")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("far will disappear: being dismissed \(isBeingDismissed)")
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        print("far: prepare for \(segue.identifier ?? "none") to \(type(of: segue.destination))")
    }
    override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
    }
    @IBAction func nowhere(_ sender: Any) {
        performSegue(withIdentifier: "toNowhere", sender: sender)
    }
}
