import UIKit
import RealmSwift

/// Watches one chore twice: with RealmSwift 3's cases (`.change(let properties)`), as course
/// apps of 2019 wrote them, and with RealmSwift 10's (`.change(let object, let properties)`).
class ChoreViewController: UIViewController {
    let realm = try! Realm()
    var chore = Chore()
    var realm3Token: NotificationToken?
    var realm10Token: NotificationToken?
    let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chore"
        view.backgroundColor = .white
        titleLabel.frame = CGRect(x: 20, y: 120, width: 300, height: 30)
        view.addSubview(titleLabel)
        navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Done", style: .plain, target: self, action: #selector(markDone)),
                                              UIBarButtonItem(title: "Rename", style: .plain, target: self, action: #selector(rename))]
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Delete", style: .plain, target: self, action: #selector(deleteChore))
        try! realm.write { realm.add(chore) }
        chore.set(title: "Water the plants", in: realm)
        titleLabel.text = chore.title

        realm3Token = chore.observe({ [weak self] change in
            switch change {
            case .error(let err):
                fatalError(err.localizedDescription)
            case .change(let properties):
                for property in properties {
                    print("Realm 3 block: \(property.name) is now \(property.newValue ?? "nil")")
                    if property.name == "title" { self?.titleLabel.text = (property.newValue as! String) }
                }
            case .deleted:
                print("Realm 3 block: the chore was deleted")
            }
        })
        realm10Token = chore.observe { change in
            switch change {
            case .error(let error):
                print("Realm 10 block: \(error)")
            case .change(let object, let properties):
                print("Realm 10 block: \(object.title) changed \(properties.map(\.name))")
            case .deleted:
                print("Realm 10 block: the chore was deleted")
            }
        }
    }

    @objc func markDone() {
        chore.set(isDone: true, in: realm)
    }

    @objc func rename() {
        chore.set(title: "Water the garden", in: realm)
    }

    @objc func deleteChore() {
        try! realm.write { realm.delete(chore) }
    }
}
