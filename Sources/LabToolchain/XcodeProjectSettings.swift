import BundleFormats
import Foundation
import LabCore

/// Build settings read from an Xcode project file (`NAME.xcodeproj/project.pbxproj`), for a
/// folder that has one and no project.yml: the Debug configuration of the project, under the
/// Debug configuration of the application target chosen (`chooseTarget`). Only settings are read; the file and
/// group structure is not (the folder named like the project holds the sources).
public enum XcodeProjectSettings {
    struct Found {
        var targetName: String
        var settings: [String: String]
        /// The target's sources and resources from its build phases; nil to build the folder.
        var files: [String]?
        /// Other application targets, which this build does not build.
        var otherTargets: [String] = []
        /// The framework, static library and local package targets the app links.
        var libraries: [LibraryTarget] = []
    }

    /// Reads `pbxproj` (project-relative) or says why it could not. `target` is the
    /// learner's `--target NAME`; without it, see `chooseTarget`.
    static func read(_ pbxproj: String, root: String, target wanted: String? = nil) -> Result<Found, BuildFailure> {
        let project: [String: Any], objects: [String: Any]
        do { (project, objects) = try parse(root + "/" + pbxproj) } catch {
            // As Xcode, which will not open a damaged project: the build stops.
            return .failure(BuildFailure(.error(pbxproj, line: error.line, tr("the Xcode project file is damaged: %@", error.text))))
        }
        let projectFile = String(pbxproj.folderPrefix.dropLast())
        let applications = applicationTargets(of: project, objects: objects)
        let names = applications.compactMap { $0["name"] as? String }
        guard !names.isEmpty else {
            if let wanted { return .failure(BuildFailure(.error(nil, tr("%@ has no application targets, so --target %@ names nothing", projectFile, wanted)))) }
            return .failure(BuildFailure(.warning(pbxproj, tr("the Xcode project has no application target; building with defaults"))))
        }
        let chosen: String
        switch chooseTarget(among: names, wanted: wanted, projectFile: projectFile) {
        case let .success(name): chosen = name
        case let .failure(problem): return .failure(problem)
        }
        guard let target = applications.first(where: { ($0["name"] as? String) == chosen }) else {
            return .failure(BuildFailure(.error(nil, tr("%@ has no application target %@", projectFile, chosen))))
        }
        var settings = debugSettings(of: project, objects: objects)
        settings.merge(debugSettings(of: target, objects: objects)) { _, targetValue in targetValue }
        let libraries: [LibraryTarget]
        do { libraries = try XcodeProjectLibraries.libraries(of: target, project: project, objects: objects, root: root) } catch {
            return .failure(error)
        }
        return .success(Found(targetName: chosen, settings: settings,
                              files: XcodeProjectFiles.files(of: target, project: project, objects: objects),
                              otherTargets: names.filter { $0 != chosen }, libraries: libraries))
    }

    /// Which application target to build, as `xcodebuild -target` names one: the one given
    /// (exactly, else "did you mean"); alone, the only one; among several, the one named like
    /// the `.xcodeproj` (the scheme Xcode opens with), else none — the learner is asked.
    static func chooseTarget(among names: [String], wanted: String?, projectFile: String) -> Result<String, BuildFailure> {
        let list = names.joined(separator: ", ")
        if let wanted {
            if names.contains(wanted) { return .success(wanted) }
            let close = NameMatch.closest(to: wanted, among: names)
            let hint = close.isEmpty ? tr("its application targets are %@", list) : tr("did you mean %@?", close.joined(separator: " or "))
            return .failure(BuildFailure(.error(nil, tr("%@ has no application target %@ — %@", projectFile, wanted, hint))))
        }
        if names.count == 1 { return .success(names[0]) }
        let projectName = String(projectFile.fileName.dropLast(".xcodeproj".count))
        if names.contains(projectName) { return .success(projectName) }
        return .failure(BuildFailure(.error(nil, tr("%@ has %d application targets (%@); choose one with --target NAME", projectFile, names.count, list))))
    }

    /// The application targets of the `.xcodeproj` in `root`, for completing `--target`.
    public static func applicationTargets(inProjectAt root: String) -> [String] {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
        guard let xcodeproj = entries.first(where: { $0.hasSuffix(".xcodeproj") }),
              let parsed = try? parse(root + "/" + xcodeproj + "/project.pbxproj") else { return [] }
        return applicationTargets(of: parsed.0, objects: parsed.1).compactMap { $0["name"] as? String }
    }

    /// The project object and the object table of a `project.pbxproj` (an old-style plist),
    /// or the line that is wrong and what was expected there.
    static func parse(_ path: String) throws(OldStylePlist.Failure) -> ([String: Any], [String: Any]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw OldStylePlist.Failure(line: 1, tr("it cannot be read"))
        }
        if let invalid = UTF8Validation.firstInvalid(in: data) {
            throw OldStylePlist.Failure(line: invalid.line, tr("it is not valid UTF-8 at byte offset %d (bytes %@)", invalid.offset, "\(invalid.bytes)"))
        }
        guard let top = try OldStylePlist.parse(String(decoding: data, as: UTF8.self)) as? [String: Any] else {
            throw OldStylePlist.Failure(line: 1, tr("expected a dictionary ('{') at the top"))
        }
        guard let objects = top["objects"] as? [String: Any] else {
            throw OldStylePlist.Failure(line: 1, tr("expected an objects dictionary at the top"))
        }
        guard let rootID = top["rootObject"] as? String else {
            throw OldStylePlist.Failure(line: 1, tr("expected a rootObject naming the project object at the top"))
        }
        guard let project = objects[rootID] as? [String: Any] else {
            throw OldStylePlist.Failure(line: 1, tr("expected the rootObject %@ among the objects", rootID))
        }
        return (project, objects)
    }

    private static func applicationTargets(of project: [String: Any], objects: [String: Any]) -> [[String: Any]] {
        (project["targets"] as? [String] ?? []).compactMap { objects[$0] as? [String: Any] }
            .filter { ($0["productType"] as? String) == "com.apple.product-type.application" }
    }

    static func debugSettings(of owner: [String: Any], objects: [String: Any]) -> [String: String] {
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
