import BundleFormats
import Foundation
import LabCore

/// Turns a project's Info.plist into the bundle's: Xcode's generated keys (when the target
/// generates its Info.plist), the file's keys, `info.properties`, `$(VAR)` expanded, and the
/// keys the build injects (`MinimumOSVersion`, `UIDeviceFamily`, `DTPlatformName`,
/// `CFBundleSupportedPlatforms`, `CFBundleIcons`).
struct InfoPlistProcessor {
    var settings: BuildSettings
    var platform: BundleLayout
    var diagnostics: [Diagnostic] = []

    init(settings: BuildSettings, platform: BundleLayout) {
        self.settings = settings
        self.platform = platform
    }

    /// Reads `infoPath` (project-relative) if given, and returns the processed dictionary.
    mutating func process(infoPath: String?, root: String, properties: [String: PlistValue],
                          icons: AppIconFiles) throws(BuildFailure) -> [String: PlistValue] {
        var fileKeys: [String: PlistValue] = [:]
        var fileText = ""
        if let infoPath {
            guard let data = FileManager.default.contents(atPath: root + "/" + infoPath) else {
                throw BuildFailure(.error(infoPath, tr("cannot read the Info.plist file")))
            }
            fileText = String(decoding: data, as: UTF8.self)
            do {
                guard let dict = try PlistReader.read(data).dictionary else {
                    throw BuildFailure(.error(infoPath, line: 1, tr("Info.plist must hold a <dict> at the top")))
                }
                fileKeys = dict
            } catch let failure as BuildFailure { throw failure } catch let error as PlistReader.Failure {
                throw BuildFailure(.error(infoPath, line: error.line, error.wording))
            } catch {
                throw BuildFailure(.error(infoPath, line: 1, tr("Info.plist cannot be read")))
            }
        }
        var info = infoPath == nil || settings.value("GENERATE_INFOPLIST_FILE") == "YES" ? generatedKeys() : [:]
        info.merge(fileKeys) { _, file in file }
        info.merge(properties) { _, property in property }
        var unknown: Set<String> = []
        info = info.mapValues { expand($0, unknown: &unknown) }
        for name in unknown.sorted() {
            let line = fileText.components(separatedBy: "\n").firstIndex { $0.contains("$(\(name)") || $0.contains("${\(name)") }
            diagnostics.append(.warning(infoPath ?? "Info.plist", line: line.map { $0 + 1 },
                tr("$(%@) is not a build setting, so it expands to an empty string", name)))
        }
        inject(into: &info, icons: icons)
        if let problem = InfoPlistKeyTypes.problem(in: info) {
            let line = fileText.components(separatedBy: "\n").firstIndex { $0.contains("<key>\(problem.key)</key>") }
            throw BuildFailure(.error(infoPath ?? "Info.plist", line: line.map { $0 + 1 }, problem.message))
        }
        check(info, infoPath: infoPath ?? "Info.plist")
        return info
    }

    /// What Xcode writes when `GENERATE_INFOPLIST_FILE = YES`, plus `INFOPLIST_KEY_*` settings.
    private func generatedKeys() -> [String: PlistValue] {
        var keys: [String: PlistValue] = [
            "CFBundleDevelopmentRegion": .string("$(DEVELOPMENT_LANGUAGE)"),
            "CFBundleExecutable": .string("$(EXECUTABLE_NAME)"),
            "CFBundleIdentifier": .string("$(PRODUCT_BUNDLE_IDENTIFIER)"),
            "CFBundleInfoDictionaryVersion": .string("6.0"),
            "CFBundleName": .string("$(PRODUCT_NAME)"),
            "CFBundlePackageType": .string("$(PRODUCT_BUNDLE_PACKAGE_TYPE)"),
            "CFBundleShortVersionString": .string("$(MARKETING_VERSION)"),
            "CFBundleVersion": .string("$(CURRENT_PROJECT_VERSION)"),
        ]
        if platform == .iOS { keys["LSRequiresIPhoneOS"] = .bool(true) }
        for (name, value) in settings.values where name.hasPrefix("INFOPLIST_KEY_") {
            let (key, plistValue) = XcodeProjectSettings.infoPlistKey(forSetting: name, value: value)
            keys[key] = plistValue
        }
        return keys
    }

    private func expand(_ value: PlistValue, unknown: inout Set<String>) -> PlistValue {
        switch value {
        case let .string(text): .string(settings.expand(text, unknown: &unknown))
        case let .array(items): .array(items.map { expand($0, unknown: &unknown) })
        case let .dictionary(dict): .dictionary(dict.mapValues { expand($0, unknown: &unknown) })
        default: value
        }
    }

    private func inject(into info: inout [String: PlistValue], icons: AppIconFiles) {
        if platform == .iOS {
            info["MinimumOSVersion"] = .string(settings.value("IPHONEOS_DEPLOYMENT_TARGET") ?? "17.0")
            let families = (settings.value("TARGETED_DEVICE_FAMILY") ?? "1").split(separator: ",")
                .compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            info["UIDeviceFamily"] = .array(families.map(PlistValue.integer))
            info["DTPlatformName"] = .string("iphoneos")
            info["CFBundleSupportedPlatforms"] = .array([.string("iPhoneOS")])
            if let name = icons.setName, !icons.iPhoneFiles.isEmpty {
                info["CFBundleIcons"] = .dictionary(["CFBundlePrimaryIcon": .dictionary([
                    "CFBundleIconFiles": .array(icons.iPhoneFiles.map(PlistValue.string)),
                    "CFBundleIconName": .string(name),
                ])])
            }
            if let name = icons.setName, !icons.iPadFiles.isEmpty {
                info["CFBundleIcons~ipad"] = .dictionary(["CFBundlePrimaryIcon": .dictionary([
                    "CFBundleIconFiles": .array(icons.iPadFiles.map(PlistValue.string)),
                    "CFBundleIconName": .string(name),
                ])])
            }
        } else {
            info["LSMinimumSystemVersion"] = .string(settings.value("MACOSX_DEPLOYMENT_TARGET") ?? "14.0")
            info["DTPlatformName"] = .string("macosx")
            info["CFBundleSupportedPlatforms"] = .array([.string("MacOSX")])
            if let name = icons.setName, !icons.macFiles.isEmpty {
                info["CFBundleIconFile"] = .string(name)
                info["CFBundleIconName"] = .string(name)
            }
        }
    }

    /// Warnings for an Info.plist that will build but not launch.
    private mutating func check(_ info: [String: PlistValue], infoPath: String) {
        let executable = settings.value("EXECUTABLE_NAME") ?? ""
        switch info["CFBundleExecutable"]?.string {
        case nil, ""?:
            diagnostics.append(.warning(infoPath, tr("Info.plist has no CFBundleExecutable, so the app will not launch (use $(EXECUTABLE_NAME))")))
        case let named? where named != executable:
            diagnostics.append(.warning(infoPath, tr("CFBundleExecutable is \"%@\" but the executable is named \"%@\", so the app will not launch (use $(EXECUTABLE_NAME))", named, executable)))
        default: break
        }
        if info["CFBundleIdentifier"]?.string?.isEmpty ?? true {
            diagnostics.append(.warning(infoPath, tr("Info.plist has no CFBundleIdentifier (use $(PRODUCT_BUNDLE_IDENTIFIER))")))
        }
    }
}
