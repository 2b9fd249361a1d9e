import UIKit
import Combine

/// A model whose `@Published` count the screen observes (ObservableObject's objectWillChange too).
final class Counter: ObservableObject {
    @Published var ticks = 0
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var storage = Set<AnyCancellable>()
    let counter = Counter()
    let status = CurrentValueSubject<String, Never>("launching")
    let events = PassthroughSubject<String, Never>()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        NotificationCenter.default.publisher(for: AppDelegate.wentAway)
            .compactMap { $0.userInfo?["when"] as? String }
            .sink { print("publisher: went away,", $0) }
            .store(in: &storage)
        status.sink { print("status:", $0) }.store(in: &storage)
        events.filter { !$0.isEmpty }.sink { print("event:", $0) }.store(in: &storage)
        counter.objectWillChange.sink { print("counter will change") }.store(in: &storage)
        counter.$ticks.dropFirst().sink { print("ticks:", $0) }.store(in: &storage)

        // A timer publisher on the device's clock: `wait 3s` fires it three times.
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .prefix(3)
            .sink { [weak self] _ in self?.counter.ticks += 1 }
            .store(in: &storage)

        // CombineLatest and Merge: the newest of each, and every value of either.
        Publishers.CombineLatest(status, counter.$ticks)
            .map { "\($0) at \($1) ticks" }
            .removeDuplicates()
            .sink { print("latest:", $0) }
            .store(in: &storage)
        events.merge(with: status.map { "status " + $0 }).sink { print("merged:", $0) }.store(in: &storage)

        // Waiting operators on the main queue and run loop keep the device's clock.
        events.delay(for: .seconds(2), scheduler: DispatchQueue.main).sink { print("two seconds after:", $0) }.store(in: &storage)
        status.debounce(for: .milliseconds(500), scheduler: RunLoop.main).sink { print("settled:", $0) }.store(in: &storage)

        Just(21).map { $0 * 2 }.sink { print("just:", $0) }.store(in: &storage)
        Future<String, Never> { promise in promise(.success("kept")) }
            .receive(on: DispatchQueue.main)
            .sink { print("future (main queue):", $0) }
            .store(in: &storage)
        [1, 2, 3].publisher.reduce(0, +).receive(on: RunLoop.main).sink { print("sum (run loop):", $0) }.store(in: &storage)

        window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        let label = UILabel()
        root.view.addSubview(label)
        counter.$ticks.map { "ticks \($0)" }.assign(to: \.text, on: label).store(in: &storage)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        events.send("launched")
        status.send("running")
        return true
    }

    static let wentAway = Notification.Name("TickerWentAway")

    func applicationDidEnterBackground(_ application: UIApplication) {
        NotificationCenter.default.post(name: AppDelegate.wentAway, object: self, userInfo: ["when": "after \(counter.ticks) ticks"])
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        status.send("foreground again")
    }
}
