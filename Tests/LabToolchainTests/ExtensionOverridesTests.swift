import LabCore
import Testing
@testable import LabToolchain

/// Overrides in extensions of the module's own classes move into the classes' bodies, with
/// `#sourceLocation` lines that keep each member's file and line; everything else stays put.
@Suite struct ExtensionOverridesTests {
    private let controller = SourceFile(path: "Menu/MenuViewController.swift", text: """
        import UIKit
        class MenuViewController: UITableViewController {
            var items = ["a"]
        }
        extension MenuViewController: HeaderDelegate {
            override func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func headerTapped() {}
        }
        """)

    @Test func anOverrideMovesIntoItsClassWithItsOwnLine() {
        let moved = ExtensionOverrides.move([controller], parsed: ParsedSources())[0].text
        let lines = moved.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[4] == "#sourceLocation(file: \"Menu/MenuViewController.swift\", line: 6)")
        #expect(lines[5] == "    override func numberOfSections(in tableView: UITableView) -> Int { 2 }")
        #expect(lines[6] == "}")
        // The class's file resumes at the brace's line, after its column.
        #expect(lines[7] == "#sourceLocation(file: \"Menu/MenuViewController.swift\", line: 4)")
        #expect(lines[8] == " ")
        // Its old place is blank; the extension's other member stays.
        #expect(lines[10].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(lines[11] == "    func headerTapped() {}")
        #expect(moved.components(separatedBy: "override func").count == 2)
    }

    @Test func anOverrideInAnotherFileMovesAndItsFileKeepsItsLines() {
        let dataSource = SourceFile(path: "Menu/MenuViewController+DataSource.swift", text: """
            import UIKit
            extension MenuViewController {
                override func tableView(_ tableView: UITableView,
                                        numberOfRowsInSection section: Int) -> Int { items.count }
            }
            """)
        let moved = ExtensionOverrides.move([controller, dataSource], parsed: ParsedSources())
        #expect(moved[0].text.contains("#sourceLocation(file: \"Menu/MenuViewController+DataSource.swift\", line: 3)\n    override func tableView("))
        let remaining = moved[1].text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(remaining.count == 5)
        #expect(remaining[1] == "extension MenuViewController {")
        #expect(remaining[2].trimmingCharacters(in: .whitespaces).isEmpty && remaining[3].trimmingCharacters(in: .whitespaces).isEmpty)
    }

    @Test func sdkClassesAndConstrainedExtensionsAreLeftAlone() {
        let files = [SourceFile(path: "A.swift", text: """
            class Box<T>: NSObject {}
            extension Box where T == Int {
                override var description: String { "ints" }
            }
            extension UIView {
                override func layoutSubviews() {}
            }
            """)]
        #expect(ExtensionOverrides.move(files, parsed: ParsedSources())[0].text == files[0].text)
    }

    @Test func aClassDeclaredTwiceIsLeftAlone() {
        let files = [SourceFile(path: "A.swift", text: "class C: UIView {}\nextension C { override func layoutSubviews() {} }\n"),
                     SourceFile(path: "B.swift", text: "class C: UIView {}\n")]
        #expect(ExtensionOverrides.move(files, parsed: ParsedSources()).map(\.text) == files.map(\.text))
    }
}
