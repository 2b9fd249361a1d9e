import Foundation
import LabCore
import LabToolchain

/// Builds projects and installs bundles on the session's device, the way Xcode and the device
/// share the work: a project folder is built into the session's build folder, the `.app` is
/// copied into the device (`Bundles/<bundle id>/`), and the app gets its sandbox container
/// (`Containers/<bundle id>/`). All of it lives under `session.deviceRoot`; nothing printed
/// names a host path.
struct AppInstaller {
    let session: Session

    /// A path the learner typed to `build`, `install` or `run`, resolved against the session's folder.
    func path(_ typed: String) -> TypedPath {
        TypedPath(typed, workingDirectory: session.workingDirectory)
    }

    /// The `.app` that `install` and `run` put on the device: a built one as it is, or the
    /// project's, built first; with the project folder it was built from (which the device
    /// remembers for the lessons and `run --watch`).
    func product(of path: TypedPath, target: String?, swiftVersion: String?) throws(CommandError) -> (appPath: String, projectFolder: String?) {
        switch path.kind {
        case .nothing:
            throw missing(path.typed, what: tr("project folder or .app"))
        case .file:
            throw CommandError(tr("%@ is a file; give a project folder or a .app folder", "\(path.typed)"))
        case .app:
            return (path.path, nil)
        case .xcodeproj, .projectFolder:
            return (try build(path, target: target, swiftVersion: swiftVersion).appPath, path.projectFolder)
        }
    }

    /// Builds a project; warnings are printed, and on failure the diagnostics are printed and
    /// the command fails with a one-line summary. `output` is the learner's `-o DIR`, if any;
    /// `target` their `--target NAME` (an `.xcodeproj`'s application target); `swiftVersion`
    /// their `--swift-version V`, checked here.
    func build(_ project: TypedPath, output: String? = nil, target: String? = nil, swiftVersion: String? = nil) throws(CommandError) -> BuildResult {
        var setting: String?
        if let swiftVersion {
            guard let value = SwiftLanguageMode.setting(forOption: swiftVersion) else {
                throw CommandError(tr("--swift-version takes %@ (Xcode's Swift Language Version), not %@", "\(SwiftLanguageMode.offered.joined(separator: ", "))", "\(InputLine.quoted(swiftVersion))"))
            }
            setting = value
        }
        let defaultOutput = session.folders.buildOutput(named: project.name)
        do {
            let result = try Builder.build(project, output: path(output ?? defaultOutput), target: target, swiftVersion: setting)
            for warning in result.warnings { session.print(warning.wordedDescription) }
            return result
        } catch {
            let located = error.diagnostics.filter { $0.file != nil || error.diagnostics.count > 1 }
            guard !located.isEmpty else { throw CommandError(error.diagnostics.first?.words ?? tr("build failed")) }
            session.print(error.words)
            let count = error.errorCount
            throw CommandError(count == 1 ? tr("build failed with %d error; nothing was written", count) : tr("build failed with %d errors; nothing was written", count))
        }
    }

    /// Copies the `.app` at `source` onto the device and installs it, recording `install`'s
    /// action as `entry` says.
    @discardableResult
    func install(appAt source: String, entry: ActionEntry) throws(CommandError) -> InstalledApp {
        try install(appAt: source) { bundle, container throws(DeviceError) in
            try session.device.install(bundle, containerPath: container, entry: entry)
        }
    }

    /// The same, as a step of a command recorded as one action (`run`), or of the device's boot.
    func install(appAt source: String, as steps: ActionSteps) throws(CommandError) -> InstalledApp {
        try install(appAt: source) { bundle, container throws(DeviceError) in
            try steps.install(bundle, containerPath: container)
        }
    }

