import Foundation
import LabCore
import Testing
@testable import LabToolchain

/// Actions typed `sender: AnyObject` that use the sender's members read it as the class the
/// nibs connect them from; everything else is left as written.
@Suite struct ActionSenderTypingTests {
    private func rewrite(_ text: String, senders: [String: String] = ["Pad digit:": "UIButton", "Pad clear:": "UIBarButtonItem",
                                                                    "Pad toggledWithSender:": "UISwitch"]) -> [String] {
        SourceRewriter.rewrite(SourceFile(path: "A.swift", text: text), canImport: SDKModules.exists,
                               actionSender: { senders[$1 + " " + $0] }).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func membersOfAnUntypedSenderReadItAsTheConnectedClassOnTheSameLine() {
        let lines = rewrite("""
            class Pad: UIViewController {
                @IBAction func digit(_ sender: AnyObject) {
                    print(sender.tag)
                }
                @IBAction func clear(_ button: AnyObject?) { print(button?.title ?? "") }
                @IBAction func toggled(sender: Any!) { print(sender.isOn) }
            }
            """)
        #expect(lines.count == 7)
        #expect(lines[1].hasSuffix("func digit(_ sender: AnyObject) { let sender: UIButton = __labActionSender(sender, \"digit:\");"))
        #expect(lines[4].contains("func clear(_ button: AnyObject?) { let button: UIBarButtonItem? = __labOptionalActionSender(button, \"clear:\"); print("))
        #expect(lines[5].contains("{ let sender: UISwitch! = __labOptionalActionSender(sender, \"toggledWithSender:\"); print(sender.isOn) }"))
    }

    @Test func sendersNotAskedForMembersTypedOrUnconnectedAreLeftAlone() {
        let source = """
            class Pad: UIViewController {
                @IBAction func digit(_ sender: AnyObject) { performSegue(withIdentifier: "x", sender: sender) }
                @IBAction func clear(_ sender: UIBarButtonItem) { print(sender.title ?? "") }
                @IBAction func other(_ sender: AnyObject) { print(sender.tag) }
                func digitHelper(_ sender: AnyObject) { print(sender.tag) }
            }
            class Other: UIViewController {
                @IBAction func digit(_ sender: AnyObject) { print(sender.tag) }
            }
            """
        // Only the attribute is blanked, as for every action. A plain method's `AnyObject`
        // parameter is no action sender: its members are looked up as on `AnyObject` anywhere
        // (`AnyObjectMemberLookup`).
        let blanked = source.replacingOccurrences(of: "@IBAction", with: "         ")
            .replacingOccurrences(of: "func digitHelper(_ sender: AnyObject) { print(sender.tag) }",
                                  with: "func digitHelper(_ sender: AnyObject) { print(__LabAnyObject(sender).tag) }")
        #expect(rewrite(source) == blanked.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    @Test func actionsInExtensionsAreFoundByTheExtendedClass() {
        let lines = rewrite("extension Pad {\n    @IBAction func digit(_ sender: AnyObject) { print(sender.tag) }\n}")
        #expect(lines[1].contains("{ let sender: UIButton = __labActionSender(sender, \"digit:\");"))
    }

    @Test func storyboardsGiveTheSendingClassAndDisagreementsGiveNone() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
              <scenes><scene sceneID="s"><objects>
                <viewController id="vc" customClass="Pad"><view key="view" id="v"><subviews>
                  <button id="b1"><connections><action selector="digit:" destination="vc" eventType="touchUpInside" id="a1"/></connections></button>
                  <button id="b2" customClass="RoundButton"><connections><action selector="round:" destination="vc" id="a2"/></connections></button>
                  <switch id="s1"><connections><action selector="mixed:" destination="vc" id="a3"/></connections></switch>
                  <slider id="s2"><connections><action selector="mixed:" destination="vc" id="a4"/></connections></slider>
                </subviews></view>
                <navigationItem key="navigationItem" id="n"><barButtonItem key="rightBarButtonItem" id="bb">
                  <connections><action selector="clear:" destination="vc" id="a5"/></connections></barButtonItem></navigationItem>
                </viewController>
              </objects></scene></scenes>
            </document>
            """
        let senders = InterfaceBuilderActionSenders(documents: [("Main.storyboard", Data(storyboard.utf8), .storyboard)])
        #expect(senders.sender(of: "digit:", receivedBy: "Pad") == "UIButton")
        #expect(senders.sender(of: "round:", receivedBy: "Pad") == "RoundButton")
        #expect(senders.sender(of: "clear:", receivedBy: "Pad") == "UIBarButtonItem")
        #expect(senders.sender(of: "mixed:", receivedBy: "Pad") == nil)
        #expect(senders.sender(of: "digit:", receivedBy: "Other") == nil)
        let broken = InterfaceBuilderActionSenders(documents: [("Bad.storyboard", Data("<document".utf8), .storyboard)])
        #expect(broken.senders.isEmpty)
    }
}
