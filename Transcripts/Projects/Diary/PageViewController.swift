import UIKit

/// Shows one page of the diary; shares the scene's activity and writes its page into it when
/// the scene's state is saved.
class PageViewController: UIViewController {
    @IBOutlet weak var pageLabel: UILabel!
    var page = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        pageLabel.text = "Page \(page)"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        userActivity = view.window?.windowScene?.userActivity
    }

    @IBAction func nextPage(_ sender: Any) {
        page += 1
        pageLabel.text = "Page \(page)"
    }

    override func updateUserActivityState(_ activity: NSUserActivity) {
        super.updateUserActivityState(activity)
        activity.addUserInfoEntries(from: ["page": page])
        print("updateUserActivityState: page \(page)")
    }
}