    /// Checks the bundle, copies it to its staging folder and prepares the app's container;
    /// `installOnDevice` then installs it (the copy replaces the installed one only if it does),
    /// and the installed app is returned.
    private func install(appAt source: String,
                         installOnDevice: (AppBundle, String) throws(DeviceError) -> Void) throws(CommandError) -> InstalledApp {
        let folderName = (source as NSString).lastPathComponent
        if let bad = FolderContents.firstUncopyable(in: source) {
            throw CommandError(tr("cannot install %@: %@ is %@; a bundle holds files and folders only", "\(folderName)", "\(bad.path)", bad.what.text))
        }
        var bundle: AppBundle
        do { bundle = try AppBundle.load(from: source) } catch { throw CommandError(error.text) }
        if bundle.defects.contains(where: { $0.kind == .infoPlistMissing }) {
            throw CommandError(tr("cannot install %@: it has no Info.plist, so iOS cannot read its bundle identifier or executable name (build the project again)", "\(folderName)"))
        }
        if let problem = bundle.defects.first(where: { if case .infoPlistUnreadable = $0.kind { true } else { false } }) {
            throw CommandError(tr("cannot install %@: its Info.plist cannot be read (%@)", "\(folderName)", "\(problem.text)"))
        }
        let identifier = bundle.bundleIdentifier
        guard DeviceFolders.isUsableIdentifier(identifier) else {
            throw CommandError(tr("cannot install %@: its Info.plist has no usable CFBundleIdentifier; set PRODUCT_BUNDLE_IDENTIFIER and build again", "\(folderName)"))
        }
        let files = FileManager.default
        let bundles = session.folders.bundleFolder(of: identifier)
        let staging = session.folders.stagingFolder(of: identifier)
        let final = bundles + "/" + folderName
        try? files.removeItem(atPath: staging)
        do {
            try files.createDirectory(atPath: staging, withIntermediateDirectories: true)
            try files.copyItem(atPath: source, toPath: staging + "/" + folderName)
        } catch {
            try? files.removeItem(atPath: staging)
            throw CommandError(tr("cannot copy %@ onto the device", "\(folderName)"))
        }
        bundle.path = final
        let planned = containerPlanned(for: bundle)
        let hadContainer = files.fileExists(atPath: planned.path)
        let container = planned
        do { try container.prepare() } catch {
            try? files.removeItem(atPath: staging)
            throw CommandError(error.text)
        }
        do {
            try installOnDevice(bundle, container.path)
        } catch {
            try? files.removeItem(atPath: staging)
            if !hadContainer { container.remove() }
            throw CommandError(error.message)
        }
        try? files.removeItem(atPath: bundles)
        try? files.moveItem(atPath: staging, toPath: bundles)
        return InstalledApp(bundle: bundle, containerPath: container.path)
    }

    /// Where the app's files go (`DeviceFolders.container(for:)`).
    func containerPlanned(for bundle: AppBundle) -> SandboxContainer {
        session.folders.container(for: bundle)
    }

    /// Removes an app's bundle copy and container after the device has uninstalled it.
    func removeFiles(of app: InstalledApp) {
        guard !app.isSystemApp else { return }
        try? FileManager.default.removeItem(atPath: session.folders.bundleFolder(of: app.bundleIdentifier))
        // An unsandboxed Mac app's home is the user's, which outlives it.
        if let containerPath = app.containerPath, containerPath != session.folders.macUserHome {
            SandboxContainer(path: containerPath, bundleIdentifier: app.bundleIdentifier).remove()
        }
    }
}

extension AppInstaller {
    /// `no project folder at Projects/Quite — did you mean Projects/Quiet?`: the typed path's
    /// folder is read for a folder named close to its last part, so a typo gets its correction.
    func missing(_ typed: String, what: String) -> CommandError {
        // Split by hand: Foundation's deletingLastPathComponent traps on a one-letter name.
        var trimmed = Substring(typed)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let slash = trimmed.lastIndex(of: "/")
        let parent = slash.map { String(trimmed[...$0]) } ?? ""
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? String(trimmed)
        let folder = session.hostPath(parent.isEmpty ? "." : parent)
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { entry in
            var isFolder: ObjCBool = false
            return !entry.hasPrefix(".") && FileManager.default.fileExists(atPath: folder + "/" + entry, isDirectory: &isFolder) && isFolder.boolValue
        }
        let close = NameMatch.closest(to: name, among: folders.sorted(), limit: 1)
        guard !name.isEmpty, let best = close.first else {
            return CommandError(tr("no %@ at %@; check the path (relative paths start from the current folder)", "\(what)", "\(typed)"))
        }
        return CommandError(tr("no %@ at %@ — did you mean %@?", "\(what)", "\(typed)", "\(Tokenizer.quote(parent + best))"))
    }
}
