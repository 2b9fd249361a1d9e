import UIKit

class ViewController: UIViewController {
    @IBOutlet var starView: UIImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        // Interface Builder's Image field: the image view already shows it when the view loads.
        if let star = starView.image {
            print("the storyboard's image: \(star.size.width)×\(star.size.height) points at scale \(star.scale)")
        } else {
            print("no image")
        }
        // A renderer format for this controller's traits draws at the screen's scale.
        let format = UIGraphicsImageRendererFormat(for: traitCollection)
        print("a renderer format for these traits: scale \(format.scale)")
        // Every weight of the system font has its value (heavy and black among them).
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        print("font weights: \(weights.map(\.rawValue))")
    }
}
