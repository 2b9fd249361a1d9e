import UIKit
import Contacts

/// One screen: a due date from a date picker, tags in a collection view, a table of tasks with
/// swipe actions, people to invite from Contacts, and a photo from the library.
class PlannerViewController: UIViewController, UICollectionViewDataSource, UITableViewDataSource, UITableViewDelegate,
    UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    private var tags = ["Home", "Work"]
    private var tasks = ["Buy milk", "Call the bank"]
    private let datePicker = UIDatePicker()
    private let dueField = UITextField()
    private let tagsView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let tasksView = UITableView(frame: .zero, style: .plain)
    private let feedback = UINotificationFeedbackGenerator()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Planner"
        datePicker.datePickerMode = .date
        datePicker.minimumDate = Date()
        datePicker.date = Date(timeIntervalSinceNow: -86_400)
        print("a day before the minimum is clamped: \(datePicker.date >= datePicker.minimumDate!)")
        datePicker.addTarget(self, action: #selector(dateChanged(_:)), for: .valueChanged)
        dueField.placeholder = "Due date"
        dueField.inputView = datePicker
        view.addSubview(dueField)
        view.addSubview(datePicker)

        tagsView.register(TagCell.self, forCellWithReuseIdentifier: "Tag")
        tagsView.dataSource = self
        view.addSubview(tagsView)
        tagsView.reloadData()

        tasksView.dataSource = self
        tasksView.delegate = self
        view.addSubview(tasksView)
        tasksView.reloadData()
        let swipe = tableView(tasksView, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0))
        print("swiping \(tasks[0]) would offer: " + (swipe?.actions.map { "\($0.title ?? "") (\($0.style == .destructive ? "destructive" : "normal"))" } ?? []).joined(separator: ", "))

        for (title, action) in [("Add tag", #selector(addTag)), ("Invite", #selector(invite)), ("Photo", #selector(pickPhoto)), ("Camera", #selector(takePhoto))] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addTarget(self, action: action, for: .touchUpInside)
            view.addSubview(button)
        }
        view.addGestureRecognizer(UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing)))
        print("\(tagsView.visibleCells.count) tags; a camera: \(UIImagePickerController.isSourceTypeAvailable(.camera)); "
              + "\(view.gestureRecognizers?.count ?? 0) gesture recognizer")
        let png = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        print("pngData: \(UIImage(data: png)?.pngData()?.count ?? -1) bytes from a renderer's PNG, "
              + "\(UIImage(systemName: "star")?.pngData() == nil ? "nil" : "bytes") for a symbol (it has no glyph)")
    }

    @objc func dateChanged(_ sender: UIDatePicker) {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        dueField.text = formatter.string(from: sender.date)
        print("due \(dueField.text ?? "")")
    }

    @objc func addTag() {
        feedback.prepare()
        tags.append("Errands")
        tagsView.reloadData()
        feedback.notificationOccurred(.success)
        print("\(tagsView.numberOfItems(inSection: 0)) tags")
    }

    @objc func invite() {
        print("Contacts access before asking: \(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined ? "not determined" : "decided")")
        CNContactStore().requestAccess(for: .contacts) { granted, error in
            guard granted else {
                print("no access: \(error.map { "\($0)" } ?? "")")
                return
            }
            let keys = [CNContactFormatter.descriptorForRequiredKeys(for: .fullName), CNContactPhoneNumbersKey as CNKeyDescriptor]
            var people: [String] = []
            try? CNContactStore().enumerateContacts(with: CNContactFetchRequest(keysToFetch: keys)) { contact, stop in
                let name = CNContactFormatter.string(from: contact, style: .fullName) ?? "?"
                if let phone = contact.phoneNumbers.first, let label = phone.label {
                    print("\(name): \(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: label)) \(phone.value.stringValue)")
                }
                people.append(contact.givenName)
                if people.count == 2 { stop.pointee = true }
            }
            self.tags += people.filter { !self.tags.contains($0) }
            self.tagsView.reloadData()
        }
    }

    @objc func pickPhoto() {
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.delegate = self
        present(picker, animated: true)
    }

    /// Without asking `isSourceTypeAvailable(.camera)` first.
    @objc func takePhoto() {
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        present(picker, animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        print("no photo picked")
        picker.dismiss(animated: true)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath) as! TagCell
        cell.label.text = tags[indexPath.item]
        return cell
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { tasks.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Task")
        cell.textLabel?.text = tasks[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
            self.tasks.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }
}
