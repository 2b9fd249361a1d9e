import Foundation
import LabCore

/// What a successful build reports.
public struct BuildResult: Sendable {
    /// The `.app` folder on the host.
    public var appPath: String
    /// `Empty Window.app`.
    public var folderName: String
    public var bundle: BuiltBundle
    /// Warnings to show (they did not stop the build).
    public var warnings: [Diagnostic]

    /// `Empty Window.app — iOS 17.0, 2 Swift files, 2 classes, 2 storyboards, 2 assets, 14 files, 9.1 KB`.
    public var summary: String {
        let program = bundle.program
        let platform = bundle.layout == .iOS ? "iOS" : "macOS"
        let minimum = bundle.info["MinimumOSVersion"]?.string ?? bundle.info["LSMinimumSystemVersion"]?.string ?? "?"
        var parts = ["\(platform) \(minimum)", count(program.sources.count, "Swift file"), count(program.classes.count, "class", "classes")]
        if !bundle.storyboards.isEmpty { parts.append(count(bundle.storyboards.count, "storyboard")) }
        if bundle.assetCount > 0 { parts.append(count(bundle.assetCount, "asset")) }
        parts.append(count(bundle.files.count, "file"))
        parts.append(ByteCount.format(bundle.byteCount))
        return "\(folderName) — " + parts.joined(separator: ", ")
    }

    private func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
    }
}

/// The library side of `lab build PROJECT [-o DIR]` and the REPL's `build`: project folder in,
/// `NAME.app` out, or diagnostics and nothing written.
public enum Builder {
    /// Where a build goes when no `-o` is given: `build/` inside the project, as xcodebuild does.
    public static func defaultOutputDirectory(forProjectAt project: String) -> String {
        (project.hasSuffix("/") ? String(project.dropLast()) : project) + "/build"
    }

    /// Builds the project at `path` into `outputDirectory` (default `build/` inside the project).
    /// Relative paths are resolved against `workingDirectory` (the process's when nil); messages
    /// show the paths as given, never as absolute host paths. `deploymentTarget`, when given,
    /// replaces the project's (a build for one particular device, as the samples are built for
    /// the device's iOS version).
    /// `target` chooses among an `.xcodeproj`'s application targets (`--target NAME`);
    /// `swiftVersion` replaces the target's SWIFT_VERSION (`--swift-version 4`, a value of
    /// `SwiftLanguageMode.setting(forOption:)`).
    public static func build(projectAt path: String, outputDirectory: String? = nil, workingDirectory: String? = nil,
                             deploymentTarget: String? = nil, target: String? = nil, swiftVersion: String? = nil) throws(BuildFailure) -> BuildResult {
        try build(TypedPath(path, workingDirectory: workingDirectory),
                  output: outputDirectory.map { TypedPath($0, workingDirectory: workingDirectory) },
                  deploymentTarget: deploymentTarget, target: target, swiftVersion: swiftVersion)
    }

    /// Builds the project `project` names (an `.xcodeproj` stands for its folder) into `output`
    /// (default `build/` inside the project); as `build(projectAt:…)`, with the paths resolved.
    public static func build(_ project: TypedPath, output: TypedPath? = nil, deploymentTarget: String? = nil,
                             target: String? = nil, swiftVersion: String? = nil) throws(BuildFailure) -> BuildResult {
        var loaded = try ProjectLoader.load(at: project.projectFolder, shownAs: project.typed, target: target, swiftVersion: swiftVersion)
        if let deploymentTarget { loaded.project.target.deploymentTarget = deploymentTarget }
        let bundle = try assemble(loaded)
        let outputPath = output?.path ?? defaultOutputDirectory(forProjectAt: project.path)
        let shownOutput = output?.typed ?? defaultOutputDirectory(forProjectAt: project.typed)
        let appPath = try BundleWriter.write(bundle.0, into: outputPath, shownAs: shownOutput)
        return BuildResult(appPath: appPath, folderName: bundle.0.folderName, bundle: bundle.0, warnings: bundle.1)
    }

    /// Builds in memory only: the bundle's files and the warnings. Tests use this directly.
    public static func assemble(projectAt root: String) throws(BuildFailure) -> (BuiltBundle, [Diagnostic]) {
        try assemble(try ProjectLoader.load(at: root, shownAs: root.fileName))
    }

    private static func assemble(_ loaded: ProjectLoader.Loaded) throws(BuildFailure) -> (BuiltBundle, [Diagnostic]) {
        var assembler = BundleAssembler(loaded: loaded)
        let bundle = try assembler.assemble()
        return (bundle, assembler.warnings)
    }

    /// The file a target's build settings come from, as a diagnostic names it: project.yml, or
    /// the `.xcodeproj`'s project.pbxproj (nil for a folder built with defaults).
    static func settingsFile(of project: Project) -> String? {
        if project.hasManifest { return ProjectManifest.fileName }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: project.root)) ?? []).sorted()
        return entries.first { $0.hasSuffix(".xcodeproj") }.map { $0 + "/project.pbxproj" }
    }

}

/// Sizes as the inspection commands print them: `812 B`, `1.4 KB`, `2.3 MB`.
public enum ByteCount {
    public static func format(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) B" }
        let kilobytes = Double(bytes) / 1024
        if kilobytes < 1024 { return String(format: "%.1f KB", kilobytes) }
        return String(format: "%.1f MB", kilobytes / 1024)
    }
}
