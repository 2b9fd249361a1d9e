/// The major iOS version an Info.plist `MinimumOSVersion` (`12.2`, `17.4`) asks for.
///
/// A device set to iOS N stands for the last N.x release, so it runs anything whose minimum
/// is N.anything: Xcode's templates ask for the current minor (17.4), and a learner's
/// "iOS 17" device must install them.
enum OSVersion {
    /// `12` for `12.2` or `12.2.1`; nil when the text is not a version.
    static func requiredMajor(_ minimum: String) -> Int? {
        let parts = minimum.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ Int($0) != nil }) else { return nil }
        return Int(parts[0])
    }
}
