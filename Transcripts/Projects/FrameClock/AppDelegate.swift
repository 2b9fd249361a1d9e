import UIKit

/// A display link's target that holds its controller weakly, so the link (which keeps its
/// target) does not keep the controller: a plain Swift class with an `@objc` method.
class WeakTicker {
    weak var owner: PulseViewController?
    init(owner: PulseViewController) { self.owner = owner }
    @objc func tick(_ link: CADisplayLink) { owner?.step(link) }
}

/// A display link counting the screen's frames at 20 a second, and an image view flipping
/// through three frames twice.
class PulseViewController: UIViewController {
    var link: CADisplayLink?
    var frames = 0
    let spinner = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))

    override func viewDidLoad() {
        super.viewDidLoad()
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2))
        spinner.animationImages = [UIColor.red, .green, .blue].map { color in
            renderer.image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
        }
        spinner.animationDuration = 0.3
        spinner.animationRepeatCount = 2
        view.addSubview(spinner)
        let link = CADisplayLink(target: WeakTicker(owner: self), selector: #selector(WeakTicker.tick(_:)))
        link.preferredFramesPerSecond = 20
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        spinner.startAnimating()
        print("spinner animating: \(spinner.isAnimating)")
    }

    func step(_ link: CADisplayLink) {
        frames += 1
        if frames == 1 || frames == 20 {
            print(String(format: "call %d: frame at %.3f s, next at %.3f s, every %.4f s", frames, link.timestamp, link.targetTimestamp, link.duration))
        }
        if frames == 12 { print("spinner animating at 0.55 s: \(spinner.isAnimating)") }
        if frames == 13 { print("spinner animating at 0.60 s: \(spinner.isAnimating)") }
        if frames == 20 {
            link.invalidate()
            print("invalidated after 20 calls")
        }
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = PulseViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
