import Foundation
import LabCore
import LabToolchain

/// The sample apps, built once and kept: in memory for the life of the process (a replay or a
/// test run boots many devices) and on disk between runs (`SampleCacheLocation`), so booting
/// a device installs ready bundles instead of building `Samples/` from source every time.
///
/// A disk entry is `DIR/samples/KEY/NAME.app`, written under a hidden staging name and renamed
/// into place, so a reader sees a whole entry or none; `SampleCacheKey` changes whenever
/// anything that shapes the bundle does. The device reads the bundle where it lies (iOS apps
/// never write into their bundle), so nothing is copied per device.
///
/// The memory side assumes the project folders do not change while the process runs (they
/// are the program's own resources). When the folder cannot be used, `bundle(forProjectAt:)`
/// says so once through `warn` and returns nil: the caller builds as before, and boot goes on.
public final class SampleCache: @unchecked Sendable {
    /// The process's cache: `SampleCacheLocation`'s folder; the front end moves it under `--data-dir`.
    /// Compiled app executables are kept beside it (`DIR/builds`), so replays and tests
    /// compile each project once.
    public static let shared: SampleCache = {
        let cache = SampleCache(directory: SampleCacheLocation.standard) { message in
            FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
        }
        SwiftCompiler.cacheDirectory = SampleCacheLocation.standard + "/builds"
        return cache
    }()

    /// Entries not used for this long are removed when a new entry is written.
    static let unusedLifetime: TimeInterval = 30 * 24 * 60 * 60

    private let lock = NSLock()
    private var folder: String?
    private var loaded: [String: AppBundle] = [:]
    /// Set at the first problem with the folder: later boots skip it without trying again.
    private var isUnusable = false
    private let warn: @Sendable (String) -> Void

    /// - Parameters:
    ///   - directory: the cache folder (created when needed); nil keeps nothing on disk.
    ///   - warn: told once, in words, when the folder cannot be used.
    public init(directory: String?, warn: @escaping @Sendable (String) -> Void) {
        folder = directory
        self.warn = warn
    }

    /// The cache folder; setting it forgets what was loaded from the previous one.
    public var directory: String? {
        get { lock.withLock { folder } }
        set {
            lock.withLock { folder = newValue; loaded = [:]; isUnusable = false }
            if self === SampleCache.shared { SwiftCompiler.cacheDirectory = newValue.map { $0 + "/builds" } }
        }
    }

    /// The bundle built from the project at `project`, ready to install in place; nil when the
    /// cache folder cannot be used. Throws only when the project itself does not build.
    /// `deploymentTarget` replaces the project's (nil keeps it): one entry per target.
    func bundle(forProjectAt project: String, deploymentTarget: String? = nil) throws(CommandError) -> AppBundle? {
        lock.lock()
        defer { lock.unlock() }
        let memoryKey = project + "@" + (deploymentTarget ?? "")
        // One stat per boot notices a cache folder deleted meanwhile: the entry is written again.
        if let bundle = loaded[memoryKey], let path = bundle.path, FileManager.default.fileExists(atPath: path) {
            return bundle
        }
        guard let folder, !isUnusable else { return nil }
        let entries = folder + "/samples"
        let entry: String
        do {
            entry = entries + "/" + (try SampleCacheKey.make(projectAt: project, deploymentTarget: deploymentTarget))
        } catch {
            return unusable(tr("cannot read the sample project %@", (project as NSString).lastPathComponent))
        }
        if let bundle = SampleCacheEntry.load(entry) {
            SampleCacheEntry.markUsed(entry)
            loaded[memoryKey] = bundle
            return bundle
        }
        switch SampleCacheEntry.build(projectAt: project, into: entry, deploymentTarget: deploymentTarget) {
        case let .built(bundle):
            SampleCacheEntry.removeUnused(in: entries, olderThan: Self.unusedLifetime, keeping: entry)
            loaded[memoryKey] = bundle
            return bundle
        case let .projectFailed(message):
            throw CommandError(message)
        case let .cacheFailed(reason):
            return unusable(reason)
        }
    }

    /// Warns the first time only: every later boot of this process falls back quietly.
    private func unusable(_ reason: String) -> AppBundle? {
        if !isUnusable {
            isUnusable = true
            // swiftc's module cache lives in the same folder: it cannot be used either.
            if self === SampleCache.shared { SwiftCompiler.cacheDirectory = nil }
            warn(tr("the sample cache in %@ cannot be used (%@); the sample apps are built for every fresh device", folder ?? "?", reason))
        }
        return nil
    }
}
