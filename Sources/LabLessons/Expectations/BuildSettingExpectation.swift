import Foundation
import LabCore

/// The project the lesson's app was last built from writes an Info.plist key as a build
/// variable, `$(SETTING)`: the value comes from the build setting, not typed into the file.
/// (With `info-plist: {key, value}` beside it, the setting itself holds the value.)
public struct BuildSettingExpectation: Expectation {
    public var key: String
    public var setting: String

    public init(key: String, setting: String) {
        self.key = key
        self.setting = setting
    }

    public func isMet(in context: CheckContext) -> Bool {
        guard let folder = context.device.apps.projectFolders[context.app] else { return false }
        return Self.infoPlists(in: folder).contains { path in
            guard let data = FileManager.default.contents(atPath: path),
                  let dictionary = (try? PlistReader.read(data))?.dictionary,
                  let template = dictionary[key]?.string else { return false }
            return template.contains("$(\(setting))") || template.contains("${\(setting)}")
        }
    }

    /// The project's Info.plist files (at most three folders deep; build products skipped).
    static func infoPlists(in folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasSuffix(".app") || name.hasSuffix(".xcassets") || name.hasPrefix(".") || walker.level > 3 {
                walker.skipDescendants()
                continue
            }
            if name == "Info.plist" { found.append((folder as NSString).appendingPathComponent(relative)) }
        }
        return found.sorted()
    }

    public func description(in language: Language) -> String {
        localized(language, en: "your Info.plist writes \(key) as $(\(setting)), so the build setting gives its value",
                  zh: "你的 Info.plist 把 \(key) 写成 $(\(setting))，值来自构建设置",
                  ru: "ваш Info.plist задаёт \(key) как $(\(setting)), и значение берётся из настройки сборки")
    }
}
