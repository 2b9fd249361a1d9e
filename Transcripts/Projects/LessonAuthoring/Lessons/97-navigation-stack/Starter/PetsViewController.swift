import UIKit

/// The list of pets; tapping one follows the storyboard segue "showPet" to its screen.
class PetsViewController: UITableViewController {
    let pets = ["Rex", "Tom", "Kiwi"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        pets.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Pet", for: indexPath)
        cell.textLabel?.text = pets[indexPath.row]
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let cell = sender as? UITableViewCell, let row = tableView.indexPath(for: cell)?.row,
              let petScreen = segue.destination as? PetViewController else { return }
        print("prepare: handing \(pets[row]) to the pet screen")
        // The destination exists, but its view (and so its outlets) loads only later:
        // hand it plain data, and let it fill its views in viewDidLoad.
        petScreen.name = pets[row]
    }
}
