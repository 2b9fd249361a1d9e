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
            "note: 2 more errors swiftc reported follow from the iOS APIs above that LifecycleLab does not simulate; they are not shown",
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
        // The builds' quick read of the module lines finds the modules the whole catalog does.
        #expect(SDKNameCatalog.modules(in: IOSSDKNames.listing) == Set(catalog.modules))
        #expect(SDKNameCatalog.modules(in: "module A # a comment\n    module B\ntypes X\nmodule C\n") == ["A", "C"])
    }

    @Test func anOverrideFromAnExtensionIsSaidAsTheLabsLimit() {
        let said = UnsimulatedSDKDiagnostics.extensionOverride(
            " instance method 'awakeFromNib()' declared in 'UIViewController' cannot be overridden from extension")
        #expect(said?.english.hasPrefix("instance method 'awakeFromNib()' declared in 'UIViewController' is an Objective-C member on iOS") == true)
        #expect(said?.english.contains("LifecycleLab does not simulate overriding it from an extension yet") == true)
        #expect(UnsimulatedSDKDiagnostics.extensionOverride("cannot find 'x' in scope") == nil)
    }

    /// Errors that only follow from an unsimulated framework are left out, counted in one note;
    /// the lab's lines and the learner's own errors stay.
    @Test func followOnErrorsOfAnUnsimulatedFrameworkAreLeftOut() {
        let source = SourceFile(path: "Game.swift", text: """
            import SpriteKit
            import WebKit

            class GameScene: SKScene {
                var sprites = [SKNode]()
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    addChild(SKNode())
                    super.touchesBegan(touches, with: event)
                }
            }
            class HelpViewController: UIViewController {
                var web: WKWebView!
                override func viewDidLoad() {
                    web.loadHTMLString("<p>", baseURL: nil)
                    let scene = GameScene(size: .zero)
                    scene.scaleMode = .resizeFill
                    view.backgroundColr = .red
                }
            }
            """)
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        /// An error at the first `token` of `line` (1-based), as swiftc places it.
        func at(_ line: Int, _ token: String, _ message: String) -> Diagnostic {
            let column = lines[line - 1].range(of: token).map { lines[line - 1].distance(from: lines[line - 1].startIndex, to: $0.lowerBound) + 1 } ?? 1
            return Diagnostic(file: source.path, line: line, column: column, message: message)
        }
        let program = AppProgram(sources: [source], classes: [
            DeclaredClass(name: "GameScene", superclass: "SKScene", methods: ["touchesBegan(_:with:)"], file: source.path, line: 4),
            DeclaredClass(name: "HelpViewController", superclass: "UIViewController", methods: ["viewDidLoad()"], file: source.path, line: 10),
        ], entryPoint: .none)
        let diagnostics = [
            at(4, "SKScene", "'SKScene' is unavailable: LifecycleLab does not simulate SpriteKit (SKScene) yet"),
            Diagnostic(file: nil, severity: .note, message: "'SKScene' has been explicitly marked unavailable here"),
            at(5, "SKNode", "cannot find 'SKNode' in scope"),
            at(5, "[", "cannot call value of non-function type '[Any]'"),
            at(6, "touchesBegan", "method does not override any method from its superclass"),
            at(7, "addChild", "cannot find 'addChild' in scope"),
            at(7, "SKNode", "cannot find 'SKNode' in scope"),
            at(8, "touchesBegan", "value of type 'SKScene' has no member 'touchesBegan'"),
            at(12, "WKWebView", "'WKWebView' is unavailable: LifecycleLab does not simulate WebKit (WKWebView) yet"),
            at(14, "loadHTMLString", "value of type 'WKWebView' has no member 'loadHTMLString'"),
            at(14, "nil", "'nil' requires a contextual type"),
            at(15, "(", "argument passed to call that takes no arguments"),
            at(16, ".resizeFill", "cannot infer contextual base in reference to member 'resizeFill'"),
            at(17, "backgroundColr", "value of type 'UIView' has no member 'backgroundColr'"),
        ]
        let shown = UnsimulatedSDKDiagnostics.rewrite(diagnostics, sources: [source], program: program).map(\.headline)
        #expect(shown == [
            "Game.swift:4:18: error: 'SKScene' is unavailable: LifecycleLab does not simulate SpriteKit (SKScene) yet",
            "Game.swift:5:20: error: 'SKNode' is part of iOS's SDK (SpriteKit); LifecycleLab does not simulate it yet",
            "Game.swift:7:18: error: 'SKNode' is part of iOS's SDK (SpriteKit); LifecycleLab does not simulate it yet",
            "Game.swift:12:14: error: 'WKWebView' is unavailable: LifecycleLab does not simulate WebKit (WKWebView) yet",
            "Game.swift:17:14: error: value of type 'UIView' has no member 'backgroundColr'; did you mean 'backgroundColor'?",
            "note: 8 more errors swiftc reported follow from the iOS APIs above that LifecycleLab does not simulate; they are not shown",
        ])
        // Without a lab line nothing is left out: the same errors are the learner's.
        let alone = UnsimulatedSDKDiagnostics.rewrite([diagnostics[13]], sources: [source], program: program).map(\.headline)
        #expect(alone == ["Game.swift:17:14: error: value of type 'UIView' has no member 'backgroundColr'; did you mean 'backgroundColor'?"])
    }

    /// A name another module adds to a type is said as that module's; swiftc's alias is read as the listed type.
    @Test func aNotificationNameIsItsFrameworks() {
        let source = SourceFile(path: "A.swift", text: "import MediaPlayer\nlet n = Notification.Name.MPMusicPlayerControllerNowPlayingItemDidChange\n")
        let shown = UnsimulatedSDKDiagnostics.rewrite([
            Diagnostic(file: source.path, line: 2, column: 27,
                       message: "type 'Notification.Name' (aka 'NSNotification.Name') has no member 'MPMusicPlayerControllerNowPlayingItemDidChange'"),
        ], sources: [source], program: AppProgram(sources: [source], classes: [], entryPoint: .none)).map(\.message)
        #expect(shown == ["'NSNotification.Name.MPMusicPlayerControllerNowPlayingItemDidChange' is part of iOS's SDK (MediaPlayer); LifecycleLab does not simulate it yet"])
    }
}
