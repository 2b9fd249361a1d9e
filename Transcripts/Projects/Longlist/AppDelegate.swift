import UIKit

/// A table of a thousand rows: it asks for the cells of the rows on screen, then for more as
/// the app scrolls it, and tells its delegate of the ones that leave.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: NumbersController())
        window?.makeKeyAndVisible()
        return true
    }
}

class NumbersController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Number")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Down", style: .plain, target: self, action: #selector(down))
    }

    @objc func down() {
        print("scrolling to 440")
        tableView.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
        print("visible rows: \(tableView.indexPathsForVisibleRows?.map(\.row) ?? [])")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        print("cellForRowAt \(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "Number", for: indexPath)
        cell.textLabel?.text = "Number \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        print("didEndDisplaying \(indexPath.row)")
    }
}
