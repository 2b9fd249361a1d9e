import UIKit
import CoreData

/// Notes kept with Core Data. A new note lives in the view context until the context is saved.
class NotesViewController: UIViewController {
    var context: NSManagedObjectContext {
        (UIApplication.shared.delegate as! AppDelegate).persistentContainer.viewContext
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Jotter"
        let add = UIButton(type: .system)
        add.setTitle("Add", for: .normal)
        add.addTarget(self, action: #selector(addNote), for: .touchUpInside)
        view.addSubview(add)
        let request: NSFetchRequest<Note> = Note.fetchRequest()
        let count = (try? context.count(for: request)) ?? 0
        print(count == 0 ? "no notes in the store" : "the store holds \(count) note\(count == 1 ? "" : "s")")
    }

    @objc func addNote() {
        let note = Note(context: context)
        note.number = Int32((try? context.count(for: Note.fetchRequest() as NSFetchRequest<Note>)) ?? 0)
        note.text = "Note \(note.number)"
        print("added \(note.text!): in the context, not yet saved")
    }
}
