import UIKit

/// A screen in the style of iOS 15 code: a configured button, a bar button with a menu, a
/// label in a bold text-style font, and constraints to the keyboard's layout guide.
class ComposerViewController: UIViewController {
    private lazy var sendButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Send"
        configuration.image = UIImage(systemName: "paperplane")
        configuration.buttonSize = .large
        return UIButton(configuration: configuration, primaryAction: nil)
    }()

    private let hint: UILabel = {
        let label = UILabel()
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .footnote).withSymbolicTraits(.traitBold)!
        label.font = UIFont(descriptor: descriptor, size: .zero)
        label.adjustsFontForContentSizeCategory = true
        label.text = "Say something"
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(hint)
        view.addSubview(sendButton)
        let drafts = UIMenu(title: "", options: .displayInline, children: [UIAction(title: "Discard") { _ in print("discarded") }])
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Drafts", image: nil, primaryAction: nil, menu: UIMenu(title: "Drafts", children: [drafts]))
        NSLayoutConstraint.activate([
            sendButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            hint.leadingAnchor.constraint(equalToSystemSpacingAfter: view.leadingAnchor, multiplier: 2),
            hint.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
        ])
        print("button \(sendButton.currentTitle!), menu \(navigationItem.leftBarButtonItem!.menu!.title) with \(drafts.children.count) action")
    }
}
