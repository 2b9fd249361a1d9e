import LabCore
import Testing
@testable import LabToolchain

@Suite struct UnsimulatedSDKDiagnosticsTests {
    static let source = SourceFile(path: "ViewController.swift", text: """
        import UIKit

        class ViewController: UIViewController {
            override func encodeRestorableState(with coder: NSCoder) {}
            override func viewDidLoad() {
                view.backgroundColor = UIColor.systemMint
                UIImageWriteToSavedPhotosAlbum(UIImage(), nil, nil, nil)
                view.layoutIfNeded()
                let manager = CLLocationManager()
                let image = UIImage(named: "badge", in: nil, with: nil)
                view.frobnicate()
                let guide = UILayoutGuide()
                let window = MyWindow()
            }
        }
        """)
    static let program = AppProgram(sources: [source], classes: [
        DeclaredClass(name: "ViewController", superclass: "UIViewController", methods: ["viewDidLoad()"], file: source.path, line: 3),
        DeclaredClass(name: "MyWindow", superclass: "UIWindow", file: "MyWindow.swift", line: 1),
    ], entryPoint: .none)

    func rewrite(_ errors: [(Int, Int, String)], notes: [String] = []) -> [String] {
        var diagnostics: [Diagnostic] = []
        for (line, column, message) in errors {
            diagnostics.append(Diagnostic(file: Self.source.path, line: line, column: column, message: message))
            for note in notes { diagnostics.append(Diagnostic(file: nil, severity: .note, message: note)) }
        }
        return UnsimulatedSDKDiagnostics.rewrite(diagnostics, sources: [Self.source], program: Self.program).map(\.headline)
    }

