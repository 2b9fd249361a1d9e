import UIKit
import CoreData

/// One account edited by two contexts at once: a background context saves its change first,
/// then the view context, which read the account before, saves its own under a merge policy.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    lazy var container: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Ledger")
        container.loadPersistentStores { _, error in if let error { print("store failed: \(error)") } }
        return container
    }()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = LedgerController(container: container)
        window?.makeKeyAndVisible()
        return true
    }
}

class LedgerController: UIViewController {
    let container: NSPersistentContainer
    init(container: NSPersistentContainer) {
        self.container = container
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    let policies: [(title: String, policy: Any)] = [
        ("Error policy", NSErrorMergePolicy),
        ("Object trump", NSMergeByPropertyObjectTrumpMergePolicy),
        ("Store trump", NSMergeByPropertyStoreTrumpMergePolicy),
        ("Overwrite", NSOverwriteMergePolicy),
        ("Rollback", NSRollbackMergePolicy),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, entry) in policies.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(entry.title, for: .normal)
            button.tag = index
            button.addTarget(self, action: #selector(edit(_:)), for: .touchUpInside)
            view.addSubview(button)
        }
    }

    func rent(in context: NSManagedObjectContext) -> Account? {
        let request: NSFetchRequest<Account> = Account.fetchRequest()
        request.predicate = NSPredicate(format: "name == %@", "Rent")
        return try? context.fetch(request).first
    }

    func describe(_ account: Account?) -> String {
        guard let account else { return "no account" }
        return "balance \(account.balance), note \(account.note ?? "nil"), owner \(account.owner ?? "nil")"
    }

    /// The account as the store has it: read by a fresh context.
    func stored() -> String { describe(rent(in: container.newBackgroundContext())) }

    /// The account starts at balance 100, note "start", owner Ann.
    func startOver() {
        let context = container.newBackgroundContext()
        let account = rent(in: context) ?? Account(context: context)
        account.name = "Rent"
        account.balance = 100
        account.note = "start"
        account.owner = "Ann"
        try? context.save()
    }

    @objc func edit(_ sender: UIButton) {
        startOver()
        let entry = policies[sender.tag]
        let viewContext = container.viewContext
        viewContext.reset()
        viewContext.mergePolicy = entry.policy
        let mine = rent(in: viewContext)
        // Meanwhile a background context changes the balance and the owner, and saves.
        let background = container.newBackgroundContext()
        background.performAndWait {
            let theirs = rent(in: background)
            theirs?.balance = 150
            theirs?.owner = "Bob"
            try? background.save()
        }
        print("background saved: \(stored())")
        // The view context changes the balance and the note from what it read.
        mine?.balance = 80
        mine?.note = "paid"
        do {
            try viewContext.save()
            print("\(entry.title): saved")
        } catch let error as NSError {
            print("\(entry.title): save failed: \(error.domain) \(error.code) \"\(error.localizedDescription)\"")
            for conflict in error.userInfo["conflictList"] as? [NSMergeConflict] ?? [] {
                print("  conflict: old version \(conflict.oldVersionNumber), new version \(conflict.newVersionNumber)")
            }
            print("  unsaved changes kept: \(viewContext.hasChanges)")
        }
        print("view context: \(describe(mine))")
        print("store: \(stored())")
    }
}
