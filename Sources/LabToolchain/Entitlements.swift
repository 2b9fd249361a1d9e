import BundleFormats
import Foundation
import LabCore

/// The project's entitlements file, as code signing embeds it: `CODE_SIGN_ENTITLEMENTS`, or
/// else the one `.entitlements` file in the project folder (Xcode's template names it
/// `NAME.entitlements` and points the setting at it).
enum Entitlements {
    static func read(settings: BuildSettings, root: String) throws(BuildFailure) -> [String: PlistValue] {
        guard let path = settings.value("CODE_SIGN_ENTITLEMENTS").flatMap({ $0.isEmpty ? nil : $0 }) ?? find(in: root) else { return [:] }
        guard let data = FileManager.default.contents(atPath: root + "/" + path) else {
            throw BuildFailure(.error(path, tr("CODE_SIGN_ENTITLEMENTS names %@, which the project folder does not have", path)))
        }
        let value: PlistValue
        do { value = try PlistReader.read(data) } catch {
            throw BuildFailure(.error(path, tr("the entitlements file is not a property list")))
        }
        guard let entitlements = value.dictionary else {
            throw BuildFailure(.error(path, tr("the entitlements file must hold a dictionary")))
        }
        return entitlements
    }

    /// The only `.entitlements` file within two folders of the project's root, if there is exactly one.
    static func find(in root: String) -> String? {
        var found: [String] = []
        var queue = [""]
        for _ in 0..<3 {
            var next: [String] = []
            for folder in queue {
                let entries = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []).sorted()
                for entry in entries where !entry.hasPrefix(".") {
                    let relative = folder.isEmpty ? entry : folder + "/" + entry
                    if entry.hasSuffix(".entitlements") { found.append(relative); continue }
                    var isFolder: ObjCBool = false
                    if !entry.contains("."), FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isFolder), isFolder.boolValue {
                        next.append(relative)
                    }
                }
            }
            queue = next
        }
        return found.count == 1 ? found[0] : nil
    }
}
