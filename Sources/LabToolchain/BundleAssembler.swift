import BundleFormats
import Foundation
import LabCore

/// Assembles a loaded project into a `BuiltBundle` in memory by running `BuildPhases.app` in
/// order; what the phases make along the way is kept here for the phases after them.
struct BundleAssembler {
    let loaded: ProjectLoader.Loaded
    let settings: BuildSettings
    private(set) var warnings: [Diagnostic]
    /// The bundle's files by their path inside it, and where each came from.
    private(set) var files: [String: Data] = [:]
    private var origins: [String: String] = [:]

    /// The origins of the bundle's files that the build makes rather than copies from the project.
    static let madeByTheBuild: [String: BuildText] = [
        "the executable": tr("the executable"), "the Swift runtime": tr("the Swift runtime"),
        "the provisioning profile": tr("the provisioning profile"), "the app icon set": tr("the app icon set"),
        "asset catalogs": tr("asset catalogs"),
    ]

    /// `collectFiles`: what the build reads (neither Objective-C nor the Core Data models' files).
    var items: [ProjectFiles.Item] = []
    /// `collectFiles`: Objective-C and C files, which are not compiled.
    var foreign: [ProjectFiles.Item] = []
    /// `collectFiles`: the Core Data models, compiled (momc) rather than copied.
    var models: [ManagedObjectModelSource] = []
    /// `startResources`: the resource phases, running meanwhile.
    var pendingResources: PendingBundleResources?
    /// `readSwiftSources`: the app's Swift, with the models' generated classes.
    var sources: [SourceFile] = []
    /// `buildLibraries`: the project's own frameworks, static libraries and package targets.
    var libraries: LibraryAssembler?
    /// `checkSwift`: what the front end read of the sources.
    var front: SwiftFrontEnd.Output?
    /// `compileSwift`: the executable and its module's name.
    var executable = Data()
    var module = ""
    /// `addResources`: the resource phases' results (Info.plist among them).
    var resources: BundleResources?
    /// `linkExecutable`: the executable's path inside the bundle.
    var executablePath = ""

    init(loaded: ProjectLoader.Loaded) {
        self.loaded = loaded
        settings = BuildSettings(target: loaded.project.target, projectName: loaded.project.name)
        warnings = loaded.warnings
    }

    var project: Project { loaded.project }
    var target: Project.Target { loaded.project.target }
    var root: String { loaded.project.root }
    var layout: BundleLayout { loaded.project.target.platform }

    /// Runs the phases. A failure carries the warnings found before it; the resource phases'
    /// thread, if started, has ended by then.
    mutating func assemble() throws(BuildFailure) -> BuiltBundle {
        do {
            for phase in BuildPhases.app { try phase.work(&self) }
        } catch {
            _ = pendingResources?.value
            throw BuildFailure(warnings + error.diagnostics)
        }
        guard let front, let resources else { preconditionFailure("BuildPhases.app checks the Swift and adds the resources") }
        return BuiltBundle(folderName: (settings.value("PRODUCT_NAME") ?? target.name) + ".app", layout: layout, files: files,
                           executablePath: executablePath, info: resources.info, program: front.program,
                           storyboards: resources.storyboardNames.sorted(), assetCount: resources.assetCount)
    }

    mutating func warn(_ found: [Diagnostic]) { warnings += found }

    /// Two inputs producing the same bundle file is an error, as Xcode's "Multiple commands produce".
    mutating func add(_ path: String, _ data: Data, from origin: String) throws(BuildFailure) {
        if let first = origins[path] {
            // The error is placed at the project's file; a file the build makes is named in words.
            let (file, other) = Self.madeByTheBuild[origin] == nil ? (origin, first) : (first, origin)
            throw BuildFailure(.error(Self.madeByTheBuild[file] == nil ? file : nil,
                                      tr("would be copied to %@ in the bundle, where %@ already goes; rename one of them", path, Self.madeByTheBuild[other] ?? .verbatim(other))))
        }
        origins[path] = origin
        files[path] = data
    }

    /// The code signature covers every file before it (it is not one of its own inputs).
    mutating func sign() {
        files[layout.codeResources] = CodeSignature.codeResources(for: files, layout: layout)
    }

    /// A mixed project whose `main.m` starts the app has no Swift entry point: say that the
    /// entry point is Objective-C, rather than send the learner looking for a missing `@main`.
    static func objectiveCEntryPoint(_ diagnostics: [Diagnostic], foreign: [String]) -> [Diagnostic] {
        guard let main = foreign.first(where: { ["main.m", "main.mm", "main.c"].contains(($0 as NSString).lastPathComponent) }) else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard diagnostic.file == nil, diagnostic.message.hasPrefix("no entry point") else { return diagnostic }
            var explained = diagnostic
            explained.reword(tr("no entry point in Swift: this app starts in Objective-C (%@), and LifecycleLab compiles only a project's Swift files", main))
            return explained
        }
    }

    /// The `.xcdatamodeld` (or lone `.xcdatamodel`) folder a collected path belongs to.
    static func modelFolder(of path: String) -> String? {
        for suffix in [".xcdatamodeld", ".xcdatamodel"] {
            if let range = path.range(of: suffix + "/") { return String(path[..<range.lowerBound]) + suffix }
            if path.hasSuffix(suffix) { return path }
        }
        return nil
    }

    /// The `#if` conditions of a Debug build: SWIFT_ACTIVE_COMPILATION_CONDITIONS, or `DEBUG`
    /// when the project sets none (what Xcode's templates and XcodeGen set for Debug).
    static func compilationConditions(_ setting: String?) -> [String] {
        guard let setting else { return ["DEBUG"] }
        return setting.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            .filter { !$0.isEmpty && !$0.hasPrefix("$(") && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
    }
}
