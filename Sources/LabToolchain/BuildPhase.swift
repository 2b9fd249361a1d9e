/// One step of a build, as a target's build phases are in Xcode: its name and its work on what
/// the build is making (`BundleAssembler` for the app, `BundleResources` for the files made
/// beside the Swift). `BuildPhases` lists them in the order they run.
struct BuildPhase<Product>: Sendable {
    /// What Xcode's build log calls the step (`Compile Storyboards`).
    let name: String
    let work: @Sendable (inout Product) throws(BuildFailure) -> Void

    init(_ name: String, work: @escaping @Sendable (inout Product) throws(BuildFailure) -> Void) {
        self.name = name
        self.work = work
    }
}

/// The order of a build, in one place.
///
/// The app's phases run one after another; a phase that fails stops the build, with the
/// warnings found before it. The resource phases need nothing of the Swift: `startResources`
/// runs them on a thread of their own while the libraries and the app compile, and
/// `addResources` waits for them and adds their files, so a clash between two files, an error
/// and the warnings read as when every phase runs in this order.
enum BuildPhases {
    static let app: [BuildPhase<BundleAssembler>] = [
        .checkSwiftVersion,
        .collectFiles,
        .startResources,
        .readSwiftSources,
        .buildLibraries,
        .checkSwift,
        .compileSwift,
        .embedLibraries,
        .addResources,
        .linkExecutable,
        .embedSwiftRuntime,
        .embedProvisioningProfile,
        .sign,
    ]

    static let resources: [BuildPhase<BundleResources>] = [
        .compileStoryboards,
        .compileXibs,
        .compileDataModels,
        .compileAssetCatalogs,
        .copyAppIcons,
        .copyResources,
        .processInfoPlist,
        .writePkgInfo,
    ]
}
