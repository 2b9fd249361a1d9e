import Testing
@testable import LabCore

@Suite struct StateRestorationTests {
    private func controller(_ id: Int, _ className: String, restorationIdentifier: String?) -> UIViewController {
        let controller = UIViewController(ref: ObjectRef(id: id, className: className))
        controller.restorationIdentifier = restorationIdentifier
        return controller
    }

    private func window(root: UIViewController, hidden: Bool = false) -> UIWindow {
        let window = UIWindow(ref: ObjectRef(id: 100, className: "UIWindow"), frame: Rect(x: 0, y: 0, width: 393, height: 852), scene: nil)
        window.rootViewController = root
        window.isHidden = hidden
        return window
    }

    @Test func preservesControllersWithIdentifiersFromTheRootDown() {
        let navigation = controller(1, "UINavigationController", restorationIdentifier: "nav")
        let list = controller(2, "ListViewController", restorationIdentifier: "list")
        let detail = controller(3, "DetailViewController", restorationIdentifier: "detail")
        let sheet = controller(4, "SheetViewController", restorationIdentifier: "sheet")
        navigation.children = [list, detail]
        detail.presented = sheet
        let entries = StateRestoration.preserved(windows: [window(root: navigation)])
        #expect(entries.map { $0.path.joined(separator: "/") } == ["nav", "nav/list", "nav/detail", "nav/detail/sheet"])
        #expect(entries.map(\.relation) == [.root, .child, .child, .presented])
    }

    @Test func aControllerWithoutIdentifierStopsTheWalkBelowIt() {
        let navigation = controller(1, "UINavigationController", restorationIdentifier: "nav")
        let unnamed = controller(2, "ListViewController", restorationIdentifier: nil)
        unnamed.children = [controller(3, "ChildViewController", restorationIdentifier: "child")]
        navigation.children = [unnamed]
        #expect(StateRestoration.preserved(windows: [window(root: navigation)]).map(\.path) == [["nav"]])
        #expect(StateRestoration.preserved(windows: [window(root: unnamed)]).isEmpty)
    }

    @Test func aHiddenWindowCountsOnlyAtRestoration() {
        let root = controller(1, "ViewController", restorationIdentifier: "root")
        #expect(StateRestoration.preserved(windows: [window(root: root, hidden: true)]).isEmpty)
        #expect(StateRestoration.preserved(windows: [window(root: root, hidden: true)], includingHidden: true).map(\.path) == [["root"]])
    }

    @Test func restorationRunsBetweenWillFinishAndDidFinishLaunchingFromIOS6() {
        let steps = LaunchTable.steps(for: .appBased, dial: VersionDial(iosVersion: 17))
        let restore = steps.firstIndex(of: .restoreState)
        #expect(restore != nil)
        #expect(steps.firstIndex(of: .appDelegate(.willFinishLaunching))! < restore!)
        #expect(restore! < steps.firstIndex(of: .appDelegate(.didFinishLaunching))!)
        #expect(!LaunchTable.steps(for: .appBased, dial: VersionDial(iosVersion: 5)).contains(.restoreState))
        #expect(!VersionDial(iosVersion: 5).offersStateRestoration)
    }

    @Test func stateIsPreservedAfterDidEnterBackgroundBeforeSuspension() {
        for kind in [LifecycleTableKind.appBased, .sceneBased] {
            let steps = TransitionTable.steps(for: .enterBackground, in: kind)
            let preserve = steps.firstIndex(of: .preserveState)!
            #expect(preserve < steps.firstIndex(of: .suspendWhenIdle)!)
            let didEnter = steps.firstIndex(of: kind == .appBased ? .appDelegate(.didEnterBackground) : .sceneDelegate(.didEnterBackground))!
            #expect(didEnter < preserve)
        }
    }
}
