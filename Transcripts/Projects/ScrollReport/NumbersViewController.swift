import UIKit

/// A table's delegate hears of its scrolling through UIScrollViewDelegate, which
/// UITableViewDelegate inherits: a "load more" pattern that course apps use.
class NumbersViewController: UITableViewController {
    var count = 30

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Number")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "End", style: .plain, target: self, action: #selector(scrollToEnd))
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Number", for: indexPath)
        cell.textLabel?.text = "Number \(indexPath.row + 1)"
        return cell
    }

    @objc func scrollToEnd() {
        tableView.setContentOffset(CGPoint(x: 0, y: tableView.contentSize.height - tableView.bounds.height), animated: true)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let bottom = scrollView.contentOffset.y + scrollView.bounds.height
        print("scrolled to \(scrollView.contentOffset.y); bottom at \(bottom) of \(scrollView.contentSize.height)")
        if bottom >= scrollView.contentSize.height, count < 40 {
            count += 10
            tableView.reloadData()
            print("loaded more: \(count) rows")
        }
    }
}
