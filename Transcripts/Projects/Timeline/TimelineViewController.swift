import UIKit

extension Notification.Name {
    static let timelineRefreshed = Notification.Name("TimelineRefreshed")
}

/// A table screen built in code, in the style of 2018 tutorials: selector-based observers,
/// insets, rendering modes and self-sizing rows.
class TimelineViewController: UIViewController, UITableViewDataSource {
    let table = UITableView()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house")?.withRenderingMode(.alwaysOriginal), selectedImage: nil)
        tabBarItem.imageInsets = UIEdgeInsets(top: 6, left: 0, bottom: -6, right: 0)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.rowHeight = UITableView.automaticDimension
        table.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        view.addSubview(table)
        table.register(PostCell.self, forCellReuseIdentifier: "post")
        table.dataSource = self
        table.reloadData()
        #if DEBUG
        print("a Debug build: DEBUG is set")
        #endif
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(refreshed(_:)), name: .timelineRefreshed, object: nil)
        NotificationCenter.default.post(name: .timelineRefreshed, object: nil)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath) as! PostCell
        cell.body.text = "First post"
        return cell
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        print("keyboard")
    }

    @objc func refreshed(_ notification: Notification) {
        print("refreshed: \(notification.name.rawValue); row height automatic: \(table.rowHeight == UITableView.automaticDimension)")
    }
}

/// A cell built in code: it overrides the designated initialiser, which the table calls for
/// the registered class.
final class PostCell: UITableViewCell {
    let body = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(body)
        print("PostCell made for \(reuseIdentifier ?? "no identifier")")
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
