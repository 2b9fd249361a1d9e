import BundleFormats
import Foundation
import LabCore
import Yams

/// Reads `project.yml`, a subset of XcodeGen's format:
/// ```yaml
/// name: EmptyWindow
/// options: { bundleIdPrefix: com.example }
/// settings: { MARKETING_VERSION: "1.0" }        # project-level, under every target's
/// targets:
///   EmptyWindow:
///     type: application
///     platform: iOS                              # or macOS
///     deploymentTarget: "17.0"
///     sources: [EmptyWindow]                     # or - path: EmptyWindow
///     resources: [Extras]
///     info: { path: EmptyWindow/Info.plist, properties: { UIRequiresFullScreen: true } }
///     settings: { base: { PRODUCT_BUNDLE_IDENTIFIER: com.example.EmptyWindow } }
///     dependencies:
///       - sdk: MapKit.framework
/// ```
/// Unknown keys are warnings naming their line; wrong shapes are errors.
struct ProjectManifest {
    static let fileName = "project.yml"

    var diagnostics: [Diagnostic] = []
    /// Info.plist keys from `info.properties`.
    var infoProperties: [String: PlistValue] = [:]

    /// Parses the manifest text into a project rooted at `root`.
    mutating func parse(_ text: String, root: String, folderName: String) throws(BuildFailure) -> Project {
        if let line = YamlAliasExpansion.lineExceedingLimit(in: text) {
            throw BuildFailure(.error(Self.fileName, line: line,
                tr("YAML aliases here expand to more than %d values; the file is damaged (a project.yml holds a few hundred)", YamlAliasExpansion.limit)))
        }
        let node: Node?
        do { node = try Yams.compose(yaml: text) } catch {
            throw BuildFailure(.error(Self.fileName, line: Self.line(of: error), Self.describe(error)))
        }
        guard let top = node?.mapping else {
            throw BuildFailure(.error(Self.fileName, line: node?.mark?.line ?? 1, tr("project.yml must be a mapping with name and targets")))
        }
        var name = folderName
        var projectSettings: [String: String] = [:]
        var bundleIdPrefix: String?
        var targetsNode: Node?
        for (key, value) in top {
            switch key.string ?? "" {
            case "name": name = try scalar(value, "name")
            case "settings": projectSettings = try settings(value)
            case "targets": targetsNode = value
            case "options":
                for (option, optionValue) in try mapping(value, "options") {
                    if option.string == "bundleIdPrefix" { bundleIdPrefix = try scalar(optionValue, "bundleIdPrefix") }
                    else { unknown(option, in: "options") }
                }
            default: unknown(key, in: tr("the project"))
            }
        }
        guard let targetsNode else {
            throw BuildFailure(.error(Self.fileName, line: top.mark?.line ?? 1, tr("project.yml has no `targets:`; add one target of type application")))
        }
        var chosen: Project.Target?
        for (key, value) in try mapping(targetsNode, "targets") {
            let targetName = try scalar(key, tr("target name"))
            guard let target = try self.target(named: targetName, value, root: root) else { continue }
            if chosen == nil { chosen = target } else {
                diagnostics.append(.warning(Self.fileName, line: key.mark?.line,
                    tr("target '%@' is not built: LifecycleLab builds the first application target ('%@')", targetName, chosen!.name)))
            }
        }
        guard var target = chosen else {
            throw BuildFailure(.error(Self.fileName, line: targetsNode.mark?.line ?? 1, tr("no target has `type: application`; LifecycleLab builds application targets")))
        }
        target.settings = projectSettings.merging(target.settings) { _, targetValue in targetValue }
        if target.settings["PRODUCT_BUNDLE_IDENTIFIER"] == nil, let bundleIdPrefix {
            target.settings["PRODUCT_BUNDLE_IDENTIFIER"] = bundleIdPrefix + "." + target.name
        }
        return Project(name: name, root: root, target: target, hasManifest: true)
    }

