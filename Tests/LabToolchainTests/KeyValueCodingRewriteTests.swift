import LabCore
import Testing
@testable import LabToolchain

/// Key-value coding reaches `@objc` properties by name: the build gives each class the
/// methods that do it, on the line of its closing brace.
@Suite struct KeyValueCodingRewriteTests {
    private func rewrite(_ text: String) -> [String] {
        let plain: [String: SourceRewriter.PlainObjectClass] = ["Person": .directlyUnderNSObject, "Student": .underAnAppClass]
        return SourceRewriter.rewrite(SourceFile(path: "A.swift", text: text), canImport: SDKModules.exists,
                                      isResponder: { $0 == "Delegate" }, plainObject: { plain[$0] })
            .text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func aClassUnderNSObjectDeclaresAndConformsItsSubclassesOverride() {
        let lines = rewrite("class Person: NSObject {\n    @objc var name = \"\"\n    var hidden = 0\n}\nclass Student: Person {\n    @objc var school = \"\"\n}")
        #expect(lines.count == 7)
        #expect(lines[3].hasPrefix("; func __labSetValue(_ __labValue: Any?, forKey __labKey: String) -> Bool { switch __labKey { case \"name\":"))
        #expect(lines[3].contains("; func __labGetValue(forKey __labKey: String) -> (found: Bool, value: Any?) { switch __labKey { case \"name\": return (true, self.name) default: return (false, nil) } }"))
        #expect(lines[3].hasSuffix("}; extension Person: UIKit.__LabKeyValueStore {}"))
        #expect(!lines[3].contains("hidden"))
        #expect(lines[6].contains("; override func __labGetValue(forKey __labKey: String) -> (found: Bool, value: Any?) { switch __labKey { case \"school\": return (true, self.school) default: return super.__labGetValue(forKey: __labKey) } }"))
        #expect(!lines[6].contains("extension"))
    }

    @Test func respondersReadTheirObjcPropertiesToo() {
        let lines = rewrite("class Delegate: UIResponder {\n    @objc var launches = 0\n}")
        #expect(lines[2].contains("override func __labGetValue(forKey __labKey: String) -> (found: Bool, value: Any?) { switch __labKey { case \"launches\": return (true, self.launches) default: return super.__labGetValue(forKey: __labKey) } }"))
    }

    @Test func otherClassesAreLeftAlone() {
        #expect(rewrite("class Plain {\n    @objc var name = \"\"\n}") == ["class Plain {", "          var name = \"\"", "}"])
    }
}
