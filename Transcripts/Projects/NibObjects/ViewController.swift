import UIKit

class ViewController: UIViewController {
    @IBOutlet var redButton: RedButton!
    @IBOutlet var badge: BadgeView!

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        print("ViewController.init(coder:)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        print("ViewController.awakeFromNib: view loaded? \(isViewLoaded)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("the button: borderWidth \(redButton.borderWidth), cornerRadius \(redButton.layer.cornerRadius), borderColor \(redButton.borderColor!)")
        let objects = Bundle.main.loadNibNamed("Badge", owner: self)!
        print("Badge.xib gave \(objects.count) top-level object(s); the badge outlet is set: \(badge != nil)")
        view.addSubview(badge)
        let second = UINib(nibName: "Badge", bundle: nil).instantiate(withOwner: nil)[0] as! BadgeView
        second.frame.origin.y += 100
        view.addSubview(second)
        print("a second, new badge: \(second !== badge)")
    }
}
