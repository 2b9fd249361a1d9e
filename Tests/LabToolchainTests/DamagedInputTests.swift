import Foundation
import Testing
@testable import LabCore
@testable import LabToolchain

/// Inputs made to break the readers: each gives one error naming the line, never a trap or a
/// stack overflow in the lab.
@Suite struct DamagedInputTests {
    /// A storyboard whose first scene's view holds `element` (raw bytes).
    private func storyboard(_ element: [UInt8]) -> Data {
        var data = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>

        """.utf8)
        data.append(contentsOf: element)
        data.append(contentsOf: Array("\n    </scenes>\n</document>\n".utf8))
        return data
    }

    @Test(arguments: [
        Array("<scene".utf8) + [0xFF, 0xFE, 0xC3, 0x28] + Array(" sceneID=\"a\"/>".utf8),
        Array("<scene scene".utf8) + [0xC0, 0xAF] + Array("ID=\"a\"/>".utf8),
    ])
    func bytesThatAreNotUTF8AreRefusedBeforeTheParserSeesThem(_ element: [UInt8]) throws {
        let data = storyboard(element)
        let offset = try #require(data.firstIndex { $0 >= 0xC0 })
        #expect(throws: BuildFailure.self) { try StoryboardCompiler.compile(file: "Main.storyboard", data: data) }
        do { _ = try StoryboardCompiler.compile(file: "Main.storyboard", data: data) } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.line == 4)
            #expect(diagnostic.message.contains("not valid UTF-8 at byte offset \(offset)"))
        }
    }

    @Test func projectYAMLNestedPastTheLimitIsOneError() throws {
        let text = "name: Deep\ntargets:\n  Deep:\n    sources: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
        var manifest = ProjectManifest()
        #expect(throws: BuildFailure.self) { try manifest.parse(text, root: "/tmp", folderName: "Deep") }
        do { _ = try manifest.parse(text, root: "/tmp", folderName: "Deep") } catch {
            #expect(error.diagnostics.first?.line == 4)
            #expect(error.diagnostics.first?.message.hasPrefix("lists and mappings nest more than 1000 levels deep here") == true)
        }
    }

    @Test func oldStylePropertyListsReadAsFoundationReadsThem() throws {
        let text = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = { /* a comment */
        \t\tA1 = {isa = PBXProject; targets = (B2, "C 3", ); name = "With \\"quotes\\""; data = <0a0B>; };
        \t};
        \trootObject = A1;
        }
        """
        let top = try #require(try OldStylePlist.parse(text) as? [String: Any])
        let foundation = try #require(try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any])
        #expect(Set(top.keys) == Set(foundation.keys))
        let project = try #require((top["objects"] as? [String: Any])?["A1"] as? [String: Any])
        #expect(project["targets"] as? [String] == ["B2", "C 3"])
        #expect(project["name"] as? String == "With \"quotes\"")
        #expect(project["data"] as? [UInt8] == [0x0A, 0x0B])
        let foundationProject = try #require((foundation["objects"] as? [String: Any])?["A1"] as? [String: Any])
        #expect(foundationProject["targets"] as? [String] == ["B2", "C 3"])
        #expect(foundationProject["name"] as? String == "With \"quotes\"")
    }

    @Test(arguments: [
        ("{\n\ta = 1;\n\tb = 2\n}", 4, "expected ';' after the value of b, found '}'"),
        ("{\n\ta = (1, 2;\n}", 2, "expected ',' or ')' in the array opened on line 2, found ';'"),
        ("{\n\ta = \"open;\n}\n", 4, "the string opened on line 2 is not closed; expected '\"'"),
        ("{\n\ta = 1;\n", 3, "the file ends inside the dictionary opened on line 1; expected '}'"),
        ("{ a = " + String(repeating: "(", count: 100_000), 1, "dictionaries and arrays nest deeper than 64 levels here"),
    ])
    func aDamagedProjectFileNamesTheLineAndWhatItExpected(_ text: String, line: Int, message: String) {
        #expect(throws: OldStylePlist.Failure(line: line, message: message)) { try OldStylePlist.parse(text) }
    }

    @Test func aNavigationControllerThatIsItsOwnRootIsFoundAtBuildTime() throws {
        let data = try #require(FileManager.default.contents(atPath: Fixtures.project("SelfRoot") + "/Base.lproj/Main.storyboard"))
        #expect(throws: BuildFailure.self) { try StoryboardCompiler.compile(file: "Base.lproj/Main.storyboard", data: data) }
        do { _ = try StoryboardCompiler.compile(file: "Base.lproj/Main.storyboard", data: data) } catch {
            #expect(error.diagnostics.first?.line == 9)
            #expect(error.diagnostics.first?.message.hasPrefix("the Navigation Controller Scene (id \"NAV-co-ntl\") names itself") == true)
        }
    }
}

/// Info.plist keys the lab reads must hold the type iOS requires; a bundle identifier only
/// letters, digits, hyphens and periods.
@Suite struct InfoPlistKeyTypeTests {
    @Test func wrongTypesAndIdentifierCharactersAreNamed() {
        #expect(InfoPlistKeyTypes.problem(in: ["UIApplicationExitsOnSuspend": .string("YES")])?.message.english
                == "UIApplicationExitsOnSuspend must be a boolean, not a string")
        #expect(InfoPlistKeyTypes.problem(in: ["CFBundleIdentifier": .string("com.example.my_app")])?.message.english.hasPrefix(
                "CFBundleIdentifier \"com.example.my_app\" holds \"_\"") == true)
        #expect(InfoPlistKeyTypes.problem(in: ["CFBundleIdentifier": .string("com.example.a\nb")])?.message.english.hasPrefix(
                "CFBundleIdentifier \"com.example.a\\nb\" holds a control character") == true)
        #expect(InfoPlistKeyTypes.problem(in: ["CFBundleIdentifier": .string("com.example.Fine-1"),
                                               "UIBackgroundModes": .array([.string("audio")])]) == nil)
    }
}

/// SwiftParser recurses once per bracket and tries every `[` two ways: a file nested past
/// the limits is refused with its line before it could run the lab out of stack or time.
@Suite struct SwiftNestingTests {
    @Test(arguments: [String(repeating: "[", count: 10_000), String(repeating: "(", count: 200), String(repeating: "[", count: 13)])
    func aSourceNestedTooDeepIsOneError(_ open: String) {
        let text = "import UIKit\n\nlet x = " + open + "\n"
        #expect(SwiftNesting.tooDeep(text) == 3)
        #expect(throws: BuildFailure.self) { try SwiftFrontEnd.check([SourceFile(path: "Deep.swift", text: text)]) }
    }

    @Test func realNestingAndBracketsInCommentsAndStringsPass() {
        let text = "let m: [[[Int]]] = [[[1]]] // " + String(repeating: "(", count: 300) + "\nlet s = \"" + String(repeating: "[", count: 300) + "\"\n"
        #expect(SwiftNesting.tooDeep(text) == nil)
    }
}
