import UIKit

/// A collection view from the storyboard, whose cells come from its prototype cell.
class GalleryViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    @IBOutlet weak var albums: UICollectionView!
    private let names = ["Beach", "Mountains", "City"]

    override func viewDidLoad() {
        super.viewDidLoad()
        albums.dataSource = self
        albums.delegate = self
        albums.reloadData()
        let layout = albums.collectionViewLayout as! UICollectionViewFlowLayout
        print("\(albums.numberOfItems(inSection: 0)) albums, \(layout.minimumInteritemSpacing) pt apart")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Album", for: indexPath) as! AlbumCell
        cell.nameLabel.text = names[indexPath.item]
        return cell
    }

    @IBAction func showMissing(_ sender: Any) {
        _ = albums.dequeueReusableCell(withReuseIdentifier: "Missing", for: IndexPath(item: 0, section: 0))
    }
}

/// The prototype cell's class: its label is an outlet the storyboard connects.
class AlbumCell: UICollectionViewCell {
    @IBOutlet weak var nameLabel: UILabel!
}
