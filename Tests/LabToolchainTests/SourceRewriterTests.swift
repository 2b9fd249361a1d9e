import LabCore
import Testing
@testable import LabToolchain

/// The line-for-line rewrite of app code before swiftc: what Linux Swift lacks, spelled so it
/// compiles as Xcode would compile it for the Simulator.
@Suite struct SourceRewriterTests {
    private func rewrite(_ text: String) -> String {
        SourceRewriter.rewrite(SourceFile(path: "A.swift", text: text), canImport: SDKModules.exists).text
    }

    @Test func timersGoThroughTheVirtualClock() {
        let text = rewrite("""
            let a = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
            let b = Timer(timeInterval: 2, repeats: false) { _ in }
            RunLoop.main.add(b, forMode: .common)
            RunLoop.current.add(b, forMode: .default)
            let c = Timer(fire: Date(), interval: 1, repeats: true) { _ in }
            let d = Timer()
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { }
            DispatchQueue.global().asyncAfter(deadline: .now() + 2) { }
            """)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "let a = __LabTimers.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }")
        #expect(lines[1] == "let b = __LabTimers.make(timeInterval: 2, repeats: false) { _ in }")
        #expect(lines[2] == "__LabTimers.add(b, forMode: .common)")
        #expect(lines[3] == "__LabTimers.add(b, forMode: .default)")
        #expect(lines[4] == "let c = __LabTimers.make(fire: Date(), interval: 1, repeats: true) { _ in }")
        #expect(lines[5] == "let d = __LabTimers.make()")
        #expect(lines[6] == "__LabTimers.mainAsyncAfter(deadline: .now() + 2) { }")
        #expect(lines[7] == "DispatchQueue.global().asyncAfter(deadline: .now() + 2) { }")
    }

    /// A member of a local declared `AnyObject` goes through UIKit's view of the object, as
    /// Objective-C's member lookup would find it, and so does one of a plain function's `AnyObject`
    /// parameter; other types, shadowing closure parameters and later redeclarations are left as
    /// written.
    @Test func anyObjectLocalsLookMembersUp() {
        let text = rewrite("""
            import UIKit
            func f(sender: AnyObject, number: NSNumber) {
                var delay: AnyObject = number
                if delay.doubleValue == 0 { delay = number }
                let typed: NSNumber = number
                print(typed.doubleValue, sender.tag, delay.integerValue)
                let _ = { (delay: Double) in delay.magnitude }
                do { let delay = 1.5; print(delay.rounded()) }
                print(delay.self)
            }
            """)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[3] == "    if __LabAnyObject(delay).doubleValue == 0 { delay = number }")
        #expect(lines[5] == "    print(typed.doubleValue, __LabAnyObject(sender).tag, __LabAnyObject(delay).integerValue)")
        #expect(lines[6] == "    let _ = { (delay: Double) in delay.magnitude }")
        #expect(lines[7] == "    do { let delay = 1.5; print(delay.rounded()) }")
        #expect(lines[8] == "    print(delay.self)")
    }

    /// Loop variables over `[AnyObject]` (cast so, declared so, or the variable itself declared
    /// `AnyObject`), locals initialised `… as AnyObject` and closure parameters declared
    /// `AnyObject` look their members (methods too) up the same way, also from a nested
    /// function; an action's sender, a loop over another type and an `as?` cast are left as written.
    @Test func anyObjectLoopVariablesAndMethodsLookMembersUp() {
        let text = rewrite("""
            import Foundation
            func f(keys: [NSNumber], pinned: [NSNumber], names: [String]) -> Bool {
                for key in keys as [AnyObject] { for other in pinned as [AnyObject] { if key.isEqual(other) { return true } } }
                let objects: [AnyObject] = keys; for object in objects { print(object.isKind(of: NSNumber.self)) }
                for item: AnyObject in keys { print(item.description) }
                for name in names { print(name.count) }
                let boxed = keys as AnyObject; let maybe = keys as? AnyObject; print(boxed.count, maybe?.count)
                keys.forEach { (value: AnyObject) in print(value.doubleValue) }
                func inner(_ other: NSNumber) { print(boxed.count, other.doubleValue) }
                return false
            }
            class C { @IBAction func tapped(_ sender: AnyObject) { print(sender.tag) } }
            """)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "import Foundation; import UIKit")
        #expect(lines[2] == "    for key in keys as [AnyObject] { for other in pinned as [AnyObject] { if __LabAnyObject(key).isEqual(other) { return true } } }")
        #expect(lines[3] == "    let objects: [AnyObject] = keys; for object in objects { print(__LabAnyObject(object).isKind(of: NSNumber.self)) }")
        #expect(lines[4] == "    for item: AnyObject in keys { print(__LabAnyObject(item).description) }")
        #expect(lines[5] == "    for name in names { print(name.count) }")
        #expect(lines[6] == "    let boxed = keys as AnyObject; let maybe = keys as? AnyObject; print(__LabAnyObject(boxed).count, maybe?.count)")
        #expect(lines[7] == "    keys.forEach { (value: AnyObject) in print(__LabAnyObject(value).doubleValue) }")
        #expect(lines[8] == "    func inner(_ other: NSNumber) { print(__LabAnyObject(boxed).count, other.doubleValue) }")
        #expect(lines[11].contains("print(sender.tag)"))
    }

    /// `__LabTimers` is the simulated UIKit's: a file that imports only Foundation gets UIKit
    /// too when it uses a timer; a file that imports UIKit, or uses none, is left as it is.
    @Test func aFoundationFileWithTimersImportsUIKit() {
        let model = rewrite("import Foundation\nfunc later() { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { } }")
        #expect(model.hasPrefix("import Foundation; import UIKit\n"))
        let plain = rewrite("import Foundation\nlet a = 1")
        #expect(plain == "import Foundation\nlet a = 1")
        let screen = rewrite("import Foundation\nimport UIKit\nlet t = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }")
        #expect(!screen.contains("; import UIKit"))
    }

    /// On iOS, Foundation brings the Keychain's names and Core Foundation's: a file that imports
    /// Foundation or UIKit and uses them gets the simulated SDK's Security; one that imports
    /// Security itself, or uses none of them, is left as it is.
    @Test func aFileUsingTheKeychainImportsSecurity() {
        #expect(rewrite("import Foundation\nlet c = kSecClass as String") == "import Foundation; import Security\nlet c = kSecClass as String")
        #expect(rewrite("import UIKit\nvar s: CFString?") == "import UIKit; import Security\nvar s: CFString?")
        #expect(rewrite("import Security\nimport UIKit\nlet c = kSecClass") == "import Security\nimport UIKit\nlet c = kSecClass")
        #expect(rewrite("import UIKit\nlet a = 1") == "import UIKit\nlet a = 1")
    }

    /// `Selector` is the simulated UIKit's (Objective-C's, which Foundation brings, on iOS): a
    /// file that imports only Foundation and names a `#selector` gets UIKit too.
    @Test func aFoundationFileWithASelectorImportsUIKit() {
        let model = rewrite("import Foundation\nlet s = #selector(NSString.localizedStandardCompare(_:))")
        #expect(model == "import Foundation; import UIKit\nlet s = Selector(\"localizedStandardCompare(_:)\")")
    }

    /// An optional protocol method called through a delegate or data source is called; a
    /// closure called with `?(` keeps its `?`.
    @Test func optionalProtocolMethodsThroughADelegateAreCalled() {
        let text = rewrite("""
            tv.delegate?.tableView?(tv, performAction: a, forRowAt: ip, withSender: nil)
            cv.dataSource!.collectionView?(cv, moveItemAt: a, to: b)
            self.handler?(1)
            completion?(true)
            """)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "tv.delegate?.tableView (tv, performAction: a, forRowAt: ip, withSender: nil)")
        #expect(lines[1] == "cv.dataSource!.collectionView (cv, moveItemAt: a, to: b)")
        #expect(lines[2] == "self.handler?(1)")
        #expect(lines[3] == "completion?(true)")
    }

    /// The generated outlet, action and key-value setters name their parameters with the lab's
    /// own names: an outlet called `name` or `value`, an action called `selector`, still compile.
    @Test func generatedSettersNeverShadowTheAppsNames() {
        let text = SourceRewriter.rewrite(SourceFile(path: "A.swift", text: """
            class GameViewController: UIViewController {
                @IBOutlet var name: UILabel!
                @IBInspectable var value: CGFloat = 0
                @IBAction func selector(_ sender: UIButton) {}
            }
            """), canImport: SDKModules.exists, isResponder: { _ in true }).text
        #expect(text.contains("override func __labSetOutlet(_ __labName: String, _ __labValue: AnyObject?) -> Bool { switch __labName { "
            + "case \"name\": self.name = __labValue as? UILabel;"))
        #expect(text.contains("override func __labSetValue(_ __labValue: Any?, forKey __labKey: String) -> Bool { switch __labKey { "
            + "case \"value\": if let __labNew = __labKeyValue(__labValue, type(of: self.value)) { self.value = __labNew }; return true"))
        #expect(text.contains("case \"selector:\", \"selector(_:)\", \"selector\": self.selector(__labSender as! UIButton); return true"))
        #expect(text.split(separator: "\n").count == 5)
    }

    /// An `NSObject` subclass with outlets (the iOS 4 templates' app delegate in MainWindow.xib)
    /// adopts the nib-outlet protocol on its own line and gets a setter that overrides nothing;
    /// a class derived from another app class, or one without outlets, is left alone.
    @Test func aPlainObjectsOutletsGetASetter() {
        let text = SourceRewriter.rewrite(SourceFile(path: "A.swift", text: """
            class AppDelegate: NSObject, UIApplicationDelegate {
                @IBOutlet var window: UIWindow?
                @IBOutlet var viewController: RootViewController!
            }
            class Helper: NSObject {
                var count = 0
            }
            class Derived: AppDelegate {
                @IBOutlet var label: UILabel!
            }
            """), canImport: SDKModules.exists, isResponder: { _ in false }).text
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 10)
        #expect(lines[0] == "class AppDelegate: NSObject, UIApplicationDelegate, __LabNibOutlets {")
        #expect(lines[3].hasPrefix("; func __labSetOutlet(_ __labName: String, _ __labValue: AnyObject?) -> Bool { switch __labName { "
            + "case \"window\": self.window = __labValue as? UIWindow;"))
        #expect(lines[3].contains("case \"viewController\": self.viewController = __labValue as? RootViewController;"))
        #expect(lines[3].hasSuffix("default: return false } } }"))
        #expect(lines[4] == "class Helper: NSObject {")
        #expect(lines[6] == "}")
        #expect(!lines[7...].joined().contains("__lab"))
    }

    /// An `@objc` method of three parameters (a completion selector) is reached by both of its
    /// spellings, each argument converted to its parameter's type; one of one parameter stays an action.
    @Test func aCompletionSelectorOfSeveralArgumentsIsPerformed() {
        let text = SourceRewriter.rewrite(SourceFile(path: "A.swift", text: """
            class ViewController: UIViewController {
                @objc func image(_ image: UIImage, didFinishSavingWithError error: NSError?, contextInfo: UnsafeRawPointer) {}
                @objc func show(for item: Int, sender: Any?) {}
                @objc func tapped(_ sender: Any) {}
                func helper(_ a: Int, _ b: Int) {}
            }
            """), canImport: SDKModules.exists, isResponder: { _ in true }).text
        let perform: String = [
            "override func __labPerform(_ __labSelector: String, _ __labArguments: [Any?]) -> Bool { switch __labSelector { ",
            "case \"image:didFinishSavingWithError:contextInfo:\", \"image(_:didFinishSavingWithError:contextInfo:)\": ",
            "self.image(__labArgument(__labArguments, 0), didFinishSavingWithError: __labArgument(__labArguments, 1), ",
            "contextInfo: __labArgument(__labArguments, 2)); return true ",
            "case \"showFor:sender:\", \"show(for:sender:)\": self.show(for: __labArgument(__labArguments, 0), sender: __labArgument(__labArguments, 1)); return true ",
            "default: return super.__labPerform(__labSelector, __labArguments) } }",
        ].joined()
        #expect(text.contains(perform))
        #expect(text.contains("case \"tapped:\", \"tapped(_:)\", \"tapped\": self.tapped((__labSender.map { $0 as Any } ?? NSNull())); return true"))
        #expect(!text.contains("self.helper("))
        #expect(text.split(separator: "\n").count == 6)
    }

    /// swift-corelibs-foundation has an NSNumber `<` that Apple's Foundation lacks: an app's
    /// own top-level one gives way, and only that one.
    @Test func anAppsNumberOrderingGivesWayToFoundations() {
        #expect(rewrite("public func < (lhs: NSNumber, rhs: NSNumber) -> Bool { true }\n")
            == "@_disfavoredOverload public func < (lhs: NSNumber, rhs: NSNumber) -> Bool { true }\n")
        #expect(rewrite("func > (lhs: NSNumber, rhs: NSNumber) -> Bool { true }\n") == "func > (lhs: NSNumber, rhs: NSNumber) -> Bool { true }\n")
        #expect(rewrite("struct S { static func < (lhs: NSNumber, rhs: NSNumber) -> Bool { true } }\n")
            == "struct S { static func < (lhs: NSNumber, rhs: NSNumber) -> Bool { true } }\n")
    }

    @Test func aSubmoduleImportImportsItsModuleOnTheSameColumns() {
        #expect(rewrite("import UIKit.UIGestureRecognizerSubclass\n") == "import UIKit                            \n")
        // A declaration import and a module that is not the SDK's stay as they are.
        #expect(rewrite("import class UIKit.UIView\n") == "import class UIKit.UIView\n")
        #expect(rewrite("import FirebaseCore.Options\n") == "import FirebaseCore.Options\n")
    }

    @Test func nsManagedPropertiesReadTheManagedValues() {
        let text = rewrite("class Item: NSManagedObject {\n    @NSManaged public var name: String?\n    @NSManaged func addToTags(_ value: Tag)\n}\n")
        #expect(text.contains("public var name: String? { get { return __labManagedGet(self, \"name\") } set { __labManagedSet(self, \"name\", newValue) } }"))
        #expect(text.contains("func addToTags(_ value: Tag) { __labManagedAdd(self, \"tags\", value) }"))
        #expect(text.split(separator: "\n").count == 4)
    }
}
