import UIKit

/// Tiles in a diagonal: each item one tile right of and below the last.
class DiagonalLayout: UICollectionViewLayout {
    let tile: CGFloat = 60
    private var attributes: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let count = collectionView.numberOfItems(inSection: 0)
        attributes = (0..<count).map { item in
            let attribute = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attribute.frame = CGRect(x: CGFloat(item) * tile, y: CGFloat(item) * tile, width: tile, height: tile)
            return attribute
        }
        print("prepare: \(count) items")
    }
    override var collectionViewContentSize: CGSize {
        let side = CGFloat(attributes.count) * tile
        print("content size asked: \(Int(side)) × \(Int(side))")
        return CGSize(width: side, height: side)
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let found = attributes.filter { $0.frame.intersects(rect) }
        print("elements in \(Int(rect.width)) × \(Int(rect.height)): \(found.count)")
        return found
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.indexPath == indexPath }
    }
}

/// A cell that says where the layout put it.
class TileCell: UICollectionViewCell {
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        print("tile \(layoutAttributes.indexPath.item) at (\(Int(layoutAttributes.frame.minX)), \(Int(layoutAttributes.frame.minY)))")
    }
}

class TilesViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    let words = ["one", "two", "three", "four", "five"]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: "Tile")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
        let label = UILabel()
        label.text = words[indexPath.item]
        cell.contentView.addSubview(label)
        return cell
    }
    // Asked by the flow layout only.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 150, height: 40 + 10 * CGFloat(indexPath.item))
    }

    /// Switches to a flow layout: the layout pass runs again, the delegate gives the sizes.
    @objc func useFlow() {
        let flow = UICollectionViewFlowLayout()
        flow.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        collectionView.setCollectionViewLayout(flow, animated: false)
        for cell in collectionView.visibleCells {
            if let indexPath = collectionView.indexPath(for: cell) {
                print("flow: item \(indexPath.item) at (\(Int(cell.frame.minX)), \(Int(cell.frame.minY))) size \(Int(cell.frame.width)) × \(Int(cell.frame.height))")
            }
        }
        print("flow content size: \(Int(collectionView.contentSize.width)) × \(Int(collectionView.contentSize.height))")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let tiles = TilesViewController(collectionViewLayout: DiagonalLayout())
        let navigation = UINavigationController(rootViewController: tiles)
        tiles.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Flow", style: .plain, target: tiles, action: #selector(TilesViewController.useFlow))
        window = UIWindow()
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        return true
    }
}
