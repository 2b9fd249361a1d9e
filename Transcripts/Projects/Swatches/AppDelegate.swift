import UIKit

/// A collection view controller made in code is the window's root.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = SwatchesViewController(collectionViewLayout: layout)
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
}

/// UIKit's own loadView makes its collection view; this controller is its data source.
class SwatchesViewController: UICollectionViewController {
    private let colours = ["Red", "Green", "Blue"]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "Swatch")
        let size = (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
        print("items \(Int(size.width))×\(Int(size.height)) pt")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { colours.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Swatch", for: indexPath) as! SwatchCell
        cell.name.text = colours[indexPath.item]
        return cell
    }
}

class SwatchCell: UICollectionViewCell {
    let name = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(name)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}
