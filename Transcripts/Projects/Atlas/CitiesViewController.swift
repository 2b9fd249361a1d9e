import UIKit

enum Cities {
    static let all: [String: [String]] = [
        "Africa": ["Cairo", "Lagos"], "Antarctica": [], "Asia": ["Tokyo", "Delhi", "Seoul"],
        "Europe": ["Paris", "Rome"], "North America": ["Mexico City", "Toronto"],
        "Oceania": ["Sydney"], "South America": ["Lima", "Bogotá"],
    ]
}

/// A collection view list: a list layout with supplementary headers, cells and the header
/// from registrations, items from a diffable data source.
class CitiesViewController: UIViewController, UICollectionViewDelegate {
    let continent: String
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, String>!

    init(continent: String) {
        self.continent = continent
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = continent
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        collectionView.delegate = self
        view.addSubview(collectionView)
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, city in
            var content = cell.defaultContentConfiguration()
            content.text = city
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Cities"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, city in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: city)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["cities"])
        snapshot.appendItems(Cities.all[continent] ?? [])
        dataSource.apply(snapshot)
    }
}

extension CitiesViewController {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        print("selected \(dataSource.itemIdentifier(for: indexPath) ?? "nothing")")
    }
}
