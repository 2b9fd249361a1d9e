import UIKit

/// Built-in cell styles: the storyboard's Right Detail and Subtitle prototypes, and a Left
/// Detail cell made in code. Each has a textLabel and a detailTextLabel.
class PlanetsViewController: UITableViewController {
    let planets = [("Mercury", "0.39 AU"), ("Venus", "0.72 AU"), ("Earth", "1 AU")]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { planets.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let (name, distance) = planets[indexPath.row]
        let cell: UITableViewCell
        switch indexPath.row {
        case 0: cell = tableView.dequeueReusableCell(withIdentifier: "Right", for: indexPath)
        case 1: cell = tableView.dequeueReusableCell(withIdentifier: "Subtitle", for: indexPath)
        default: cell = UITableViewCell(style: .value2, reuseIdentifier: nil)
        }
        print("row \(indexPath.row): textLabel was \(cell.textLabel!.text ?? "nil"), detailTextLabel was \(cell.detailTextLabel!.text ?? "nil")")
        cell.textLabel!.text = name
        cell.detailTextLabel!.text = distance
        return cell
    }
}
