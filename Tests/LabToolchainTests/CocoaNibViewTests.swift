import Foundation
import Testing
@testable import LabCore
@testable import LabToolchain

/// A Cocoa xib's window keeps its view tree, each control with what its cell archives and its
/// action's target (docs/lifecycle.md, "The Mac", Views and events).
@Suite struct CocoaNibViewTests {
    @Test func controlsKeepTheirCellsAndTargets() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="d-1" customClass="AppDelegate"/>
                <window title="Greeter" id="w-1">
                    <rect key="contentRect" x="0" y="0" width="320" height="140"/>
                    <view key="contentView" id="c-1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="140"/>
                        <subviews>
                            <textField id="l-1">
                                <rect key="frame" x="18" y="100" width="284" height="17"/>
                                <textFieldCell key="cell" title="Who is there?" id="lc-1"/>
                            </textField>
                            <textField id="f-1">
                                <textFieldCell key="cell" editable="YES" selectable="YES" placeholderString="Your name" id="fc-1"/>
                            </textField>
                            <button id="b-1" enabled="NO">
                                <buttonCell key="cell" type="push" title="Greet" enabled="YES" id="bc-1">
                                    <string key="keyEquivalent" base64-UTF8="YES">
        DQ
        </string>
                                </buttonCell>
                                <connections>
                                    <action selector="greet:" target="d-1" id="a-1"/>
                                </connections>
                            </button>
                            <button id="b-2">
                                <buttonCell key="cell" type="push" title="Close" id="bc-2"/>
                                <connections>
                                    <action selector="performClose:" target="-1" id="a-2"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                </window>
            </objects>
        </document>
        """
        let (nib, _) = try XibCompiler.compile(file: "MainMenu.xib", data: Data(xml.utf8))
        let window = try #require(nib.objects.first { $0.uikitClass == "NSWindow" })
        let content = try #require(window.children.first)
        #expect(content.id == "c-1")
        #expect(content.children.map(\.uikitClass) == ["NSTextField", "NSTextField", "NSButton", "NSButton"])
        let (label, field, greet, close) = (content.children[0], content.children[1], content.children[2], content.children[3])
        #expect(label.attributes["title"] == "Who is there?")
        #expect(label.attributes["editable"] == nil)
        #expect(field.attributes["editable"] == "YES")
        #expect(field.attributes["placeholderString"] == "Your name")
        #expect(greet.attributes["title"] == "Greet")
        #expect(greet.attributes["keyEquivalent"] == "\r")
        // The control's own attribute wins over its cell's.
        #expect(greet.attributes["enabled"] == "NO")
        #expect(greet.attributes["action.primaryActionTriggered"] == "greet:")
        #expect(greet.attributes[NibObject.actionTargetAttribute] == "d-1")
        #expect(close.attributes[NibObject.actionTargetAttribute] == "-1")
    }
}
