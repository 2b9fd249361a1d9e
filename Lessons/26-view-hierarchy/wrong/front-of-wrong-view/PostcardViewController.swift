import UIKit

class PostcardViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        // The card: 313 × 200 points, 40 points from the left edge, 200 from the top.
        let card = CardView(frame: CGRect(x: 40, y: 200, width: 313, height: 200))
        card.backgroundColor = .systemYellow
        view.addSubview(card)

        // Inside the card, in the card's coordinates: its bounds start at (0, 0).
        let greeting = GreetingLabel(frame: CGRect(x: 16, y: 16, width: card.bounds.width - 32, height: 30))
        greeting.text = "Greetings from the lab"
        card.addSubview(greeting)

        // The stamp in the card's top right corner, then the shine over the whole card.
        let stamp = StampView(frame: CGRect(x: 233, y: 16, width: 64, height: 64))
        stamp.backgroundColor = .systemRed
        card.addSubview(stamp)
        let shine = ShineView(frame: card.bounds)
        shine.backgroundColor = UIColor.white.withAlphaComponent(0.3)
        card.addSubview(shine)
        // The subview added last is drawn on top: move the stamp over the shine.
        view.bringSubviewToFront(stamp)
    }
}
