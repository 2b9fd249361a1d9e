import BundleFormats
import LabCore

/// A project folder as the build understands it: what `project.yml` says (or the defaults for a
/// folder without one).
public struct Project: Sendable, Equatable {
    /// The project's name (`name:` in project.yml, else the folder's name).
    public var name: String
    /// The project folder on the host.
    public var root: String
    /// The application target that is built.
    public var target: Target
    /// Whether the folder had a project.yml.
    public var hasManifest: Bool

    public struct Target: Sendable, Equatable {
        public var name: String
        public var platform: BundleLayout
        /// `deploymentTarget`, such as `17.0`.
        public var deploymentTarget: String
        /// Folders or files, relative to the project, holding sources and resources.
        public var sources: [String]
        /// Further folders or files copied as resources.
        public var resources: [String]
        /// `info.path`: the Info.plist, relative to the project; nil when the project has none.
        public var infoPath: String?
        /// Build settings from project.yml (project-level merged under target-level).
        public var settings: [String: String]
        /// `dependencies: - sdk: MapKit.framework`, as framework names (`MapKit`).
        public var sdkFrameworks: [String]
        /// The project's own framework, static library and local package targets the app
        /// links, each after the ones it depends on.
        public var libraries: [LibraryTarget] = []

        public init(name: String, platform: BundleLayout = .iOS, deploymentTarget: String? = nil,
                    sources: [String] = ["."], resources: [String] = [], infoPath: String? = nil,
                    settings: [String: String] = [:], sdkFrameworks: [String] = []) {
            self.name = name
            self.platform = platform
            self.deploymentTarget = deploymentTarget ?? platform.defaultDeploymentTarget
            self.sources = sources
            self.resources = resources
            self.infoPath = infoPath
            self.settings = settings
            self.sdkFrameworks = sdkFrameworks
        }
    }
}

extension BundleLayout {
    /// What a target builds for when project.yml names no `deploymentTarget`.
    public var defaultDeploymentTarget: String { self == .iOS ? "17.0" : "14.0" }
}
