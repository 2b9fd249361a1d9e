import BundleFormats
import LabCore

/// Xcode's "nearly matches optional requirement" warning. Without `@objc optional`, a delegate
/// method whose labels are off (the Swift 2 books' `application(application:…)`) is simply
/// another method: UIKit never calls it. swiftc says nothing on Linux, so the build does.
public enum NearMissCheck {
    /// The optional requirements of the delegate protocols UIKit calls.
    static let requirements: [String: [String]] = {
        // The lifecycle's selectors (LabWire's declarations), then optional requirements the
        // device never offers.
        let application = AppDelegateCallback.allCases.map(\.rawValue) + [
            "application(_:didFailToRegisterForRemoteNotificationsWithError:)",
            "application(_:open:options:)",
            "application(_:didDiscardSceneSessions:)",
        ]
        let scene = SceneDelegateCallback.allCases.map(\.rawValue)
        return [
            "UIApplicationDelegate": application,
            "UISceneDelegate": scene,
            "UIWindowSceneDelegate": scene,
            "UNUserNotificationCenterDelegate": NotificationCenterCallback.allCases.map(\.rawValue),
        ]
    }()

    /// A method and where it is declared.
    struct Place {
        var className: String
        var selector: String
        var file: String
        var line: Int
        var column: Int
    }

    static func warnings(classes: [DeclaredClass], places: [Place], files: [SourceFile]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for place in places {
            guard let declared = classes.first(where: { $0.name == place.className }) else { continue }
            for conformance in declared.conformances {
                guard let required = requirements[conformance], !required.contains(place.selector),
                      let match = nearest(place.selector, among: required),
                      let file = files.first(where: { $0.path == place.file }) else { continue }
                result.append(SwiftFrontEnd.sourceDiagnostic(file, line: place.line, column: place.column,
                    tr("instance method '%@' nearly matches optional requirement '%@' of protocol '%@'", place.selector, match, conformance),
                    severity: .warning))
                result.append(Diagnostic(file: file.path, line: place.line, column: place.column, severity: .note,
                                         text: tr("rename to '%@' to satisfy this requirement (UIKit never calls '%@')", match, place.selector)))
            }
        }
        return result
    }

    /// A requirement with the same base name and argument count whose labels differ in one
    /// place only, by a label added or dropped (`application:` for `_:`) or a slip of a letter or two.
    public static func nearest(_ selector: String, among requirements: [String]) -> String? {
        let (base, labels) = split(selector)
        return requirements.first { requirement in
            let (otherBase, otherLabels) = split(requirement)
            guard otherBase == base, otherLabels.count == labels.count else { return false }
            let differing = zip(labels, otherLabels).filter { $0 != $1 }
            guard differing.count == 1, let (mine, theirs) = differing.first else { return false }
            return mine == "_" || theirs == "_" || NameMatch.editDistance(String(mine), String(theirs)) <= 2
        }
    }

    private static func split(_ selector: String) -> (String, [Substring]) {
        let parts = selector.split(separator: "(", maxSplits: 1)
        let labels = parts.count > 1 ? parts[1].dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast() : []
        return (String(parts.first ?? ""), Array(labels))
    }
}
