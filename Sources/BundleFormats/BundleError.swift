/// Why a bundle, a path inside one, or a file the lab's build wrote cannot be used: a fact
/// (which path, which file, what is wrong with it) that LabShell words (`BundleErrorText`).
public enum BundleError: Error, Sendable, Equatable {
    /// A path the learner gave that would leave its folder (`ContainedPath`).
    case path(PathRefusal)
    /// `AppBundle.load(from:)`: there is no folder at all (its last path component).
    case noBundleFolder(String)
    /// A folder of an app's sandbox container could not be made.
    case containerFolderNotCreated(folder: String, bundleIdentifier: String)
    /// A file the lab's build writes (a nib, a compiled storyboard, Assets.car, the executable's
    /// class table) is damaged; `entry` names the file inside the folder read, when there is one.
    case damaged(ArchiveDamage, entry: String? = nil)
}

/// A relative path refused because it would reach outside its folder.
public enum PathRefusal: Error, Sendable, Equatable {
    /// It starts with `/` or `~`.
    case absolute(String)
    /// It has a `..` component.
    case leavesFolder(String)
    /// A symbolic link on the way leads outside the folder.
    case linkLeadsOutside(String)
}

/// What is wrong with a file the lab's build wrote (docs/formats.md).
public enum ArchiveDamage: Sendable, Equatable {
    /// A `.nib` without the lab's `LifecycleLabNib` and `objects` keys.
    case notANib
    /// An object of a nib lacks its id or class.
    case nibObjectIncomplete
    /// A `.storyboardc` folder has no Info.plist.
    case storyboardInfoMissing
    /// Its Info.plist holds no dictionary at the top.
    case storyboardInfoNotADictionary
    /// Its Info.plist (or, with an `entry`, that nib) is not a property list.
    case notAPropertyList
    /// The storyboard's Info.plist maps `controller` to a nib the folder does not hold.
    case controllerNibMissing(controller: String, nib: String)
    /// `Assets.car` is not the lab's property-list catalog.
    case notAnAssetCatalog
    /// An asset in `Assets.car` lacks its name or type.
    case assetIncomplete
    /// The executable file is not an ELF file.
    case notAnExecutable
    /// The executable has no class table at its end: `build` did not make it.
    case noClassTable
    /// The class table cannot be read.
    case classTableDamaged
    /// The class table lacks the module, platform or minimumOSVersion.
    case classTableIncomplete
    /// A source file in the class table lacks its path.
    case classTableSourceIncomplete
    /// A class in the class table lacks its name.
    case classIncomplete
}