    @Test func anOverrideOfAnIOSMethodTheSDKLacksSaysSo() {
        #expect(rewrite([(4, 19, "method does not override any method from its superclass")]) == [
            "ViewController.swift:4:19: error: 'UIViewController.encodeRestorableState(with:)' is part of iOS's SDK (UIKit); LifecycleLab does not simulate it yet",
        ])
    }

    @Test func aMemberOfAnIOSTypeTheSDKLacksSaysSo() {
        #expect(rewrite([(6, 40, "type 'UIColor' has no member 'systemMint'")]) == [
            "ViewController.swift:6:40: error: 'UIColor.systemMint' is part of iOS's SDK (UIKit); LifecycleLab does not simulate it yet",
        ])
    }

    @Test func anInheritedMemberIsFoundThroughTheAppsClass() {
        #expect(rewrite([(4, 1, "value of type 'ViewController' has no member 'encodeRestorableState'")]) == [
            "ViewController.swift:4:1: error: 'UIViewController.encodeRestorableState' is part of iOS's SDK (UIKit); LifecycleLab does not simulate it yet",
        ])
    }

    @Test func aGlobalFunctionSaysSoAndItsArgumentsFollowOnErrorsGo() {
        let lines = rewrite([(7, 9, "cannot find 'UIImageWriteToSavedPhotosAlbum' in scope"),
                             (7, 51, "'nil' requires a contextual type"),
                             (7, 56, "'nil' requires a contextual type")])
        #expect(lines == [
            "ViewController.swift:7:9: error: 'UIImageWriteToSavedPhotosAlbum' is part of iOS's SDK (UIKit); LifecycleLab does not simulate it yet",
        ])
    }

    @Test func anInitializerWhoseLabelsAreIOSsSaysSoAndItsNotesGo() {
        let lines = rewrite([(10, 28, "extra arguments at positions #2, #3 in call")], notes: ["'init(named:)' declared here"])
        #expect(lines == [
            "ViewController.swift:10:28: error: 'UIImage.init(named:in:with:)' is part of iOS's SDK (UIKit); LifecycleLab does not simulate it yet",
        ])
    }

    @Test func initializerErrorsAtTheTypesNameAndAnAppClassesInitializer() {
        #expect(rewrite([(12, 21, "'UILayoutGuide' initializer is inaccessible due to 'internal' protection level")]) == [
            "ViewController.swift:12:21: error: 'UILayoutGuide.init()' is part of iOS's SDK (UIKit); LifecycleLab does not simulate it yet",
        ])
        #expect(rewrite([(13, 31, "missing argument for parameter 'coder' in call")]) == [
            "ViewController.swift:13:31: error: 'UIWindow.init()' is part of iOS's SDK (UIKit); LifecycleLab does not simulate it yet",
        ])
    }

    @Test func anAppClassOfAGenericSDKClassAndAnExistentialAreReadAsTheListedType() {
        let program = AppProgram(sources: [Self.source], classes: [
            DeclaredClass(name: "Source", superclass: "UITableViewDiffableDataSource<String, String>", file: "Source.swift", line: 1),
        ], entryPoint: .none)
        let rewritten = UnsimulatedSDKDiagnostics.rewrite([
            Diagnostic(file: Self.source.path, line: 1, column: 1, message: "value of type 'Source' has no member 'snapshot'"),
            Diagnostic(file: Self.source.path, line: 1, column: 1, message: "value of type 'any UIViewControllerTransitionCoordinator' has no member 'targetTransform'"),
        ], sources: [Self.source], program: program).map(\.message)
        #expect(rewritten == [
            "'UITableViewDiffableDataSource.snapshot' is part of iOS's SDK (UIKit); LifecycleLab does not simulate it yet",
            "'UIViewControllerTransitionCoordinator.targetTransform' is part of iOS's SDK (UIKit); LifecycleLab does not simulate it yet",
        ])
    }

    @Test func anInitializerWithoutItsDefaultedArgumentsAndAnOverrideInAGenericSubclass() {
        let source = SourceFile(path: "Pages.swift", text: """
            import UIKit
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            class Source: UITableViewDiffableDataSource<String, String> {
                override func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
            }
            """)
        let program = AppProgram(sources: [source], classes: [
            DeclaredClass(name: "Source", superclass: "UITableViewDiffableDataSource<String, String>", file: source.path, line: 3),
        ], entryPoint: .none)
        let rewritten = UnsimulatedSDKDiagnostics.rewrite([
            Diagnostic(file: source.path, line: 2, column: 51, message: "argument passed to call that takes no arguments"),
            Diagnostic(file: source.path, line: 4, column: 19, message: "method does not override any method from its superclass"),
        ], sources: [source], program: program).map(\.message)
        #expect(rewritten == [
            "'UIPageViewController.init(transitionStyle:navigationOrientation:options:)' is part of iOS's SDK (UIKit); LifecycleLab does not simulate it yet",
            "'UITableViewDataSource.sectionIndexTitles(for:)' is part of iOS's SDK (UIKit); LifecycleLab does not simulate it yet",
        ])
    }

    @Test func aTypoKeepsSwiftcsErrorWithTheNearestMember() {
        #expect(rewrite([(8, 14, "value of type 'UIView' has no member 'layoutIfNeded'")]) == [
            "ViewController.swift:8:14: error: value of type 'UIView' has no member 'layoutIfNeded'; did you mean 'layoutIfNeeded'?",
        ])
        #expect(rewrite([(11, 14, "value of type 'UIView' has no member 'frobnicate'")]) == [
            "ViewController.swift:11:14: error: value of type 'UIView' has no member 'frobnicate'",
        ])
        #expect(rewrite([(11, 1, "cannot find 'UIVeiw' in scope")]) == ["ViewController.swift:11:1: error: cannot find 'UIVeiw' in scope"])
    }

    @Test func aSimulatedModulesNameNotImportedSaysWhichImport() {
        #expect(rewrite([(9, 23, "cannot find 'CLLocationManager' in scope")]) == [
            "ViewController.swift:9:23: error: cannot find 'CLLocationManager' in scope; 'CLLocationManager' is part of iOS's CoreLocation: add 'import CoreLocation'",
        ])
    }

    @Test func labInternalNamesNeverShow() {
        #expect(rewrite([(5, 5, "'init' is inaccessible due to '@_spi' protection level")], notes: ["'init(request:date:)' declared here"]) == [
            "ViewController.swift:5:5: error: 'init' is not available to app code (iOS's SDK makes these itself)",
        ])
        #expect(rewrite([(5, 5, "no exact matches in call to static method 'mainAsyncAfter'")]).first?.hasSuffix("static method 'asyncAfter'") == true)
        #expect(rewrite([(5, 5, "cannot convert value of type 'Int' to expected argument type '__LabTimers.Token'")]) == [
            "ViewController.swift:5:5: error: cannot convert value of type 'Int' to expected argument type 'Timer.Token'",
        ])
    }

    @Test func theListReadsModulesTypesMembersAndGlobals() {
        let catalog = IOSSDKNames.catalog
        #expect(catalog.modules.contains("SpriteKit") && catalog.modules.contains("Security"))
        #expect(catalog.modules(declaring: "kSecClass") == ["Security"])
        #expect(catalog.lineage(of: "UITableViewController") == ["UITableViewController", "UITableViewDataSource", "UITableViewDelegate",
                                                                  "UIViewController", "UIScrollViewDelegate", "UIResponder", "NSObject"])
        #expect(catalog.owner(of: "tableView(_:titleForHeaderInSection:)", in: "UITableViewController") == "UITableViewDataSource")
        #expect(catalog.owner(of: "viewWillTransition(to:with:)", in: "UITableViewController") == "UIViewController")
        #expect(catalog.owner(of: "size", in: "UIImage") == "UIImage")
        #expect(catalog.owner(of: "sizee", in: "UIImage") == nil)
        #expect(SDKModules.exists("MultipeerConnectivity") && !SDKModules.exists("Coolness"))
    }

    @Test func anOverrideFromAnExtensionIsSaidAsTheLabsLimit() {
        let said = UnsimulatedSDKDiagnostics.extensionOverride(
            " instance method 'awakeFromNib()' declared in 'UIViewController' cannot be overridden from extension")
        #expect(said?.hasPrefix("instance method 'awakeFromNib()' declared in 'UIViewController' is an Objective-C member on iOS") == true)
        #expect(said?.contains("LifecycleLab does not simulate overriding it from an extension yet") == true)
        #expect(UnsimulatedSDKDiagnostics.extensionOverride("cannot find 'x' in scope") == nil)
    }
}
