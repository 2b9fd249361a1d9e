// The formats a bundle is made of: whoever works with the device's bundles reads them too.
@_exported import BundleFormats

/// An app as installed on the device: its bundle on disk, its Info.plist and its program.
///
/// System apps (Phone, Settings, Messages) have no folder and no program of the learner's.
/// Everything launch needs is loaded eagerly (`AppBundle.load(from:)`) into these fields, so a
/// bundle can also be built in memory, storyboards and nibs included, for tests.
public struct AppBundle: Sendable, Equatable {
    /// The `.app` folder on disk; nil for the device's own system apps.
    public var path: String?
    /// The processed Info.plist.
    public var info: [String: PlistValue]
    /// The app's code as the executable holds it; nil for system apps.
    public var program: AppProgram?
    /// Compiled storyboards by name (`Main` for `Base.lproj/Main.storyboardc`).
    public var storyboards: [String: CompiledStoryboard]
    /// Nibs compiled from `.xib` files, by name without extension (`ViewController`).
    public var nibs: [String: Nib]
    /// Frameworks the executable links (its load commands): what a nib may instantiate.
    public var linkedFrameworks: [String]
    /// iOS (flat) or macOS (`Contents/`) layout.
    public var layout: BundleLayout
    /// Problems found while reading the folder (no Info.plist, no executable, unreadable
    /// files); `launchProblems()` reports them when the app is launched, as iOS would.
    public var defects: [LaunchProblem]

    public init(path: String?, info: [String: PlistValue], program: AppProgram?,
                storyboards: [String: CompiledStoryboard] = [:], nibs: [String: Nib] = [:],
                linkedFrameworks: [String] = ["Foundation", "UIKit"], layout: BundleLayout = .iOS,
                defects: [LaunchProblem] = []) {
        self.path = path
        self.info = info
        self.program = program
        self.storyboards = storyboards
        self.nibs = nibs
        self.linkedFrameworks = linkedFrameworks
        self.layout = layout
        self.defects = defects
    }

    public var bundleIdentifier: String { info["CFBundleIdentifier"]?.string ?? "" }

    /// The name under the icon: CFBundleDisplayName, else CFBundleName, else the executable,
    /// else (a bundle without Info.plist) the folder's name without `.app`.
    public var displayName: String {
        info["CFBundleDisplayName"]?.string ?? info["CFBundleName"]?.string
            ?? info["CFBundleExecutable"]?.string ?? folderName ?? bundleIdentifier
    }

    /// `Empty Window.app` for a bundle on disk.
    public var folderName: String? {
        guard let path else { return nil }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".app") ? String(name.dropLast(4)) : name
    }

    public var isSystemApp: Bool { path == nil }

    /// The storyboard `name` (`Main`), as `UIStoryboard(name:bundle:)` finds it; the error
    /// is the exception reason iOS gives when it is missing or damaged.
    public func storyboard(named name: String) throws(ResourceNotLoaded) -> CompiledStoryboard {
        if let storyboard = storyboards[name] ?? Self.matchingCase(name, among: storyboards.keys).flatMap({ storyboards[$0] }) { return storyboard }
        if defects.contains(where: { $0.kind == .storyboardUnreadable(name) }) {
            throw ResourceNotLoaded(reason: LaunchProblem.storyboardUnreadableReason(storyboard: name, bundle: bundleFolderName))
        }
        throw ResourceNotLoaded(reason: LaunchProblem.storyboardMissingReason(storyboard: name, bundle: bundleFolderName))
    }

    /// The nib `name` (from `name.xib`), as `UINib(nibName:bundle:)` finds it.
    public func nib(named name: String) throws(ResourceNotLoaded) -> Nib {
        if let nib = nibs[name] ?? Self.matchingCase(name, among: nibs.keys).flatMap({ nibs[$0] }) { return nib }
        throw ResourceNotLoaded(reason: "Could not load NIB in bundle: 'NSBundle <\(bundleFolderName)> (loaded)' with name '\(name)'")
    }

    /// The bundle's folder name as iOS's messages show it (`Radio.app`).
    var bundleFolderName: String { (folderName ?? displayName) + ".app" }

    /// The resource name a lookup finds as the Mac's default file system (APFS, not case
    /// sensitive) finds it, where Xcode's Simulator runs the app: `name` itself, else a name
    /// differing from it only in case (the first in sorted order), else nil. An iPhone's file
    /// system is case-sensitive: the device warns when the case differs (`Device.noteNameCase`).
    public static func matchingCase(_ name: String, among names: some Sequence<String>) -> String? {
        let all = Array(names)
        if all.contains(name) { return name }
        let lowered = name.lowercased()
        return all.sorted().first { $0.lowercased() == lowered }
    }
}
