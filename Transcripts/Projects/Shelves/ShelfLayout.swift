import UIKit

/// A flow layout with a shelf under each section: a decoration view the layout registers.
class ShelfLayout: UICollectionViewFlowLayout {
    static let shelfKind = "shelf"

    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 60)
        register(ShelfView.self, forDecorationViewOfKind: Self.shelfKind)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var attributes = super.layoutAttributesForElements(in: rect) ?? []
        guard let collectionView else { return attributes }
        for section in 0..<collectionView.numberOfSections {
            let items = attributes.filter { $0.representedElementCategory == .cell && $0.indexPath.section == section }
            guard let lowest = items.map(\.frame.maxY).max() else { continue }
            let shelf = UICollectionViewLayoutAttributes(forDecorationViewOfKind: Self.shelfKind, with: IndexPath(item: 0, section: section))
            shelf.frame = CGRect(x: 0, y: lowest, width: collectionView.bounds.width, height: 4)
            attributes.append(shelf)
        }
        return attributes
    }
}

class ShelfView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .brown
    }

    required init?(coder: NSCoder) { fatalError("made in code") }
}
