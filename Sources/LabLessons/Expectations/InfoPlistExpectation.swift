import LabCore

/// A key (and optionally its value) in the installed bundle's Info.plist — what the build
/// wrote, not the project's source file.
public struct InfoPlistExpectation: Expectation {
    public var key: String
    /// nil: the key must merely be present.
    public var value: String?
    /// true: the key must be absent.
    public var absent: Bool

    public init(key: String, value: String? = nil, absent: Bool = false) {
        self.key = key
        self.value = value
        self.absent = absent
    }

    public func isMet(in context: CheckContext) -> Bool {
        guard let info = context.installedApp?.bundle.info else { return false }
        guard let found = info[key] else { return absent }
        if absent { return false }
        return value.map { found.holds($0) } ?? true
    }

    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        guard let info = context.installedApp?.bundle.info else { return FailureText.notInstalled(language) }
        if absent {
            return localized(language, en: "the installed Info.plist still has \(key) — `plist` shows what the build wrote",
                             zh: "安装的 Info.plist 中仍然有 \(key) —— `plist` 显示构建写入的内容",
                             ru: "в установленном Info.plist всё ещё есть \(key) — `plist` покажет, что записала сборка")
        }
        guard let found = info[key]?.lessonShown else {
            return localized(language, en: "the installed Info.plist has no \(key) — `plist` shows what the build wrote",
                             zh: "安装的 Info.plist 中没有 \(key) —— `plist` 显示构建写入的内容",
                             ru: "в установленном Info.plist нет \(key) — `plist` покажет, что записала сборка")
        }
        return localized(language, en: "the installed Info.plist's \(key) is \(found), not \(value ?? "")",
                         zh: "安装的 Info.plist 中 \(key) 是 \(found)，不是 \(value ?? "")",
                         ru: "в установленном Info.plist \(key) = \(found), а не \(value ?? "")")
    }

    public func description(in language: Language) -> String {
        if absent {
            return localized(language, en: "Info.plist has no \(key)", zh: "Info.plist 中没有 \(key)", ru: "в Info.plist нет \(key)")
        }
        guard let value else {
            return localized(language, en: "Info.plist has \(key)", zh: "Info.plist 中有 \(key)", ru: "в Info.plist есть \(key)")
        }
        return localized(language, en: "Info.plist: \(key) = \(value)", zh: "Info.plist：\(key) = \(value)", ru: "Info.plist: \(key) = \(value)")
    }
}
