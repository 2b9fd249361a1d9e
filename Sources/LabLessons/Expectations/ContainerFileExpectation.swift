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

    public func description(in language: Language) -> String {
        if absent {
            return localized(language, en: "the container has no \(path)", zh: "容器中没有 \(path)", ru: "в контейнере нет \(path)")
        }
        let base = localized(language, en: "the container has \(path)", zh: "容器中有 \(path)", ru: "в контейнере есть \(path)")
        guard let containing else { return base }
        return base + localized(language, en: " with \"\(containing)\"", zh: "，内容包含 \"\(containing)\"", ru: " с текстом \"\(containing)\"")
    }
}
