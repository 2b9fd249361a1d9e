import UIKit

/// A greeting and a Hide button that hides it.
class ViewController: UIViewController {
    let greeting = UILabel(frame: CGRect(x: 40, y: 200, width: 300, height: 40))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        greeting.text = "Hello"
        view.addSubview(greeting)
        let hide = UIButton(type: .system)
        hide.frame = CGRect(x: 40, y: 300, width: 100, height: 44)
        hide.setTitle("Hide", for: .normal)
        hide.addTarget(self, action: #selector(hideGreeting(_:)), for: .touchUpInside)
        view.addSubview(hide)
    }

    @objc func hideGreeting(_ sender: UIButton) {
        greeting.isHidden = true
    }
}
