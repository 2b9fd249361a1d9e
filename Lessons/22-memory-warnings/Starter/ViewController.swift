import UIKit

class ViewController: UIViewController {

    /// Thumbnails kept in memory so that scrolling back is fast; they can be made again.
    var thumbnails: [String: [UInt8]] = [:] {
        didSet { memoryLabel.text = "cache: \(thumbnails.count) thumbnails" }
    }
    /// Shows how many thumbnails the cache holds, whatever changes it.
    let memoryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        memoryLabel.frame = CGRect(x: 20, y: 80, width: view.bounds.width - 40, height: 44)
        view.addSubview(memoryLabel)
        for index in 1...20 {
            thumbnails["photo-\(index)"] = [UInt8](repeating: 0, count: 4096)
        }
        print("viewDidLoad: \(thumbnails.count) thumbnails cached")
    }
}
