import BundleFormats
import Foundation
import LabCore

/// Opens a project folder: reads its project.yml, or picks defaults for a folder without one.
public enum ProjectLoader {
    /// What loading a project gives: the project, Info.plist keys from `info.properties`, warnings.
    public struct Loaded: Sendable {
        public var project: Project
        public var infoProperties: [String: PlistValue]
        public var warnings: [Diagnostic]
    }

    /// Folders a build never reads as sources: its own output, Xcode's project and test
    /// targets, dependency managers' checkouts (`Pods/`, `Carthage/`) and fastlane's folder.
    static func isIgnoredFolder(_ name: String) -> Bool {
        name == "build" || name == "DerivedData" || name.hasPrefix(".") || name.hasSuffix(".app")
            || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
            || name.hasSuffix("Tests") || name.hasSuffix("UITests")
            || ["Pods", "Carthage", "fastlane"].contains(name)
    }

    /// `root` is the project folder on the host (`TypedPath.projectFolder`: an `.xcodeproj`'s
    /// folder stands for it); `shownAs` is how the user named it; `target`
    /// is `--target NAME`, which chooses among an `.xcodeproj`'s application targets;
    /// `swiftVersion` (`--swift-version`) replaces the target's SWIFT_VERSION.
    public static func load(at root: String, shownAs: String, target: String? = nil, swiftVersion: String? = nil) throws(BuildFailure) -> Loaded {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else {
            throw BuildFailure(.error(nil, tr("no project folder at %@", shownAs)))
        }
        guard isFolder.boolValue else {
            throw BuildFailure(.error(nil, tr("%@ is a file, not a project folder", shownAs)))
        }
        // A FIFO would block the build when read; a device or socket is no source file either.
        if let special = FolderContents.firstUncopyable(in: root, linksMayLeave: true, skippingHidden: true) {
            throw BuildFailure(.error(special.path, tr("is %@; a project holds files and folders only — remove it", special.what.buildWording)))
        }
        let folderName = (root as NSString).lastPathComponent
        let manifestPath = root + "/" + ProjectManifest.fileName
        guard FileManager.default.fileExists(atPath: manifestPath) else {
            var project = defaultProject(root: root, folderName: folderName)
            var warnings: [Diagnostic] = []
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
            if let xcodeproj = entries.first(where: { $0.hasSuffix(".xcodeproj") }) {
                switch XcodeProjectSettings.read(xcodeproj + "/project.pbxproj", root: root, target: target) {
                case let .success(found):
                    warnings += try apply(found, to: &project, xcodeproj: xcodeproj, swiftVersion: swiftVersion)
                    if target == nil, !found.otherTargets.isEmpty {
                        warnings.append(.warning(xcodeproj, tr("building %@, the application target named like the project; the others (%@) build with --target NAME",
                                                               found.targetName, found.otherTargets.joined(separator: ", "))))
                    }
                case let .failure(problem):
                    if problem.errorCount > 0 { throw problem }
                    warnings += problem.diagnostics
                }
            } else if case let folders = XcodeWorkspace.projectFolders(root: root, entries: entries), !folders.isEmpty {
                guard folders.count == 1 else {
                    throw BuildFailure(.error(nil, tr("%@ is an Xcode workspace of %d projects (%@): build one of them, as Xcode builds the scheme you choose: `build %@/%@`",
                                                      shownAs, folders.count, folders.joined(separator: ", "), shownAs, folders[0])))
                }
                return try load(at: root + "/" + folders[0], shownAs: shownAs + "/" + folders[0], target: target, swiftVersion: swiftVersion)
            } else if let target {
                throw BuildFailure(.error(nil, tr("--target %@ chooses among an Xcode project's application targets, and %@ has no .xcodeproj", target, shownAs)))
            }
            if let swiftVersion { project.target.settings["SWIFT_VERSION"] = swiftVersion }
            return Loaded(project: project, infoProperties: [:], warnings: warnings)
        }
        if let target {
            throw BuildFailure(.error(nil, tr("--target %@ chooses among an Xcode project's application targets; %@ is built from its project.yml", target, shownAs)))
        }
        guard let data = FileManager.default.contents(atPath: manifestPath),
              let text = String(data: data, encoding: .utf8) else {
            throw BuildFailure(.error(ProjectManifest.fileName, line: 1, tr("project.yml is not readable UTF-8 text")))
        }
        var manifest = ProjectManifest()
        var project = try manifest.parse(text, root: root, folderName: folderName)
        if let swiftVersion { project.target.settings["SWIFT_VERSION"] = swiftVersion }
        return Loaded(project: project, infoProperties: manifest.infoProperties, warnings: manifest.diagnostics)
    }

