import UIKit

/// One page of a book at a time; Next turns it.
class PageViewController: UIViewController {

    var page = 1 {
        didSet { pageLabel.text = "Page \(page)" }
    }
    let pageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        pageLabel.frame = CGRect(x: 20, y: 120, width: 353, height: 40)
        pageLabel.text = "Page \(page)"
        view.addSubview(pageLabel)
        let nextButton = UIButton(type: .system)
        nextButton.frame = CGRect(x: 20, y: 180, width: 353, height: 44)
        nextButton.setTitle("Next", for: .normal)
        nextButton.addTarget(self, action: #selector(nextPage(_:)), for: .touchUpInside)
        view.addSubview(nextButton)
    }

    @objc func nextPage(_ sender: UIButton) {
        page += 1
    }
}
