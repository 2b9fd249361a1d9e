import UIKit

/// Everyday Swift in app code: structs, enums with associated values, protocols, generics,
/// closures, `type(of:)`, `switch`, and Codable — compiled by swiftc, so all of it runs.
protocol Describable {
    var summary: String { get }
}

struct Visit: Codable, Describable {
    var screen: String
    var seconds: Int
    var summary: String { "\(screen) for \(seconds) s" }
}

enum Event {
    case launched(at: Int)
    case visited(Visit)
    case left(reason: String)
}

struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    var top: Element? { items.last }
    var count: Int { items.count }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var events = Stack<Event>()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DispatchQueue.main.async { print("main queue: this runs once didFinishLaunching has returned") }
        print("launching as \(type(of: self)) in state \(application.applicationState == .active ? "active" : "not active")")
        switch application.applicationState {
        case .active: print("active")
        case .inactive: print("inactive: in front, not yet receiving events")
        case .background: print("background")
        @unknown default: print("a state this SDK does not know")
        }
        events.push(.launched(at: 0))
        events.push(.visited(Visit(screen: "Home", seconds: 42)))
        let descriptions = [Visit(screen: "Settings", seconds: 3)].map { ($0 as Describable).summary }
        print("described: \(descriptions.joined(separator: ", "))")
        if case let .visited(visit)? = events.top, let data = try? JSONEncoder().encode(visit),
           let json = String(data: data, encoding: .utf8) {
            print("encoded: \(json)")
            let decoded = try? JSONDecoder().decode(Visit.self, from: data)
            print("decoded: \(decoded?.summary ?? "nothing")")
        }
        #if os(iOS) && targetEnvironment(simulator)
        print("compiled as for the iOS Simulator: os(iOS) and targetEnvironment(simulator) are true")
        #else
        print("compiled for the host")
        #endif
        let sorted = [3, 1, 2].sorted { $0 > $1 }
        print("events: \(events.count), sorted: \(sorted)")
        return true
    }
}
