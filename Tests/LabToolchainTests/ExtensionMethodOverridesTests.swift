import LabCore
import SwiftParser
import Testing
@testable import LabToolchain

/// Overrides of methods an extension declares, dispatched by the build as Objective-C would.
@Suite struct ExtensionMethodOverridesTests {
    private func rewrite(_ files: [String: String]) -> [String: String] {
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        let plan = ExtensionMethodOverrides.plan(sources.map { Parser.parse(source: $0.text) }, canImport: SDKModules.exists,
                                                 sdkSuperclass: { IOSSDKNames.catalog.types[$0]?.superclass })
        var result: [String: String] = [:]
        for file in sources {
            result[file.path] = SourceRewriter.rewrite(file, canImport: SDKModules.exists, overrides: plan).text
        }
        return result
    }

    @Test func theExtensionDispatchesToTheOverrideAcrossFiles() {
        let result = rewrite([
            "Extension.swift": """
                import UIKit
                typealias PlatformView = UIView
                extension PlatformView {
                    @objc func badge(for name: String) -> String { name }
                }
                """,
            "Views.swift": """
                import UIKit
                class BadgeView: UIImageView {
                    override func badge(for name: String) -> String { "[" + super.badge(for: name) + "]" }
                }
                class LoudView: BadgeView {
                    override func badge(for name: String) -> String { super.badge(for: name) + "!" }
                }
                """,
        ])
        let extensionLines = result["Extension.swift"]!.split(separator: "\n").map(String.init)
        #expect(extensionLines.count == 5)
        #expect(extensionLines[3].contains("func __labExtension_badge(for name: String) -> String { name }"))
        #expect(extensionLines[4] == "; func badge(for name: String) -> String { if let __labOverride = self as? __LabOverrides_UIView_badge_for__ { "
            + "return __labOverride.__labOverriding_badge(for: name) }; return __labExtension_badge(for: name) } }; "
            + "protocol __LabOverrides_UIView_badge_for__: AnyObject { func __labOverriding_badge(for name: String) -> String }")
        let viewLines = result["Views.swift"]!.split(separator: "\n").map(String.init)
        #expect(viewLines.count == 7)
        #expect(viewLines[1] == "class BadgeView: UIImageView, __LabOverrides_UIView_badge_for__ {")
        #expect(viewLines[2] == "             func __labOverriding_badge(for name: String) -> String { \"[\" + super.__labExtension_badge(for: name) + \"]\" }")
        #expect(viewLines[4] == "class LoudView: BadgeView {")
        #expect(viewLines[5] == "    override func __labOverriding_badge(for name: String) -> String { super.__labOverriding_badge(for: name) + \"!\" }")
    }

    @Test func methodsNoSubclassOverridesAreLeftAsWritten() {
        let text = """
            import UIKit
            extension UIView {
                @objc func badge() -> String { "" }
            }
            class Plain: UIView {
                override func layoutSubviews() { super.layoutSubviews() }
            }
            """
        let result = rewrite(["A.swift": text])["A.swift"]!
        #expect(!result.contains("__lab"))
        #expect(result.split(separator: "\n").count == text.split(separator: "\n").count)
    }

    /// A Swift root class with `@objc` methods (a display link's weak proxy) answers selectors
    /// as a plain NSObject class does; its conformance follows its name, so it may be nested.
    @Test func aSwiftRootClassAnswersSelectors() {
        let text = SourceRewriter.rewrite(SourceFile(path: "A.swift", text: """
            import UIKit
            class Owner: UIView {
                class Proxy {
                    @objc func tick() {}
                }
            }
            """), canImport: SDKModules.exists).text
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[2] == "    class Proxy: UIKit.__LabObjectMembers {")
        #expect(lines[4].contains("func __labPerformAction(_ __labSelector: String, _ __labSender: AnyObject?) -> Bool"))
        #expect(lines[4].contains("case \"tick\", \"tick()\": self.tick(); return true"))
    }
}

