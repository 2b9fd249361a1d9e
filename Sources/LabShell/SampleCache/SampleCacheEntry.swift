import Foundation
import LabCore
import LabToolchain

/// One entry of the sample cache on disk: a folder named by its `SampleCacheKey` holding the
/// one `NAME.app` built from a sample project. Entries are never changed once in place;
/// a damaged one is removed and written again.
enum SampleCacheEntry {
    enum BuildOutcome {
        case built(AppBundle)
        /// The sample does not build: the device cannot boot, cache or not.
        case projectFailed(String)
        /// The cache folder cannot be written; the reason in a few words.
        case cacheFailed(String)
    }

    /// The bundle in the entry at `entry`; nil when there is none or it is damaged.
    static func load(_ entry: String) -> AppBundle? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: entry) else { return nil }
        let apps = names.filter { $0.hasSuffix(".app") }
        if apps.count == 1, let bundle = try? AppBundle.load(from: entry + "/" + apps[0]), isWhole(bundle) {
            return bundle
        }
        try? FileManager.default.removeItem(atPath: entry)
        return nil
    }

    /// Builds the project into a hidden staging folder next to `entry`, then renames it into
    /// place (when another process got there first, its entry is used instead).
    static func build(projectAt project: String, into entry: String, deploymentTarget: String? = nil) -> BuildOutcome {
        let files = FileManager.default
        let entries = (entry as NSString).deletingLastPathComponent
        do { try files.createDirectory(atPath: entries, withIntermediateDirectories: true) } catch {
            return .cacheFailed(tr("cannot create the folder"))
        }
        guard let staging = TemporaryFolder.make(prefix: entries + "/" + stagingPrefix) else { return .cacheFailed(tr("cannot write in the folder")) }
        defer { try? files.removeItem(atPath: staging) }
        let result: BuildResult
        do {
            result = try Builder.build(projectAt: project, outputDirectory: staging, deploymentTarget: deploymentTarget)
        } catch {
            // Building in memory alone tells a broken project from a folder that cannot be written.
            do { _ = try Builder.assemble(projectAt: project) } catch {
                let name = (project as NSString).lastPathComponent
                return .projectFailed(tr("the sample \"%@\" does not build: %@", name, error.diagnostics.first?.wordedHeadline ?? tr("unknown error")))
            }
            return .cacheFailed(error.diagnostics.first?.words ?? tr("cannot write the bundle"))
        }
        if rename(staging, entry) != 0 {
            if let theirs = load(entry) { return .built(theirs) }
            return .cacheFailed(tr("cannot rename an entry into place"))
        }
        guard let bundle = try? AppBundle.load(from: entry + "/" + result.folderName) else {
            return .cacheFailed(tr("cannot read back what was written"))
        }
        return .built(bundle)
    }

    /// Records that the entry was used now, so `removeUnused` keeps it.
    static func markUsed(_ entry: String) {
        _ = utimes(entry, nil)
    }

    /// Removes entries not used for `lifetime` (older builds of lab, changed samples) and
    /// staging folders left by a process that stopped half way.
    static func removeUnused(in entries: String, olderThan lifetime: TimeInterval, keeping kept: String) {
        let files = FileManager.default
        guard let names = try? files.contentsOfDirectory(atPath: entries) else { return }
        let keptName = (kept as NSString).lastPathComponent
        let limit = Date().addingTimeInterval(-lifetime)
        for name in names where name != keptName {
            let path = entries + "/" + name
            // stat(2): FileManager's attributes would look up the owner's name for every entry.
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            let modified = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
            let isStaging = name.hasPrefix(stagingPrefix)
            if modified < (isStaging ? Date().addingTimeInterval(-3600) : limit) {
                try? files.removeItem(atPath: path)
            }
        }
    }

    private static let stagingPrefix = ".staging-"

    /// An identifier `AppInstaller` accepts, and no defect at all: a sample always builds whole,
    /// so anything missing means the entry was damaged after it was written.
    private static func isWhole(_ bundle: AppBundle) -> Bool {
        bundle.defects.isEmpty && DeviceFolders.isUsableIdentifier(bundle.bundleIdentifier)
    }

}
