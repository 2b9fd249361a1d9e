import Foundation
import LabCore
import Testing
@testable import LabToolchain

/// A Cocoa xib's menus compile with their items, submenus, actions and key equivalents; a
/// controller object's `awakeFromNib()` override becomes its own method.
@Suite struct MacMenuBuildTests {
    @Test func aMenuKeepsItsItemsActionsTargetsAndModifiers() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
            <objects>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="Del-eg-ate" customClass="AppDelegate"/>
                <menu title="Main Menu" systemMenu="main" id="men-u0-001">
                    <items>
                        <menuItem title="File" id="ite-m0-001">
                            <menu key="submenu" title="File" id="men-u0-002">
                                <items>
                                    <menuItem title="Close" keyEquivalent="w" id="ite-m0-002">
                                        <connections><action selector="performClose:" target="-1" id="act-00-001"/></connections>
                                    </menuItem>
                                    <menuItem isSeparatorItem="YES" id="ite-m0-003"/>
                                    <menuItem title="Export" keyEquivalent="e" id="ite-m0-004">
                                        <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                                        <connections><action selector="export:" target="Del-eg-ate" id="act-00-002"/></connections>
                                    </menuItem>
                                </items>
                            </menu>
                        </menuItem>
                    </items>
                </menu>
            </objects>
        </document>
        """
        let (nib, _) = try XibCompiler.compile(file: "MainMenu.xib", data: Data(xml.utf8))
        let menu = try #require(nib.objects.first { $0.uikitClass == "NSMenu" })
        let file = try #require(menu.children.first)
        #expect(file.uikitClass == "NSMenuItem" && file.attributes["title"] == "File")
        let submenu = try #require(file.children.first)
        #expect(submenu.uikitClass == "NSMenu")
        #expect(submenu.children.map { $0.attributes["title"] ?? "—" } == ["Close", "—", "Export"])
        let close = submenu.children[0], export = submenu.children[2]
        #expect(close.attributes[NibObject.menuActionAttribute] == "performClose:")
        #expect(close.attributes[NibObject.menuTargetAttribute] == "-1")
        #expect(close.attributes[NibObject.keyEquivalentModifiersAttribute] == nil)
        #expect(export.attributes[NibObject.menuTargetAttribute] == "Del-eg-ate")
        #expect(export.attributes[NibObject.keyEquivalentModifiersAttribute] == "option command")
    }

    @Test func aControllerObjectsAwakeFromNibBecomesItsOwn() {
        let text = "import Cocoa\nclass Log: NSObject {\n    override func awakeFromNib() {\n        super.awakeFromNib()\n        print(1)\n    }\n}"
        let lines = SourceRewriter.rewrite(SourceFile(path: "A.swift", text: text), canImport: SDKModules.exists,
                                           plainObject: { $0 == "Log" ? .directlyUnderNSObject : nil })
            .text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 7)
        #expect(lines[2] == "    func awakeFromNib() {")
        #expect(lines[3] == "        _ = ()")
        #expect(lines[6].hasSuffix("; extension Log: UIKit.__LabObjectMembers {}; extension Log: UIKit.__LabNibAwaking {}"))
    }

    @Test func aClassWithoutTheOverrideIsLeftAlone() {
        let text = "import Cocoa\nclass Log: NSObject {\n    func awakeFromNib() {}\n}"
        let rewritten = SourceRewriter.rewrite(SourceFile(path: "A.swift", text: text), canImport: SDKModules.exists,
                                               plainObject: { $0 == "Log" ? .directlyUnderNSObject : nil }).text
        #expect(!rewritten.contains("__LabNibAwaking"))
    }

    @Test func appKitsRespondersAreReadFromItsSource() {
        #expect(AppKitResponders.classes.isSuperset(of: ["NSResponder", "NSWindow", "NSWindowController", "NSViewController", "NSView", "NSApplication"]))
        #expect(!AppKitResponders.classes.contains("NSMenu"))
        #expect(!AppKitResponders.classes.contains("NSObject"))
    }
}