    /// A folder without project.yml: one iOS application named after the folder. Its sources are
    /// the folder named like the project when there is one (Xcode's template shape), else the
    /// whole folder; Info.plist is the first one found there.
    static func defaultProject(root: String, folderName: String) -> Project {
        let name = folderName.hasSuffix("/") ? String(folderName.dropLast()) : folderName
        var isFolder: ObjCBool = false
        let hasNamedFolder = FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
        let sources = hasNamedFolder ? [name] : ["."]
        let infoPath = sources.lazy.compactMap { findInfoPlist(in: root, under: $0) }.first
        let target = Project.Target(name: name, sources: sources, infoPath: infoPath,
                                    settings: ["GENERATE_INFOPLIST_FILE": "YES"])
        return Project(name: name, root: root, target: target, hasManifest: false)
    }

    private static func findInfoPlist(in root: String, under folder: String) -> String? {
        let base = folder == "." ? "" : folder + "/"
        var queue = [base]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + current)) ?? []).sorted()
            if entries.contains("Info.plist") { return current + "Info.plist" }
            for entry in entries where !isIgnoredFolder(entry) && !entry.contains(".") {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: root + "/" + current + entry, isDirectory: &isFolder), isFolder.boolValue {
                    queue.append(current + entry + "/")
                }
            }
        }
        return nil
    }

    /// Settings from an Xcode project: the target's name and settings, its Info.plist and
    /// deployment target.
    private static func apply(_ found: XcodeProjectSettings.Found, to project: inout Project, xcodeproj: String, swiftVersion: String?) throws(BuildFailure) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        project.target.name = found.targetName
        project.target.libraries = found.libraries
        project.target.settings.merge(found.settings) { _, fromXcode in fromXcode }
        if let swiftVersion { project.target.settings["SWIFT_VERSION"] = swiftVersion }
        // Xcode 8.3 and later refuse a Swift target without a language version (a Swift 2 or
        // 3 project): its code needs converting before any compiler of today takes it.
        let hasSwift = found.files.map { $0.contains { $0.hasSuffix(".swift") } } ?? true
        if hasSwift, (project.target.settings["SWIFT_VERSION"] ?? "").isEmpty {
            throw BuildFailure(.error(xcodeproj, tr("target %@ has no SWIFT_VERSION: it is a Swift 2 or 3 project, which Xcode no longer builds either; set SWIFT_VERSION (4.0, 4.2 or 5.0) and update its code (Xcode: Edit > Convert > To Current Swift Syntax), or build it in Swift 4 mode with --swift-version 4 and change what the compiler's rename errors name", found.targetName)))
        }
        // A bundle identifier the device would refuse is the project's mistake: named there.
        if let identifier = found.settings["PRODUCT_BUNDLE_IDENTIFIER"], !identifier.contains("$"),
           let problem = InfoPlistKeyTypes.problem(in: ["CFBundleIdentifier": .string(identifier)]) {
            throw BuildFailure(.error(xcodeproj, tr("PRODUCT_BUNDLE_IDENTIFIER: %@", problem.message)))
        }
        // Exactly the files of the target's Compile Sources and Copy Bundle Resources phases.
        if var files = found.files {
            // A name differing only in case from the file in the folder is found, as on the
            // Mac's file system (not case-sensitive) where the project was made; the warning
            // names the difference, which a case-sensitive disk (or git on one) would not forgive.
            for (index, file) in files.enumerated() where !FileManager.default.fileExists(atPath: project.root + "/" + file) {
                guard let actual = ProjectFiles.pathMatchingCase(file, in: project.root) else { continue }
                files[index] = actual
                warnings.append(.warning(file, tr("the project lists '%@' and the folder holds '%@': found as the Mac's file system finds it, ignoring case; a case-sensitive file system would not", file, actual)))
            }
            // A file the phases list but the folder lacks (a secrets file kept out of git) stops
            // Xcode's build as well.
            if let missing = files.sorted().first(where: { !FileManager.default.fileExists(atPath: project.root + "/" + $0) }) {
                throw BuildFailure(.error(missing, tr("%@ (target %@ lists it in its build phases; the project folder does not have it)",
                    "Build input file cannot be found: '\(missing)'. Did you forget to declare this file as an output of a script phase or custom build rule which produces it?",
                    found.targetName)))
            }
            project.target.sources = files.sorted()
            project.target.resources = []
        }
        if let infoFile = found.settings["INFOPLIST_FILE"] {
            do { _ = try ContainedPath.resolve(infoFile, inside: project.root) } catch {
                throw BuildFailure(.error(infoFile, BuildText(key: "INFOPLIST_FILE: %@", arguments: [.phrase(error.buildWording)])))
            }
            if FileManager.default.fileExists(atPath: project.root + "/" + infoFile) { project.target.infoPath = infoFile }
        }
        // `SDKROOT = macosx`: a Mac app, built in the `Contents/` layout for the simulated Mac.
        if found.settings["SDKROOT"] == "macosx" {
            project.target.platform = .macOS
            project.target.deploymentTarget = found.settings["MACOSX_DEPLOYMENT_TARGET"].flatMap { ProjectManifest.isVersion($0) ? $0 : nil }
                ?? BundleLayout.macOS.defaultDeploymentTarget
        } else if let deployment = found.settings["IPHONEOS_DEPLOYMENT_TARGET"], ProjectManifest.isVersion(deployment) {
            project.target.deploymentTarget = deployment
        }
        return warnings
    }
}
