import UIKit

/// A card moved by `UIViewPropertyAnimator`s: one that runs to its end, one started after a
/// delay, one paused half way and then finished where it stood, one reversed while running,
/// and one stopped without finishing.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = CardController()
        window?.makeKeyAndVisible()
        return true
    }
}

class CardController: UIViewController {
    let card = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    var held: UIViewPropertyAnimator?

    func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        view.addSubview(button)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        addButton("Slide", #selector(slide))
        addButton("Slide later", #selector(slideLater))
        addButton("Pause", #selector(pause))
        addButton("Look", #selector(look))
        addButton("Finish here", #selector(finishHere))
        addButton("Turn back", #selector(turnBack))
        addButton("Drop", #selector(drop))
    }

    func describe(_ animator: UIViewPropertyAnimator) -> String {
        let state = ["inactive", "active", "stopped"][animator.state.rawValue]
        return "\(state), running \(animator.isRunning), fraction \(String(format: "%.2f", animator.fractionComplete)), x \(Int(card.frame.minX))"
    }

    func animator(to x: CGFloat, duration: TimeInterval) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut) { self.card.frame.origin.x = x }
        animator.addCompletion { position in
            print("completion: \(["end", "start", "current"][position.rawValue]); \(self.describe(animator))")
        }
        return animator
    }

    /// Not kept by the app: UIKit keeps a running animator until it ends.
    @objc func slide() {
        let animator = animator(to: 200, duration: 1)
        print("before start: \(describe(animator))")
        animator.startAnimation()
        print("started: \(describe(animator))")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { print("a quarter second in: \(self.describe(animator))") }
    }

    @objc func slideLater() {
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.5, options: [], animations: {
            self.card.frame.origin.x = 0
        }, completion: { position in print("delayed animator completion: \(["end", "start", "current"][position.rawValue]), x \(Int(self.card.frame.minX))") })
        print("runningPropertyAnimator returned")
    }

    /// Starts a two-second animator and pauses it half a second in.
    @objc func pause() {
        let animator = animator(to: 300, duration: 2)
        held = animator
        animator.startAnimation()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            animator.pauseAnimation()
            print("paused: \(self.describe(animator))")
        }
    }

    @objc func look() {
        guard let held else { return print("no animator") }
        print("held: \(describe(held))")
    }

    @objc func finishHere() {
        guard let held else { return }
        held.stopAnimation(false)
        print("stopped: \(describe(held))")
        held.finishAnimation(at: .current)
        self.held = nil
    }

    /// Runs for a second, turned back 0.4 s in: it returns to the start in 0.4 s.
    @objc func turnBack() {
        let animator = animator(to: 50, duration: 1)
        animator.startAnimation()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
            animator.isReversed = true
            print("reversed: \(self.describe(animator))")
        }
    }

    @objc func drop() {
        let animator = animator(to: 120, duration: 1)
        animator.startAnimation()
        animator.stopAnimation(true)
        print("stopped without finishing: \(describe(animator))")
    }
}
