import LabCore
import Testing
@testable import LabToolchain

/// Key-value coding reaches `@objc` properties by name: the build gives each class the
/// methods that do it, on the line of its closing brace.
@Suite struct KeyValueCodingRewriteTests {
    private func rewrite(_ text: String) -> [String] {
        let plain: [String: SourceRewriter.PlainObjectClass] = ["Person": .directlyUnderNSObject, "Student": .underAnAppClass]
        // Line 0 is the import; the test's own lines follow.
        return Array(SourceRewriter.rewrite(SourceFile(path: "A.swift", text: "import UIKit\n" + text), canImport: SDKModules.exists,
                                            isResponder: { $0 == "Delegate" }, plainObject: { plain[$0] })
            .text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropFirst())
    }

    @Test func aClassUnderNSObjectDeclaresAndConformsItsSubclassesOverride() {
        let lines = rewrite("class Person: NSObject {\n    @objc var name = \"\"\n    var hidden = 0\n}\nclass Student: Person {\n    @objc var school = \"\"\n}")
        #expect(lines.count == 7)
        #expect(lines[3].hasPrefix("; func __labSetValue(_ __labValue: Any?, forKey __labKey: String) -> Bool { switch __labKey { case \"name\":"))
        #expect(lines[3].contains("; func __labGetValue(forKey __labKey: String) -> (found: Bool, value: Any?) { switch __labKey { case \"name\": return (true, self.name) default: return (false, nil) } }"))
        #expect(lines[3].hasSuffix("}; extension Person: UIKit.__LabObjectMembers {}"))
        #expect(!lines[3].contains("hidden"))
        #expect(lines[6].contains("; override func __labGetValue(forKey __labKey: String) -> (found: Bool, value: Any?) { switch __labKey { case \"school\": return (true, self.school) default: return super.__labGetValue(forKey: __labKey) } }"))
        #expect(!lines[6].contains("extension"))
    }

    @Test func plainClassesAnswerTheirObjcMethodsBySelector() {
        let lines = rewrite("class Person: NSObject {\n    @objc func tick() {}\n}\nclass Student: Person {\n    @objc func ring(_ timer: Timer) {}\n}")
        #expect(lines[2].contains("; func __labPerformAction(_ __labSelector: String, _ __labSender: AnyObject?) -> Bool { switch __labSelector { case \"tick\", \"tick()\": self.tick(); return true default: return false } }"))
        #expect(!lines[2].contains("override"))
        #expect(lines[5].contains("; override func __labPerformAction(_ __labSelector: String, _ __labSender: AnyObject?) -> Bool { switch __labSelector { case \"ring:\""))
        #expect(lines[5].contains("default: return super.__labPerformAction(__labSelector, __labSender) } }"))
    }

    @Test func respondersReadTheirObjcPropertiesToo() {
        let lines = rewrite("class Delegate: UIResponder {\n    @objc var launches = 0\n}")
        #expect(lines[2].contains("override func __labGetValue(forKey __labKey: String) -> (found: Bool, value: Any?) { switch __labKey { case \"launches\": return (true, self.launches) default: return super.__labGetValue(forKey: __labKey) } }"))
    }

    @Test func anEmptyClassOnOneLineStaysValidAndAFoundationFileImportsUIKit() {
        #expect(rewrite("class Person: NSObject {}")[0].hasPrefix("class Person: NSObject { func __labSetValue("))
        let text = SourceRewriter.rewrite(SourceFile(path: "M.swift", text: "import Foundation\nclass Person: NSObject {}"), canImport: SDKModules.exists,
                                          plainObject: { $0 == "Person" ? .directlyUnderNSObject : nil }).text
        #expect(text.hasPrefix("import Foundation; import UIKit\nclass Person: NSObject { func __labSetValue("))
        let alone = "import Dispatch\nclass Person: NSObject {}"
        #expect(SourceRewriter.rewrite(SourceFile(path: "M.swift", text: alone), canImport: SDKModules.exists,
                                       plainObject: { _ in .directlyUnderNSObject }).text == alone)
        // The simulated AppKit re-exports UIKit: a Mac app's NSObject classes answer by key and selector too.
        let mac = SourceRewriter.rewrite(SourceFile(path: "M.swift", text: "import AppKit\nclass Person: NSObject {}"), canImport: SDKModules.exists,
                                         plainObject: { _ in .directlyUnderNSObject }).text
        #expect(mac.hasPrefix("import AppKit\nclass Person: NSObject { func __labSetValue("))
    }

    @Test func aRealmModelFileImportingOnlyRealmSwiftOverridesObjectsMembers() {
        // RealmSwift's `Object` declares the members: a model class overrides them, and its file,
        // which may import nothing but RealmSwift, imports UIKit for the names they use.
        let text = SourceRewriter.rewrite(SourceFile(path: "Item.swift", text: "import RealmSwift\nclass Item: Object {\n    @objc dynamic var title = \"\"\n}"),
                                          canImport: SDKModules.exists, plainObject: { $0 == "Item" ? .underAnAppClass : nil }).text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "import RealmSwift; import UIKit")
        #expect(lines[3].contains("; override func __labGetValue(forKey __labKey: String) -> (found: Bool, value: Any?) { switch __labKey { case \"title\": return (true, self.title) default: return super.__labGetValue(forKey: __labKey) } }"))
        #expect(!lines[3].contains("extension"))
        #expect(SourceRewriter.realmObjectClasses.contains("Object"))
    }

    @Test func otherClassesAreLeftAlone() {
        #expect(rewrite("class Plain {\n    @objc var name = \"\"\n}") == ["class Plain {", "          var name = \"\"", "}"])
    }
}
