import UIKit

/// A table that says when it lays out.
class FruitTable: UITableView {
    override func layoutSubviews() {
        super.layoutSubviews()
        print("FruitTable.layoutSubviews")
    }
}

class FruitViewController: UIViewController, UITableViewDataSource {
    let table = FruitTable(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
    var fruit: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .system)
        button.setTitle("Queue", for: .normal)
        button.addTarget(self, action: #selector(queueWork), for: .touchUpInside)
        view.addSubview(button)
        table.dataSource = self
        view.addSubview(table)
        DispatchQueue.main.async { print("main queue: the block queued in viewDidLoad") }
        print("viewDidLoad: the table has its data source; no rows yet")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        fruit = ["Apples", "Pears"]
        print("viewWillAppear: fruit filled in")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        print("viewIsAppearing: the view is \(Int(view.bounds.width)) points wide")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        print("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        print("viewDidLayoutSubviews")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("viewDidAppear")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        print("the table asks for its rows: \(fruit.count)")
        return fruit.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = fruit[indexPath.row]
        return cell
    }

    @objc func queueWork() {
        print("action: starts")
        _ = Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in print("timer: due at once, fires after the main queue") }
        DispatchQueue.main.async {
            print("main queue: block A")
            DispatchQueue.main.async { print("main queue: block C, queued by block A") }
        }
        DispatchQueue.main.async { print("main queue: block B") }
        table.setNeedsLayout()
        present(NoteViewController(), animated: false)
        print("action: returns")
    }
}

class NoteViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.async { print("main queue: the block queued in the presented viewDidLoad") }
        print("presented viewDidLoad (inside present)")
    }
}
