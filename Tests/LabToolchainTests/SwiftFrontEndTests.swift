import LabCore
import Testing
@testable import LabToolchain

@Suite struct SwiftFrontEndTests {
    init() { TestHome.prepare() }

    @Test func recordsClassesMethodsAndEntryPoint() throws {
        let output = try SwiftFrontEnd.check([
            SourceFile(path: "AppDelegate.swift", text: """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    return true
                }

                func applicationDidBecomeActive(_ application: UIApplication) {}
            }
            """),
            SourceFile(path: "ViewController.swift", text: """
            import UIKit
            import MapKit

            class ViewController: UIViewController {
                @IBOutlet var label: UILabel!
                override func viewDidLoad() { super.viewDidLoad() }
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }

            extension ViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            }
            """),
        ])
        let program = output.program
        #expect(program.entryPoint == .attributedDelegate(delegateClass: "AppDelegate"))
        let delegate = try #require(program.declaredClass(named: "AppDelegate"))
        #expect(delegate.superclass == "UIResponder")
        #expect(delegate.conformances == ["UIApplicationDelegate"])
        #expect(delegate.methods == ["application(_:didFinishLaunchingWithOptions:)", "applicationDidBecomeActive(_:)"])
        #expect(delegate.properties == ["window"])
        #expect(delegate.attributes == ["main"])
        #expect(delegate.line == 3)
        let controller = try #require(program.declaredClass(named: "ViewController"))
        #expect(controller.methods == ["viewDidLoad()", "viewWillAppear(_:)", "init(coder:)", "tableView(_:numberOfRowsInSection:)"])
        #expect(controller.conformances == ["UITableViewDataSource"])
        #expect(controller.properties == ["label"])
        #expect(program.implements("viewWillAppear(_:)", in: "ViewController"))
        #expect(!program.implements("viewDidAppear(_:)", in: "ViewController"))
        #expect(output.imports == ["MapKit", "UIKit"])
    }

    @Test func mainSwiftNamesPrincipalAndDelegateClasses() throws {
        let output = try SwiftFrontEnd.check([
            SourceFile(path: "main.swift", text: """
            import UIKit

            UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, NSStringFromClass(MyApplication.self), NSStringFromClass(AppDelegate.self))
            """),
            SourceFile(path: "AppDelegate.swift", text: """
            import UIKit
            class MyApplication: UIApplication {}
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            """),
        ])
        #expect(output.program.entryPoint == .mainFunction(principalClass: "MyApplication", delegateClass: "AppDelegate"))
        let nilPrincipal = try SwiftFrontEnd.check([SourceFile(path: "main.swift", text: """
            UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "AppDelegate")
            """)])
        #expect(nilPrincipal.program.entryPoint == .mainFunction(principalClass: nil, delegateClass: "AppDelegate"))
    }

    /// `@main` on a struct (or an enum, or a class) with its own `static func main()` that calls
    /// UIApplicationMain: the call names the classes, as main.swift's would.
    @Test func mainStructCallingUIApplicationMainIsTheEntryPoint() throws {
        let output = try SwiftFrontEnd.check([
            SourceFile(path: "Launcher.swift", text: """
            import UIKit
            @main
            struct Launcher {
                static func main() {
                    UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
                }
            }
            """),
            SourceFile(path: "AppDelegate.swift", text: """
            import UIKit
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            """),
        ])
        #expect(output.program.entryPoint == .mainFunction(principalClass: nil, delegateClass: "AppDelegate"))
        let attributedClass = try SwiftFrontEnd.check([SourceFile(path: "AppDelegate.swift", text: """
            import UIKit
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                static func main() { UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, "MyApplication", "AppDelegate") }
            }
            class MyApplication: UIApplication {}
            """)])
        #expect(attributedClass.program.entryPoint == .mainFunction(principalClass: "MyApplication", delegateClass: "AppDelegate"))
    }

    @Test func syntaxErrorsPrintLikeSwiftc() {
        let diagnostics = Fixtures.failure(building: Fixtures.project("SwiftSyntaxError"))
        #expect(diagnostics.map(\.description) == [
            """
            ViewController.swift:7:30: error: expected '"' to end string literal
                    let greeting = "Hello
                                         ^
            """,
            """
            ViewController.swift:7:24: note: to match this opening '"'
                    let greeting = "Hello
                                   ^
            """,
        ])
    }

    @Test func swiftcRulesAboutEntryPointsAndModules() {
        let twoMains = Fixtures.failure(building: Fixtures.project(named: "TwoMains", files: [
            "A.swift": "@main class A: UIResponder, UIApplicationDelegate {}\n",
            "B.swift": "@main class B: UIResponder, UIApplicationDelegate {}\n",
        ]))
        #expect(twoMains.map(\.headline) == ["B.swift:1:1: error: 'main' attribute can only apply to one type in a module"])
        let missingModule = Fixtures.failure(building: Fixtures.project(named: "NoModule", files: [
            "AppDelegate.swift": "import Alamofire\n" + Fixtures.appDelegate,
        ]))
        #expect(missingModule.map(\.headline) == ["AppDelegate.swift:1:8: error: no such module 'Alamofire': it is not a module of the iOS SDK; "
            + "LifecycleLab builds with the iOS SDK's modules and fetches no dependencies"])
        let noEntry = Fixtures.failure(building: Fixtures.project(named: "NoEntry", files: [
            "ViewController.swift": "import UIKit\nclass ViewController: UIViewController {}\n",
        ]))
        #expect(noEntry.first?.headline.hasPrefix("error: no entry point: mark the app delegate class with @main") == true)
        let topLevel = Fixtures.failure(building: Fixtures.project(named: "TopLevel", files: [
            "AppDelegate.swift": Fixtures.appDelegate + "print(\"hi\")\n",
        ]))
        #expect(topLevel.map(\.headline) == ["AppDelegate.swift:7:1: error: expressions are not allowed at the top level"])
    }
}