    private mutating func target(named name: String, _ node: Node, root: String) throws(BuildFailure) -> Project.Target? {
        let fields = try mapping(node, tr("target '%@'", name))
        var target = Project.Target(name: name)
        var type: String?
        var deploymentTarget: String?
        for (key, value) in fields {
            let line = value.mark?.line
            switch key.string ?? "" {
            case "type": type = try scalar(value, "type")
            case "platform":
                let platform = try scalar(value, "platform")
                guard let layout = BundleLayout(rawValue: platform) else {
                    throw BuildFailure(.error(Self.fileName, line: line, tr("platform '%@' is not supported; use iOS or macOS", platform)))
                }
                target.platform = layout
            case "deploymentTarget": deploymentTarget = try scalar(value, "deploymentTarget")
            case "sources": target.sources = try paths(value, "sources", root: root)
            case "resources": target.resources = try paths(value, "resources", root: root)
            case "info": try info(value, into: &target, root: root)
            case "settings": target.settings = try settings(value)
            case "dependencies": target.sdkFrameworks = try dependencies(value)
            default: unknown(key, in: tr("target '%@'", name))
            }
        }
        guard type == "application" else {
            diagnostics.append(.warning(Self.fileName, line: node.mark?.line,
                tr("target '%@' has type '%@' and is not built: LifecycleLab builds application targets", name, type ?? "none")))
            return nil
        }
        target.deploymentTarget = deploymentTarget ?? target.platform.defaultDeploymentTarget
        guard Self.isVersion(target.deploymentTarget) else {
            throw BuildFailure(.error(Self.fileName, line: fields.first { $0.key.string == "deploymentTarget" }?.value.mark?.line,
                                      tr("deploymentTarget '%@' is not a version such as 17.0", target.deploymentTarget)))
        }
        if target.infoPath == nil, let file = target.settings["INFOPLIST_FILE"] {
            target.infoPath = try checkedPath(file, line: nil, root: root, what: "INFOPLIST_FILE")
        }
        return target
    }

    private mutating func info(_ node: Node, into target: inout Project.Target, root: String) throws(BuildFailure) {
        for (key, value) in try mapping(node, "info") {
            switch key.string ?? "" {
            case "path": target.infoPath = try checkedPath(try scalar(value, "info.path"), line: value.mark?.line, root: root, what: "info.path")
            case "properties":
                for (property, propertyValue) in try mapping(value, "info.properties") {
                    let name = try scalar(property, tr("property name"))
                    let value = try plistValue(propertyValue)
                    // A wrong type is named here, where it is written, not in the Info.plist it goes into.
                    if let problem = InfoPlistKeyTypes.problem(in: [name: value]) {
                        throw BuildFailure(.error(Self.fileName, line: property.mark?.line, problem.message))
                    }
                    infoProperties[name] = value
                }
            default: unknown(key, in: "info")
            }
        }
    }

    private mutating func dependencies(_ node: Node) throws(BuildFailure) -> [String] {
        guard let items = node.sequence else {
            throw BuildFailure(.error(Self.fileName, line: node.mark?.line, tr("`dependencies` must be a list such as `- sdk: MapKit.framework`")))
        }
        var frameworks: [String] = []
        for item in items {
            for (key, value) in try mapping(item, tr("a dependency")) {
                if key.string == "sdk" {
                    let sdk = try scalar(value, "sdk")
                    guard sdk.hasSuffix(".framework") else {
                        throw BuildFailure(.error(Self.fileName, line: value.mark?.line, tr("sdk dependency '%@' should name a framework, such as MapKit.framework", sdk)))
                    }
                    frameworks.append(String(sdk.dropLast(".framework".count)))
                } else {
                    diagnostics.append(.warning(Self.fileName, line: key.mark?.line,
                        tr("dependency kind '%@' is not supported and is ignored; LifecycleLab links `sdk:` frameworks", key.string ?? "")))
                }
            }
        }
        return frameworks
    }
}
