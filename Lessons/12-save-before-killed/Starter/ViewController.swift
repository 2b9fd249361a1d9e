import UIKit

/// The diary's page: the draft, and a button that writes one more sentence into it.
class ViewController: UIViewController {

    let page = UILabel()

    var diary: AppDelegate { UIApplication.shared.delegate as! AppDelegate }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        page.numberOfLines = 0
        page.frame = CGRect(x: 20, y: 80, width: view.bounds.width - 40, height: 300)
        page.text = diary.draft
        view.addSubview(page)
        let write = UIButton(type: .system)
        write.setTitle("Write", for: .normal)
        write.frame = CGRect(x: 20, y: 400, width: 120, height: 44)
        write.addTarget(self, action: #selector(writeSentence), for: .touchUpInside)
        view.addSubview(write)
        print("on screen: \(diary.draft)")
    }

    /// The user writes: one more sentence in the draft, shown at once.
    @objc func writeSentence() {
        diary.draft += " It rained all day."
        page.text = diary.draft
    }
}
