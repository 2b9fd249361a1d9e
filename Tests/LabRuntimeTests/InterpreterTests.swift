import LabCore
import LabToolchain
import Testing
@testable import LabRuntime

/// Runs small apps written in Swift through the front end and the interpreter on a device,
/// and checks what the device saw.
@Suite struct InterpreterTests {
    /// A device with one code-only app (no storyboard) built from `sources`, launched.
    static func launch(_ sources: [String: String], ios: Int = 17) throws -> (Device, InstalledApp) {
        let files = sources.keys.sorted().map { SourceFile(path: $0, text: sources[$0]!) }
        let program = try SwiftFrontEnd.check(files).program
        let bundle = AppBundle(path: "/apps/Code.app", info: [
            "CFBundleIdentifier": .string("com.example.Code"), "CFBundleName": .string("Code"),
            "CFBundleExecutable": .string("Code"),
        ], program: program)
        let device = Device(iosVersion: ios)
        device.appCodeFactory = { Interpreter(program: $0) }
        try device.install(bundle, containerPath: nil)
        let app = try device.app(matching: "Code")
        try device.launch(app)
        return (device, app)
    }

    static func console(_ device: Device) -> [String] {
        device.log.events.compactMap { if case let .console(text) = $0.kind { text } else { nil } }
    }

    static let delegate = """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var launches = 0

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            launches += 1
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = ViewController()
            window?.backgroundColor = .white
            print("before makeKeyAndVisible, launch \\(launches)")
            window?.makeKeyAndVisible()
            print("after makeKeyAndVisible")
            return true
        }
    }
    """

    static let controller = """
    import UIKit

    class ViewController: UIViewController {
        let names = ["Ada", "Grace"]

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemTeal
            for name in names where name.hasPrefix("G") {
                print("hello, \\(name) (\\(name.count) letters)")
            }
            var total = 0
            for i in 1...4 { total += i * 2 }
            if let first = names.first, total > 10 {
                print("\\(first) and total \\(total)")
            }
        }
    }
    """

    @Test func codeBuiltWindowBecomesKeyWithItsRootViewController() throws {
        let (device, app) = try Self.launch(["AppDelegate.swift": Self.delegate, "ViewController.swift": Self.controller])
        #expect(device.state(of: app) == .active)
        let window = try #require(device.process(for: app)?.objects.keyWindow)
        #expect(window.isHidden == false)
        #expect(window.rootViewController?.className == "ViewController")
        #expect(window.rootViewController?.isViewLoaded == true)
        // viewDidLoad runs inside didFinishLaunching, at makeKeyAndVisible (LIFECYCLE.md).
        #expect(Self.console(device) == [
            "before makeKeyAndVisible, launch 1", "hello, Grace (5 letters)", "Ada and total 20", "after makeKeyAndVisible",
        ])
    }

    @Test func forceUnwrappingNilCrashesOnlyTheApp() throws {
        let source = """
        import UIKit
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window!.makeKeyAndVisible()
                return true
            }
        }
        """
        let (device, app) = try Self.launch(["AppDelegate.swift": source])
        #expect(device.state(of: app) == .notRunning)
        let crash = device.log.events.compactMap { if case let .crash(reason, _) = $0.kind { reason } else { nil } }
        #expect(crash.count == 1)
        #expect(crash.first?.contains("AppDelegate.swift:6: Fatal error: Unexpectedly found nil while unwrapping an Optional value") == true)
    }

    @Test func aLaunchThatNeverReturnsMeetsTheWatchdog() throws {
        let source = """
        import UIKit
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                var spins = 0
                while true { spins += 1 }
                return true
            }
        }
        """
        let (device, app) = try Self.launch(["AppDelegate.swift": source])
        #expect(device.state(of: app) == .notRunning)
        let codes = device.log.events.compactMap { if case let .crash(_, code) = $0.kind { code } else { nil } }
        #expect(codes == ["0x8badf00d"])
        #expect(device.clock.now >= 20_000)
    }

    @Test func codeOutsideTheSubsetStopsTheMethodWithAWarning() throws {
        let source = """
        import UIKit
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                print("start")
                switch 3 { default: print("never") }
                print("never either")
                return true
            }
        }
        """
        let (device, _) = try Self.launch(["AppDelegate.swift": source])
        #expect(Self.console(device) == ["start"])
        let warnings = device.log.events.compactMap { if case let .warning(text) = $0.kind { text } else { nil } }
        #expect(warnings == [
            "LabRuntime cannot run 'switch' expressions yet (AppDelegate.swift:6:9); "
                + "AppDelegate.application(_:didFinishLaunchingWithOptions:) stopped there",
        ])
    }

    @Test func anUnknownMemberNamesTheClosestOne() throws {
        let source = """
        import UIKit
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                window?.rootViewControler = UIViewController()
                return true
            }
        }
        """
        let (device, _) = try Self.launch(["AppDelegate.swift": source])
        let warnings = device.log.events.compactMap { if case let .warning(text) = $0.kind { text } else { nil } }
        #expect(warnings == [
            "UIWindow has no member 'rootViewControler' — did you mean 'rootViewController'? (AppDelegate.swift:7:9); "
                + "AppDelegate.application(_:didFinishLaunchingWithOptions:) stopped there",
        ])
    }

    @Test func plainAppClassesKeepTheirOwnState() throws {
        let source = """
        import UIKit
        class Counter {
            var count = 0
            func add(_ n: Int) { count += n }
        }
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            let first = Counter()
            let second = Counter()
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                first.add(2)
                first.add(3)
                second.add(10)
                print("\\(first.count) \\(second.count)")
                return true
            }
        }
        """
        let (device, _) = try Self.launch(["AppDelegate.swift": source])
        #expect(Self.console(device) == ["5 10"])
    }

    @Test func deepRecursionIsAStackOverflow() throws {
        let source = """
        import UIKit
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func depth(_ n: Int) -> Int { return depth(n + 1) }
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                print(depth(0))
                return true
            }
        }
        """
        let (device, app) = try Self.launch(["AppDelegate.swift": source])
        #expect(device.state(of: app) == .notRunning)
        let reasons = device.log.events.compactMap { if case let .crash(reason, _) = $0.kind { reason } else { nil } }
        #expect(reasons.first?.contains("stack overflow in depth") == true)
    }

    @Test func launchesOfOneBuildShareOneParse() {
        let cache = ClassTableCache()
        let first = AppProgram(sources: [SourceFile(path: "A.swift", text: "class A {}")], classes: [], entryPoint: .none)
        let rebuilt = AppProgram(sources: [SourceFile(path: "A.swift", text: "class A { var n = 1 }")], classes: [], entryPoint: .none)
        _ = Interpreter(program: first, tables: cache)
        _ = Interpreter(program: first, tables: cache)
        #expect(cache.count == 1)
        let changed = Interpreter(program: rebuilt, tables: cache)
        #expect(cache.count == 2)
        #expect(changed.table.model("A")?.stored.map(\.name) == ["n"])
    }

    @Test func nslogFormatsItsArguments() {
        #expect(Context.format([.string("%@ has %d items (100%%)"), .string("cart"), .int(3)]) == "cart has 3 items (100%)")
    }
}
