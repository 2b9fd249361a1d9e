import UIKit

/// Done errands are struck through with attributed text; the table keeps touches on its rows'
/// controls (`canCancelContentTouches = false`).
class ErrandsViewController: UITableViewController {
    var errands = [("Post the letter", true), ("Buy bread", false)]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Errands"
        tableView.canCancelContentTouches = false
        tableView.delaysContentTouches = false
        print("canCancelContentTouches \(tableView.canCancelContentTouches), delaysContentTouches \(tableView.delaysContentTouches)")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Errand")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        errands.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Errand", for: indexPath)
        let (title, done) = errands[indexPath.row]
        var attributes = [NSAttributedString.Key: Any]()
        if done {
            attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue
            attributes[.strikethroughColor] = UIColor.darkGray
        }
        cell.textLabel?.attributedText = NSAttributedString(string: title, attributes: attributes)
        let kept = cell.textLabel?.attributedText?.attribute(.strikethroughStyle, at: 0, effectiveRange: nil)
        print("\(title): strikethrough \(kept.map { "\($0)" } ?? "none")")
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        errands[indexPath.row].1.toggle()
        tableView.reloadRows(at: [indexPath], with: .none)
        let styles: NSUnderlineStyle = [.single, .patternDot]
        print("a dotted single line is \(styles.rawValue); thick is \(NSUnderlineStyle.thick.rawValue), double \(NSUnderlineStyle.double.rawValue)")
    }
}
