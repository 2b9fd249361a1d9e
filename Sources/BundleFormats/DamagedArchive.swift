/// Why a file the lab's build wrote (a nib, a compiled storyboard, Assets.car, the executable's
/// class table) cannot be read back: what is wrong with it and, for a folder read (a
/// `.storyboardc`), the file inside it. A fact that LabShell words (`BundleErrorText`).
public struct DamagedArchive: Error, Sendable, Equatable {
    public var damage: ArchiveDamage
    /// The file inside the folder read (`BYZ-38-t0r-view-8bC-Xf-vdC.nib`), when there is one.
    public var entry: String?

    public init(_ damage: ArchiveDamage, entry: String? = nil) {
        self.damage = damage
        self.entry = entry
    }
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
