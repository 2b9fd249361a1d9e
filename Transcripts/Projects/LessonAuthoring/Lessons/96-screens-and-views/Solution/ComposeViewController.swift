import UIKit

/// Writing a new draft; Send closes it.
class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let send = UIButton(type: .system)
        send.setTitle("Send", for: .normal)
        send.addTarget(self, action: #selector(send(_:)), for: .touchUpInside)
        view.addSubview(send)
    }

    @objc func send(_ sender: UIButton) {
        dismiss(animated: true)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Compose: on screen")
    }
}
