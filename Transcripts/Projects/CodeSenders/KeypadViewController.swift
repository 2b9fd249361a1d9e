import UIKit

/// Actions connected in code, with senders typed `AnyObject` or `Any` as Swift 3-era code wrote them.
class KeypadViewController: UIViewController {
    let clearButton = UIButton(type: .system)
    var digitLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        for digit in 1...2 {
            let button = UIButton(type: .system)
            button.setTitle("\(digit)", for: .normal)
            button.tag = digit
            button.addTarget(self, action: #selector(digitTapped(_:)), for: .touchUpInside)
            view.addSubview(button)
        }
        clearButton.setTitle("Clear", for: .normal)
        clearButton.addTarget(self, action: #selector(clearTapped), for: .touchUpInside)
        view.addSubview(clearButton)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .plain, target: self, action: #selector(done(_:)))
    }

    @objc func digitTapped(_ sender: AnyObject) {
        print("digit \(sender.tag) (\(sender.currentTitle ?? ""))")
    }

    @objc func clearTapped(_ sender: AnyObject) {
        print("clear: \(sender.currentTitle ?? "")")
    }

    @objc func done(_ sender: AnyObject?) {
        print("done: \(sender?.title ?? "")")
    }
}
