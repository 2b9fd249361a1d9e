import LabCore
import Testing
@testable import LabToolchain

/// SWIFT_VERSION as Xcode reads it: the mode swiftc gets, the versions refused, `--swift-version`.
@Suite struct SwiftLanguageModeTests {
    private func refusal(_ setting: String?) -> String? {
        do {
            try SwiftLanguageMode.check(setting, origin: "App.xcodeproj/project.pbxproj", target: "App")
            return nil
        } catch {
            return error.diagnostics.first.map { "\($0.file ?? "-"): \($0.message)" }
        }
    }

    @Test func modesFollowTheSetting() {
        #expect(SwiftLanguageMode.mode("4.0") == "4")
        #expect(SwiftLanguageMode.mode(" 4 ") == "4")
        #expect(SwiftLanguageMode.mode("4.2") == "4.2")
        #expect(SwiftLanguageMode.mode("5.0") == "5")
        #expect(SwiftLanguageMode.mode("6.0") == "5")
        #expect(SwiftLanguageMode.mode(nil) == "5")
    }

    @Test func swiftThreeAndOlderAreRefusedNamingTheFileTargetAndWayForward() throws {
        let line = try #require(refusal("3.0"))
        #expect(line.hasPrefix("App.xcodeproj/project.pbxproj: SWIFT_VERSION '3.0' is unsupported, supported versions are: 4.0, 4.2, 5.0, 6.0 (in target 'App')"))
        #expect(line.contains("--swift-version 4"))
        #expect(refusal("3.1") != nil)
        #expect(refusal("2.3") != nil)
    }

    @Test func supportedAndUnreadableValuesPass() {
        for value in ["4.0", "4.2", "5.0", "5", "6.0", "$(SWIFT_VERSION_FROM_CONFIG)", "", nil] as [String?] {
            #expect(refusal(value) == nil, "\(value ?? "nil")")
        }
    }

    @Test func theOptionTakesWhatXcodeOffers() {
        #expect(SwiftLanguageMode.setting(forOption: "4") == "4.0")
        #expect(SwiftLanguageMode.setting(forOption: "4.2") == "4.2")
        #expect(SwiftLanguageMode.setting(forOption: "5") == "5.0")
        #expect(SwiftLanguageMode.setting(forOption: "6.0") == "6.0")
        #expect(SwiftLanguageMode.setting(forOption: "3") == nil)
        #expect(SwiftLanguageMode.setting(forOption: "five") == nil)
    }
}
