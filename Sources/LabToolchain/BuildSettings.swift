import LabCore

/// The build settings a target is built with: Xcode's defaults, under project.yml's settings,
/// and `$(VAR)` expansion as Xcode does it in Info.plist and in settings themselves.
public struct BuildSettings: Sendable, Equatable {
    public private(set) var values: [String: String]

    public init(target: Project.Target, projectName: String) {
        let deploymentKey = target.platform == .iOS ? "IPHONEOS_DEPLOYMENT_TARGET" : "MACOSX_DEPLOYMENT_TARGET"
        var values: [String: String] = [
            "TARGET_NAME": target.name,
            "PROJECT_NAME": projectName,
            "PRODUCT_NAME": "$(TARGET_NAME)",
            "EXECUTABLE_NAME": "$(PRODUCT_NAME)",
            "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
            "PRODUCT_BUNDLE_IDENTIFIER": "com.example.$(PRODUCT_NAME:rfc1034identifier)",
            "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL",
            "DEVELOPMENT_LANGUAGE": "en",
            "MARKETING_VERSION": "1.0",
            "CURRENT_PROJECT_VERSION": "1",
            "WRAPPER_EXTENSION": "app",
            "FULL_PRODUCT_NAME": "$(PRODUCT_NAME).app",
            "ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon",
            "SDKROOT": target.platform == .iOS ? "iphoneos" : "macosx",
            "CONFIGURATION": "Debug",
            deploymentKey: target.deploymentTarget,
        ]
        if target.platform == .iOS { values["TARGETED_DEVICE_FAMILY"] = "1,2" }
        values.merge(target.settings) { _, set in set }
        self.values = values
    }

    /// A setting with every `$(VAR)` in it expanded; nil when it is not set.
    public func value(_ name: String) -> String? {
        guard values[name] != nil else { return nil }
        var unknown: Set<String> = []
        return expand("$(\(name))", unknown: &unknown)
    }

    /// `text` with `$(VAR)`, `${VAR}` and `$(VAR:modifier)` replaced. Names that are not
    /// settings expand to the empty string, as in Xcode; they are added to `unknown`.
    public func expand(_ text: String, unknown: inout Set<String>) -> String {
        expand(text, unknown: &unknown, depth: 0)
    }

    private func expand(_ text: String, unknown: inout Set<String>, depth: Int) -> String {
        guard text.contains("$"), depth < 16 else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            guard character == "$", next < text.endIndex, text[next] == "(" || text[next] == "{" else {
                result.append(character)
                index = next
                continue
            }
            let closer: Character = text[next] == "(" ? ")" : "}"
            guard let end = text[next...].firstIndex(of: closer) else {
                result += text[index...]
                break
            }
            let reference = String(text[text.index(after: next)..<end])
            result += resolve(reference, unknown: &unknown, depth: depth)
            index = text.index(after: end)
        }
        return result
    }

    private func resolve(_ reference: String, unknown: inout Set<String>, depth: Int) -> String {
        var parts = reference.split(separator: ":").map(String.init)
        let name = parts.isEmpty ? "" : parts.removeFirst()
        guard let raw = values[name] else {
            unknown.insert(name)
            return ""
        }
        var value = expand(raw, unknown: &unknown, depth: depth + 1)
        for modifier in parts { value = Self.apply(modifier, to: value) }
        return value
    }

    /// Xcode's setting modifiers: `rfc1034identifier` (bundle ids), `c99extidentifier` (module
    /// names), `identifier`, `lower`, `upper`.
    static func apply(_ modifier: String, to value: String) -> String {
        switch modifier {
        case "rfc1034identifier":
            return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
        case "c99extidentifier", "identifier":
            var result = String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
            if result.first?.isNumber == true { result = "_" + result }
            return result
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        default: return value
        }
    }
}
