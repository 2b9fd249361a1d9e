import UIKit

class ScoreViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate, UITabBarDelegate {
    let teams = ["Lions", "Tigers", "Bears"]
    let picker = UIPickerView()
    let tabBar = UITabBar()
    let banner = UILabel()
    let clock = Clock()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.layer.borderColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        view.layer.borderWidth = 2

        banner.text = "Scoreboard"
        banner.minimumScaleFactor = 0.5
        banner.adjustsFontSizeToFitWidth = true
        banner.font = banner.font.withSize(30)
        view.addSubview(banner)

        picker.dataSource = self
        picker.delegate = self
        view.addSubview(picker)
        picker.selectRow(1, inComponent: 1, animated: false)

        tabBar.items = [UITabBarItem(title: "Today", image: nil, tag: 0), UITabBarItem(tabBarSystemItem: .favorites, tag: 1)]
        tabBar.selectedItem = tabBar.items?.last
        tabBar.delegate = self
        view.addSubview(tabBar)

        // The banner was added first, so it is at the back: bring it to the front.
        view.bringSubview(toFront: banner)
        clock.start()
        NotificationCenter.default.post(name: NSNotification.Name("ScoreReset"), object: nil)
        let path = NSIndexPath(row: 2, section: 1) as IndexPath
        print("row \(path.row) of section \(path.section)")
    }

    override func motionEnded(_ motion: UIEventSubtype, with event: UIEvent?) {
        if motion == .motionShake { print("shaken") }
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { return .portrait }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { return 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { return teams.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { return teams[row] }
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { print("tab \(item.tag)") }
}

// A custom control that tracks touches itself, as UIControl subclasses in older books do.
class Dial: UIControl {
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { return true }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { return true }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { sendActions(for: .valueChanged) }
}
