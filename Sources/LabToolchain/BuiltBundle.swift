import BundleFormats
import Foundation
import LabCore

/// A bundle assembled in memory: every file by its path inside `NAME.app`, before anything
/// is written. Building in memory first is what lets a failed build leave nothing behind.
public struct BuiltBundle: Sendable, Equatable {
    /// `Empty Window.app`.
    public var folderName: String
    public var layout: BundleLayout
    /// Paths inside the bundle (`Base.lproj/Main.storyboardc/Info.plist`) to their bytes.
    public var files: [String: Data]
    /// The path of the executable inside the bundle, written with execute permission.
    public var executablePath: String
    public var info: [String: PlistValue]
    public var program: AppProgram
    public var storyboards: [String]
    public var assetCount: Int

    /// Total size of the files.
    public var byteCount: Int { files.values.reduce(0) { $0 + $1.count } }
}

/// Writes a `BuiltBundle` atomically: into a hidden folder next to the destination, then
/// renamed into place, so the output folder holds either the old bundle or the new one.
enum BundleWriter {
    static func write(_ bundle: BuiltBundle, into outputDirectory: String, shownAs: String) throws(BuildFailure) -> String {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: outputDirectory, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw BuildFailure(.error(nil, tr("cannot write to %@: it is a file, not a folder", shownAs))) }
        } else {
            do { try manager.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true) } catch {
                throw BuildFailure(.error(nil, tr("cannot create the output folder %@", shownAs)))
            }
        }
        guard manager.isWritableFile(atPath: outputDirectory) else {
            throw BuildFailure(.error(nil, tr("cannot write to the output folder %@: permission denied", shownAs)))
        }
        let final = outputDirectory + "/" + bundle.folderName
        let partial = outputDirectory + "/." + bundle.folderName + ".partial"
        let previous = outputDirectory + "/." + bundle.folderName + ".previous"
        try? manager.removeItem(atPath: partial)
        try? manager.removeItem(atPath: previous)
        do {
            try manager.createDirectory(atPath: partial, withIntermediateDirectories: true)
            for path in bundle.files.keys.sorted() {
                let full = partial + "/" + path
                try manager.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                guard PlainFile.write(bundle.files[path] ?? Data(), to: full, permissions: path == bundle.executablePath ? 0o755 : 0o644) else {
                    throw BuildFailure(.error(nil, tr("cannot write %@ in %@", bundle.folderName + "/" + path, shownAs)))
                }
            }
            if manager.fileExists(atPath: final) { try manager.moveItem(atPath: final, toPath: previous) }
            try manager.moveItem(atPath: partial, toPath: final)
            try? manager.removeItem(atPath: previous)
        } catch {
            try? manager.removeItem(atPath: partial)
            if !manager.fileExists(atPath: final), manager.fileExists(atPath: previous) {
                try? manager.moveItem(atPath: previous, toPath: final)
            }
            if let failure = error as? BuildFailure { throw failure }
            throw BuildFailure(.error(nil, tr("cannot write %@ into %@", bundle.folderName, shownAs)))
        }
        return final
    }
}
