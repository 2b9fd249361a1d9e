import UIKit

/// Its label's outlet was first named `ScoreLabel` and then renamed in the code only: the
/// storyboard still connects the key `ScoreLabel`. Key-value coding's setter for that key is
/// `setScoreLabel:`, the setter of `scoreLabel`, so the outlet connects on iOS.
class ViewController: UIViewController {
    @IBOutlet weak var scoreLabel: UILabel!
    @IBOutlet weak var nextButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        scoreLabel.text = "Score: 3"
        print("scoreLabel connected:", scoreLabel != nil, "nextButton connected:", nextButton != nil)
    }

    @IBAction func next() {
        scoreLabel.text = "Score: 4"
    }
}
