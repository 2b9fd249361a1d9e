import UIKit

// Sorting model objects by key with NSSortDescriptor(key:ascending:), as books before Swift's
// key paths (and Core Data's habits) do: the key is read with key-value coding, so it reaches
// @objc properties only.
class Player: NSObject {
    @objc var name: String
    @objc var points: Int
    @objc var club: Club?
    var nickname = ""

    init(_ name: String, points: Int, club: Club? = nil) {
        self.name = name
        self.points = points
        self.club = club
    }
}

class Club: NSObject {
    @objc var city: String
    init(city: String) { self.city = city }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let north = Club(city: "York"), south = Club(city: "Bath")
        let players = [Player("player 10", points: 7, club: north), Player("Player 9", points: 12, club: south),
                       Player("ada", points: 7), Player("Bo", points: 3, club: north)]
        let table = players as NSArray

        // Most points first, then by name as Finder sorts ("9" before "10", case aside).
        let order = Standings.order
        print("keys:", order.map { $0.key ?? "nil" }, "ascending:", order.map(\.ascending))
        print("table:", names(table.sortedArray(using: order)))

        // compare: sorts capitals first; caseInsensitiveCompare: does not.
        print("compare:", names(table.sortedArray(using: [NSSortDescriptor(key: "name", ascending: true)])))
        let caseless = NSSortDescriptor(key: "name", ascending: true, selector: #selector(NSString.caseInsensitiveCompare(_:)))
        print("caseInsensitiveCompare:", names(table.sortedArray(using: [caseless])))

        // Along a key path; a player without a club (nil) comes first.
        print("by club's city:", names(table.sortedArray(using: [NSSortDescriptor(key: "club.city", ascending: true), caseless])))

        // A mutable array sorts in place; a reversed descriptor sorts the other way.
        let mutable = NSMutableArray(array: players)
        mutable.sort(using: [NSSortDescriptor(key: "points", ascending: true).reversedSortDescriptor as! NSSortDescriptor, caseless])
        print("reversed:", names(mutable as [AnyObject]))

        // Dictionaries sort by their keys' values.
        let rows: NSArray = [["name": "Cy", "age": 40], ["name": "Di", "age": 31]]
        let youngest = rows.sortedArray(using: [NSSortDescriptor(key: "age", ascending: true)]) as! [[String: Any]]
        print("rows:", youngest.map { $0["name"] as! String })

        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()

        // Not @objc: key-value coding cannot read it, on iOS as here.
        print("by nickname:", names(table.sortedArray(using: [NSSortDescriptor(key: "nickname", ascending: true)])))
        return true
    }

    private func names(_ sorted: [Any]) -> [String] {
        sorted.map { ($0 as! Player).name }
    }
}
