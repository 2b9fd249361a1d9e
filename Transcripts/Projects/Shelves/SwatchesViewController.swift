import UIKit

/// Colour swatches: each cell's background configuration turns grey while it is selected or
/// highlighted (its colour transformer reads the cell's state), and its label turns white.
class SwatchesViewController: UICollectionViewController {
    let names = ["Red", "Green", "Blue", "Teal"]
    let colors: [UIColor] = [.red, .green, .blue, .systemTeal]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath) as! SwatchCell
        cell.label.text = names[indexPath.item]
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = colors[indexPath.item]
        background.backgroundColorTransformer = UIConfigurationColorTransformer { [weak cell] color in
            guard let state = cell?.configurationState, state.isSelected || state.isHighlighted else { return color }
            return .gray
        }
        cell.backgroundConfiguration = background
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { report("did highlight", indexPath) }
    override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { report("did unhighlight", indexPath) }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { report("did select", indexPath) }
    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { report("did deselect", indexPath) }

    private func report(_ phrase: String, _ indexPath: IndexPath) {
        guard let cell = collectionView.cellForItem(at: indexPath) as? SwatchCell else { return }
        let shown = cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue)
        print("\(phrase) \(names[indexPath.item]): background \(shown.map { "\($0)" } ?? "none"), label highlighted \(cell.label.isHighlighted)")
    }
}

class SwatchCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.highlightedTextColor = .white
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }
}
