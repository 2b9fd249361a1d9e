import UIKit

/// The outlet is declared a stack view, but the storyboard connects a plain view. On iOS the
/// app works (it only calls UIView methods on it); here the outlet cannot hold it.
class PanelViewController: UIViewController {
    @IBOutlet weak var panel: UIStackView!

    override func viewDidLoad() {
        super.viewDidLoad()
        panel.backgroundColor = .clear
    }
}
