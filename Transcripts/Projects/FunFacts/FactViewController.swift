import UIKit
import GameplayKit

// A fun-facts app as first courses write it: a random fact on each tap, from GameplayKit.
struct FactProvider {
    let facts = ["Ants stretch when they wake up.", "Ostriches run faster than horses.",
                 "Olympic gold medals are mostly silver.", "A snail can sleep for three years."]

    func randomFact() -> String {
        let index = GKRandomSource.sharedRandom().nextInt(upperBound: facts.count)
        return facts[index]
    }
}

class FactViewController: UIViewController {
    let provider = FactProvider()
    let label = UILabel()
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = provider.randomFact()
        view.addSubview(label)
        button.setTitle("Show Another Fact", for: .normal)
        button.addTarget(self, action: #selector(showFact), for: .touchUpInside)
        view.addSubview(button)
        let die = GKRandomDistribution.d6()
        let shuffled = GKShuffledDistribution(lowestValue: 1, highestValue: 3)
        print("die:", (1...5).map { _ in die.nextInt() }, "shuffled:", (1...6).map { _ in shuffled.nextInt() })
        print("seeded:", GKMersenneTwisterRandomSource(seed: 42).nextInt(upperBound: 100), GKMersenneTwisterRandomSource(seed: 42).nextInt(upperBound: 100))
    }

    @objc func showFact() {
        label.text = provider.randomFact()
    }
}
