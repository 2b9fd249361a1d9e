import LabCore
import LabToolchain

// The words for LabCore's facts about bundles: why one cannot be read or launched, a path
// refused, a damaged file the build wrote. English here, other languages in the catalogs.

extension BundleError {
    var text: String {
        switch self {
        case let .path(refusal): refusal.text
        case let .noBundleFolder(name): tr("no app bundle at %@: the folder does not exist", name)
        case let .containerFolderNotCreated(folder, identifier): tr("cannot create the container folder %@ for %@", folder, identifier)
        }
    }
}

extension DamagedArchive {
    var text: String {
        guard let entry else { return damage.text }
        return tr("%@: %@", entry, damage.text)
    }
}

extension PathRefusal {
    var text: String {
        switch self {
        case let .absolute(path): tr("\"%@\" is an absolute path; give a path inside the folder instead", path)
        case let .leavesFolder(path): tr("\"%@\" leaves its folder (`..` is not allowed)", path)
        case let .linkLeadsOutside(path): tr("\"%@\" leads outside its folder through a symbolic link", path)
        }
    }
}

extension ArchiveDamage {
    var text: String {
        switch self {
        case .notANib: tr("not a LifecycleLab nib (no LifecycleLabNib/objects keys)")
        case .nibObjectIncomplete: tr("a nib object lacks its id or class")
        case .storyboardInfoMissing: tr("the compiled storyboard has no Info.plist")
        case .storyboardInfoNotADictionary: tr("its Info.plist is not a dictionary")
        case .notAPropertyList: tr("it is not a property list")
        case let .controllerNibMissing(controller, nib): tr("controller %@ names %@, which is not in the folder", controller, nib)
        case .notAnAssetCatalog: tr("not a LifecycleLab asset catalog")
        case .assetIncomplete: tr("an asset in Assets.car lacks its name or type")
        case .notAnExecutable: tr("it is not an ELF executable (LifecycleLab runs apps built by `build`)")
        case .noClassTable: tr("it has no class table: it was not built by LifecycleLab's `build`")
        case .classTableDamaged: tr("its class table is damaged")
        case .classTableIncomplete: tr("its class table lacks the module, platform or minimumOSVersion")
        case .classTableSourceIncomplete: tr("a source in the class table lacks its path")
        case .classIncomplete: tr("a class in the simulated executable lacks its name")
        }
    }
}

extension LaunchProblem {
    /// Why the bundle cannot launch: iOS's own console text where iOS has one, else the lab's words.
    var text: String {
        if let consoleText { return consoleText }
        return switch kind {
        case .infoPlistMissing:
            tr("%@ has no Info.plist, so the system cannot tell its identifier or executable and does not launch it", bundle)
        case let .infoPlistUnreadable(path, failure): "\(path):\(failure.line): \(failure.message)"
        case .executableKeyMissing: tr("Bundle at path %@ has missing or invalid CFBundleExecutable in its Info.plist", bundle)
        case let .executableMissing(name): tr("Bundle at path %@ has no executable named \"%@\" (its CFBundleExecutable)", bundle, name)
        case let .executableUnreadable(_, path, error): tr("%@ cannot be loaded: %@", path, error.text)
        case .entryPointMissing: tr("%@: the executable has no entry point (no @main type and no main.swift)", bundle)
        case .storyboardMissing, .storyboardUnreadable, .noInitialViewController, .unknownClass, .classNotLinked: ""
        }
    }
}

extension Uncopyable {
    /// What the entry is, after "… is": `a symbolic link that leads outside the folder`.
    var text: String {
        switch self {
        case .fileNotFolder: tr("a file, not a folder")
        case .linkNotToFolder: tr("a symbolic link, not a folder")
        case .linkLeavesContainer: tr("a symbolic link that leads outside its folder")
        case .linkLeavesFolder: tr("a symbolic link that leads outside the folder")
        case let .linkTo(special): tr("a symbolic link to %@", special.text)
        case let .special(special): special.text
        }
    }
}

extension SpecialFile {
    var text: String {
        switch self {
        case .fifo: tr("a FIFO (named pipe)")
        case .device: tr("a device")
        case .socket: tr("a socket")
        case .other: tr("a special file")
        }
    }
}
