import UIKit

/// The first screen: bar button items from the storyboard (Add with an action, Share with an
/// outlet) and one made in code (Edit); segues from a button, from code, and a modal one.
class RecipesViewController: UIViewController {
    @IBOutlet weak var shareButton: UIBarButtonItem!
    @IBOutlet var screenButtons: [UIButton]!
    var recipes = ["Pancakes"]

    override func viewDidLoad() {
        super.viewDidLoad()
        shareButton.isEnabled = false
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: #selector(toggleEditing))
        print("bar: \(navigationItem.rightBarButtonItems?.count ?? 0) items on the right, \(shareButton.title!) disabled")
        print("buttons (an outlet collection): \(screenButtons.map { $0.currentTitle ?? "?" }.joined(separator: ", "))")
    }

    @objc func toggleEditing() {
        print("editing \(recipes.count) recipe(s); Edit is disabled until done")
        navigationItem.leftBarButtonItem?.isEnabled = false
    }

    @IBAction func addRecipe(_ sender: UIBarButtonItem) {
        recipes.append("Omelette")
        performSegue(withIdentifier: "showRecipe", sender: recipes.last)
    }

    @IBAction func openMissing(_ sender: Any) {
        performSegue(withIdentifier: "showIngredients", sender: sender)
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        print("shouldPerformSegue: \(identifier)")
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        print("prepare: \(segue.identifier ?? "?") → \(type(of: segue.destination))")
        if let recipe = segue.destination as? RecipeViewController {
            recipe.name = sender as? String ?? recipes[0]
        }
    }
}

class RecipeViewController: UIViewController {
    var name = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        print("showing \(name), inside \(type(of: navigationController!)) of \(navigationController!.viewControllers.count)")
    }
}

class AboutViewController: UIViewController {
    @IBAction func done(_ sender: Any) {
        dismiss(animated: true)
    }
}
