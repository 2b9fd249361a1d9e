import Foundation
import LabCore

/// A file or folder in the installed bundle (`Base.lproj/Main.storyboardc`, `Assets.car`).
public struct BundleFileExpectation: Expectation {
    /// Relative to the bundle folder.
    public var path: String
    public var absent: Bool

    public init(path: String, absent: Bool = false) {
        self.path = path
        self.absent = absent
    }

    public func isMet(in context: CheckContext) -> Bool {
        guard let bundle = context.installedApp?.bundle.path else { return false }
        return FileManager.default.fileExists(atPath: (bundle as NSString).appendingPathComponent(path)) != absent
    }

    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        guard context.installedApp != nil else { return FailureText.notInstalled(language) }
        return absent
            ? localized(language, en: "the installed bundle still has \(path) — `bundle` lists what the build put in it",
                        zh: "安装的包中仍然有 \(path) —— `bundle` 列出构建放进包里的内容",
                        ru: "в установленном бандле всё ещё есть \(path) — `bundle` покажет, что сборка туда положила")
            : localized(language, en: "the installed bundle has no \(path) — `bundle` lists what the build put in it",
                        zh: "安装的包中没有 \(path) —— `bundle` 列出构建放进包里的内容",
                        ru: "в установленном бандле нет \(path) — `bundle` покажет, что сборка туда положила")
    }

    public func description(in language: Language) -> String {
        absent
            ? localized(language, en: "the bundle has no \(path)", zh: "包中没有 \(path)", ru: "в бандле нет \(path)")
            : localized(language, en: "the bundle has \(path)", zh: "包中有 \(path)", ru: "в бандле есть \(path)")
    }
}
