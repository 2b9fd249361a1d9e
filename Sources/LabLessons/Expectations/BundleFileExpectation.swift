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

    public func description(in language: Language) -> String {
        absent
            ? localized(language, en: "the bundle has no \(path)", zh: "包中没有 \(path)", ru: "в бандле нет \(path)")
            : localized(language, en: "the bundle has \(path)", zh: "包中有 \(path)", ru: "в бандле есть \(path)")
    }
}
