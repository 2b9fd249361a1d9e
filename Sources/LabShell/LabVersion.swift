/// The version `lab --version` prints. Part of the sample cache's key, so a new release never
/// installs sample bundles an older one built.
public enum LabVersion {
    public static let text = "LifecycleLab 0.1.0"
}
