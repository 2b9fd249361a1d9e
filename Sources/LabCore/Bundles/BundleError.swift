/// Why a bundle, a path inside one, or an app's container cannot be used: a fact (which path,
/// which folder) that LabShell words (`BundleErrorText`). A damaged file inside the bundle is
/// BundleFormats' `DamagedArchive`.
public enum BundleError: Error, Sendable, Equatable {
    /// A path the learner gave that would leave its folder (`ContainedPath`).
    case path(PathRefusal)
    /// `AppBundle.load(from:)`: there is no folder at all (its last path component).
    case noBundleFolder(String)
    /// A folder of an app's sandbox container could not be made.
    case containerFolderNotCreated(folder: String, bundleIdentifier: String)
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
