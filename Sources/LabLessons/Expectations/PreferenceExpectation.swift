import Foundation
import LabCore

/// A key UserDefaults saved in the container (`Library/Preferences/<bundle id>.plist`),
/// optionally with a value.
public struct PreferenceExpectation: Expectation {
    public var key: String
    public var value: String?

    public init(key: String, value: String? = nil) {
        self.key = key
        self.value = value
    }

    public func isMet(in context: CheckContext) -> Bool {
        guard let container = context.installedApp?.containerPath else { return false }
        let file = (container as NSString).appendingPathComponent("Library/Preferences/\(context.app).plist")
        guard let data = FileManager.default.contents(atPath: file),
              let object = try? PropertyListSerialization.propertyList(from: data, format: nil),
              let dictionary = object as? [String: Any], let found = dictionary[key] else { return false }
        guard let value else { return true }
        return PlistValue(foundation: found)?.holds(value) ?? false
    }

    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        guard context.installedApp != nil else { return FailureText.notInstalled(language) }
        let shown = value.map { "\(key) = \($0)" } ?? key
        return localized(language, en: "UserDefaults has not saved \(shown) — `container` shows Library/Preferences",
                         zh: "UserDefaults 还没有保存 \(shown) —— `container` 显示 Library/Preferences",
                         ru: "UserDefaults ещё не сохранил \(shown) — `container` покажет Library/Preferences")
    }

    public func description(in language: Language) -> String {
        let shown = value.map { "\(key) = \($0)" } ?? key
        return localized(language, en: "UserDefaults saved \(shown)", zh: "UserDefaults 已保存 \(shown)", ru: "UserDefaults сохранил \(shown)")
    }
}
