import Foundation
import LabCore

/// Build settings read from an Xcode project file (`NAME.xcodeproj/project.pbxproj`), for a
/// folder that has one and no project.yml: the Debug configuration of the project, under the
/// Debug configuration of the first application target. Only settings are read; the file and
/// group structure is not (the folder named like the project holds the sources).
enum XcodeProjectSettings {
    struct Found {
        var targetName: String
        var settings: [String: String]
        /// The target's sources and resources from its build phases; nil to build the folder.
        var files: [String]?
        /// Other application targets, which `lab` does not build.
        var otherTargets: [String] = []
    }

    /// Reads `pbxproj` (project-relative) or says why it could not.
    static func read(_ pbxproj: String, root: String) -> Result<Found, BuildFailure> {
        guard let data = FileManager.default.contents(atPath: root + "/" + pbxproj),
              let top = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let objects = top["objects"] as? [String: Any],
              let rootID = top["rootObject"] as? String,
              let project = objects[rootID] as? [String: Any] else {
            return .failure(BuildFailure(.warning(pbxproj, "the Xcode project file cannot be read; building with defaults")))
        }
        let targets = (project["targets"] as? [String] ?? []).compactMap { objects[$0] as? [String: Any] }
        guard let target = targets.first(where: { ($0["productType"] as? String) == "com.apple.product-type.application" }),
              let targetName = target["name"] as? String else {
            return .failure(BuildFailure(.warning(pbxproj, "the Xcode project has no application target; building with defaults")))
        }
        var settings = debugSettings(of: project, objects: objects)
        settings.merge(debugSettings(of: target, objects: objects)) { _, targetValue in targetValue }
        let others = targets.filter { ($0["productType"] as? String) == "com.apple.product-type.application" }
            .compactMap { $0["name"] as? String }.filter { $0 != targetName }
        return .success(Found(targetName: targetName, settings: settings,
                              files: XcodeProjectFiles.files(of: target, project: project, objects: objects), otherTargets: others))
    }

    private static func debugSettings(of owner: [String: Any], objects: [String: Any]) -> [String: String] {
        guard let listID = owner["buildConfigurationList"] as? String,
              let list = objects[listID] as? [String: Any] else { return [:] }
        let configurations = (list["buildConfigurations"] as? [String] ?? []).compactMap { objects[$0] as? [String: Any] }
        guard let debug = configurations.first(where: { ($0["name"] as? String) == "Debug" }) ?? configurations.first,
              let raw = debug["buildSettings"] as? [String: Any] else { return [:] }
        var settings: [String: String] = [:]
        for (name, value) in raw {
            if let text = value as? String { settings[name] = text }
            else if let items = value as? [String] { settings[name] = items.filter { $0 != "$(inherited)" }.joined(separator: " ") }
        }
        return settings
    }

    /// Info.plist keys from `INFOPLIST_KEY_*` settings, as Xcode generates them: `_iPhone`/`_iPad`
    /// suffixes become `~iphone`/`~ipad`, orientation lists become arrays, YES/NO booleans.
    static func infoPlistKey(forSetting name: String, value: String) -> (String, PlistValue) {
        var key = String(name.dropFirst("INFOPLIST_KEY_".count))
        if key.hasSuffix("_iPhone") { key = String(key.dropLast(7)) + "~iphone" }
        if key.hasSuffix("_iPad") { key = String(key.dropLast(5)) + "~ipad" }
        if key.hasPrefix("UISupportedInterfaceOrientations") {
            return (key, .array(value.split(separator: " ").map { .string(String($0)) }))
        }
        return (key, value == "YES" ? .bool(true) : value == "NO" ? .bool(false) : .string(value))
    }
}
