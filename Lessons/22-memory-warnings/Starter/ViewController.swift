import UIKit

class ViewController: UIViewController {

    /// Thumbnails kept in memory so that scrolling back is fast; they can be made again.
    var thumbnails: [String: [UInt8]] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for index in 1...20 {
            thumbnails["photo-\(index)"] = [UInt8](repeating: 0, count: 4096)
        }
        print("viewDidLoad: \(thumbnails.count) thumbnails cached")
    }
}
