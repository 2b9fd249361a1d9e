import UIKit
import os

@objc protocol Dummy {
    func _performMemoryWarning()
}

class LoggingWindow: UIWindow {
    override func becomeKey() {
        print("\(name) becomes key")
        super.becomeKey()
    }
    override func resignKey() {
        print("\(name) resigns key")
        super.resignKey()
    }
    var name = "window"
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var overlay: LoggingWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let main = LoggingWindow()
        main.name = "main"
        main.rootViewController = UINavigationController(rootViewController: ScratchController())
        window = main
        main.makeKeyAndVisible()
        let overlay = LoggingWindow()
        overlay.name = "overlay"
        overlay.makeKey()
        print("overlay key: \(overlay.isKeyWindow), main key: \(main.isKeyWindow)")
        main.makeKey()
        self.overlay = overlay
        return true
    }
}

class ScratchController: UIViewController {
    var cache = NSPurgeableData(data: Data([1, 2, 3]))
    let log = OSLog(subsystem: "com.example.Scratchpad", category: "Cache")

    override func viewDidLoad() {
        super.viewDidLoad()
        cache.endContentAccess()
        navigationController?.hidesBarsOnTap = true
        tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 7)
        print("tab \(tabBarItem.title ?? "-") tag \(tabBarItem.tag)")
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 4
        let text = NSAttributedString(string: "Notes", attributes: [.paragraphStyle: style])
        print("paragraph centred: \((text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)")
        let checker = UITextChecker()
        let range = checker.rangeOfMisspelledWord(in: "helo", range: NSRange(location: 0, length: 4), startingAt: 0, wrap: false, language: "en")
        print("misspelled at \(range.location == NSNotFound ? "none" : String(range.location))")
        let emitter = CAEmitterLayer()
        emitter.emitterCells = [CAEmitterCell()]
        view.layer.addSublayer(emitter)
        let share = UIButton(type: .system)
        share.setTitle("Share", for: .normal)
        share.addTarget(self, action: #selector(shareNotes), for: .touchUpInside)
        view.addSubview(share)
        let read = UIButton(type: .system)
        read.setTitle("Read", for: .normal)
        read.addTarget(self, action: #selector(readCache), for: .touchUpInside)
        view.addSubview(read)
        let warn = UIButton(type: .system)
        warn.setTitle("Warn", for: .normal)
        warn.addTarget(self, action: #selector(warnAboutMemory), for: .touchUpInside)
        view.addSubview(warn)
        perform(#selector(remind), with: nil, afterDelay: 5)
        perform(#selector(remind), with: nil, afterDelay: 60)
        perform(#selector(remind), with: nil, afterDelay: 2)
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(remind), object: nil)
        perform(#selector(remind), with: nil, afterDelay: 3)
        NSObject().perform(Selector(("reload")))
    }

    /// The private call behind the Simulator's Simulate Memory Warning, as books use it.
    @objc func warnAboutMemory() {
        UIApplication.shared.perform(#selector(Dummy._performMemoryWarning))
    }

    @objc func remind() {
        os_log("reminder after %d s: %@, %{public}@", log: log, type: .info, 3, "secret", "shown")
    }

    @objc func shareNotes() {
        let sheet = UIActivityViewController(activityItems: ["Buy milk"], applicationActivities: nil)
        sheet.completionWithItemsHandler = { activity, completed, _, _ in
            print("shared: \(activity?.rawValue ?? "none"), completed \(completed)")
        }
        present(sheet, animated: true)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        print("memory warning")
    }

    @objc func readCache() {
        if cache.beginContentAccess() {
            print("cache has \(cache.length) bytes")
            cache.endContentAccess()
        } else {
            print("cache was discarded")
        }
    }
}
