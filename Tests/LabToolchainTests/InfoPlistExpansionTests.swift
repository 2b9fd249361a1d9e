import Foundation
import LabCore
import Testing
@testable import LabToolchain

@Suite struct InfoPlistExpansionTests {
    init() { TestHome.prepare() }

    private func settings(_ extra: [String: String] = [:], name: String = "Empty Window") -> BuildSettings {
        BuildSettings(target: Project.Target(name: name, settings: extra), projectName: name)
    }

    @Test func expandsXcodeDefaults() {
        let settings = settings(["PRODUCT_BUNDLE_IDENTIFIER": "com.example.EmptyWindow"])
        var unknown: Set<String> = []
        #expect(settings.expand("$(PRODUCT_NAME)", unknown: &unknown) == "Empty Window")
        #expect(settings.expand("$(EXECUTABLE_NAME)", unknown: &unknown) == "Empty Window")
        #expect(settings.expand("$(PRODUCT_MODULE_NAME)", unknown: &unknown) == "Empty_Window")
        #expect(settings.expand("$(PRODUCT_BUNDLE_IDENTIFIER)", unknown: &unknown) == "com.example.EmptyWindow")
        #expect(settings.expand("$(DEVELOPMENT_LANGUAGE)", unknown: &unknown) == "en")
        #expect(settings.expand("${PRODUCT_BUNDLE_PACKAGE_TYPE}", unknown: &unknown) == "APPL")
        #expect(unknown.isEmpty)
    }

    @Test func appliesModifiers() {
        var unknown: Set<String> = []
        let settings = settings(name: "My App 2")
        #expect(settings.expand("com.example.$(PRODUCT_NAME:rfc1034identifier)", unknown: &unknown) == "com.example.My-App-2")
        #expect(settings.expand("$(PRODUCT_NAME:c99extidentifier)", unknown: &unknown) == "My_App_2")
        #expect(settings.expand("$(PRODUCT_NAME:lower)", unknown: &unknown) == "my app 2")
        #expect(BuildSettings.apply("c99extidentifier", to: "2Fast") == "_2Fast")
    }

    @Test func projectSettingsExpandAndUnknownNamesBecomeEmpty() {
        var unknown: Set<String> = []
        let settings = settings(["GREETING": "Hello from $(PRODUCT_NAME)"])
        #expect(settings.expand("$(GREETING)!", unknown: &unknown) == "Hello from Empty Window!")
        #expect(settings.expand("[$(NOT_A_SETTING)]", unknown: &unknown) == "[]")
        #expect(unknown == ["NOT_A_SETTING"])
    }

    @Test func processedInfoPlistHasInjectedKeys() throws {
        let (bundle, _) = try Builder.assemble(projectAt: Fixtures.sample("Empty Window"))
        let info = bundle.info
        #expect(info["CFBundleExecutable"] == .string("Empty Window"))
        #expect(info["CFBundleIdentifier"] == .string("com.example.EmptyWindow"))
        #expect(info["CFBundleName"] == .string("Empty Window"))
        #expect(info["MinimumOSVersion"] == .string("17.0"))
        #expect(info["UIDeviceFamily"] == .array([.integer(1)]))
        #expect(info["DTPlatformName"] == .string("iphoneos"))
        #expect(info["CFBundleSupportedPlatforms"] == .array([.string("iPhoneOS")]))
        #expect(PlistValue.dictionary(info).value(atPath: "CFBundleIcons.CFBundlePrimaryIcon.CFBundleIconFiles")
                == .array([.string("AppIcon60x60")]))
        // The file written is a real plist that reads back to the same dictionary.
        let written = try PlistReader.read(try #require(bundle.files["Info.plist"]))
        #expect(written == .dictionary(info))
    }

    @Test func unknownVariableInInfoPlistIsAWarningWithItsLine() throws {
        let root = Fixtures.project(named: "UnknownVariable", files: [
            "AppDelegate.swift": Fixtures.appDelegate,
            "Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>CFBundleExecutable</key>
            \t<string>$(EXECUTABLE_NAME)</string>
            \t<key>Greeting</key>
            \t<string>$(NO_SUCH_SETTING)</string>
            </dict>
            </plist>
            """,
        ])
        let (bundle, warnings) = try Builder.assemble(projectAt: root)
        #expect(bundle.info["Greeting"] == .string(""))
        #expect(warnings.map(\.headline).contains("Info.plist:7: warning: $(NO_SUCH_SETTING) is not a build setting, so it expands to an empty string"))
    }

    @Test func malformedPlistNamesFileAndLine() {
        let diagnostics = Fixtures.failure(building: Fixtures.project("MalformedPlist"))
        #expect(diagnostics.map(\.headline) == ["Info.plist:8: error: <key>CFBundleIdentifier</key> has no value before the next <key>"])
    }
}
