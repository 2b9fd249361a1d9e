import UIKit

/// A feed screen as networking course apps write it: the shared session in `viewDidLoad`, a
/// session of its own with a delegate, and the names a networking library uses beside them.
class FeedViewController: UIViewController {
    let status = UILabel()
    let client = FeedClient()

    override func viewDidLoad() {
        super.viewDidLoad()
        status.text = "Loading…"
        view.addSubview(status)
        let actions: [(String, Selector)] = [("Reload", #selector(reload)), ("Upload", #selector(upload)), ("Pin", #selector(pin)),
                                             ("Names", #selector(names))]
        for (title, action) in actions {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addTarget(self, action: action, for: .touchUpInside)
            view.addSubview(button)
        }
        load()
    }

    func load() {
        let url = URL(string: "https://api.example.com/feed.json")!
        URLSession.shared.dataTask(with: url) { data, response, error in
            let code = (error as? URLError)?.code
            DispatchQueue.main.async {
                self.status.text = code == .notConnectedToInternet ? "Offline" : "Loaded"
                print("feed: \(error.map { "\(($0 as NSError).code) \($0.localizedDescription)" } ?? "\(data?.count ?? 0) bytes")")
            }
        }.resume()
    }

    @objc func reload() { load() }

    @objc func upload() { client.upload(Data("{}".utf8)) }

    @objc func pin() { client.pin() }

    @objc func names() { client.names() }
}
