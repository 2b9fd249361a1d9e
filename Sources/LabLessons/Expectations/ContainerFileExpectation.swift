import Foundation
import LabCore

/// A file in the app's sandbox container (`Documents/note.txt`), optionally containing a text.
public struct ContainerFileExpectation: Expectation {
    /// Relative to the container folder.
    public var path: String
    public var containing: String?
    public var absent: Bool

    public init(path: String, containing: String? = nil, absent: Bool = false) {
        self.path = path
        self.containing = containing
        self.absent = absent
    }

    public func isMet(in context: CheckContext) -> Bool {
        guard let container = context.installedApp?.containerPath else { return false }
        let full = (container as NSString).appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: full) else { return absent }
        if absent { return false }
        guard let containing else { return true }
        guard let data = FileManager.default.contents(atPath: full) else { return false }
        return String(decoding: data, as: UTF8.self).contains(containing)
    }

    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        guard let container = context.installedApp?.containerPath else { return FailureText.notInstalled(language) }
        let exists = FileManager.default.fileExists(atPath: (container as NSString).appendingPathComponent(path))
        if absent {
            return localized(language, en: "the container still has \(path) — `container` lists it", zh: "容器中仍然有 \(path) —— `container` 会列出它",
                             ru: "в контейнере всё ещё есть \(path) — `container` покажет его")
        }
        guard exists, let containing else {
            return localized(language, en: "the container has no \(path) — nothing wrote it yet (`container` lists what is there)",
                             zh: "容器中没有 \(path) —— 还没有代码写入它（`container` 列出现有内容）",
                             ru: "в контейнере нет \(path) — его ещё никто не записал (`container` покажет, что там есть)")
        }
        return localized(language, en: "\(path) does not hold \"\(containing)\" — `cat` shows what it holds",
                         zh: "\(path) 中没有 \"\(containing)\" —— `cat` 显示它的内容",
                         ru: "в \(path) нет \"\(containing)\" — `cat` покажет, что в нём")
    }

    public func description(in language: Language) -> String {
        if absent {
            return localized(language, en: "the container has no \(path)", zh: "容器中没有 \(path)", ru: "в контейнере нет \(path)")
        }
        let base = localized(language, en: "the container has \(path)", zh: "容器中有 \(path)", ru: "в контейнере есть \(path)")
        guard let containing else { return base }
        return base + localized(language, en: " with \"\(containing)\"", zh: "，内容包含 \"\(containing)\"", ru: " с текстом \"\(containing)\"")
    }
}
