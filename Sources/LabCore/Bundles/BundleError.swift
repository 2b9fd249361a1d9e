/// Why a bundle, or a file in it or in its container, could not be read: one line a learner
/// can act on.
public struct BundleError: Error, Sendable, Equatable {
    public var message: String

    public init(_ message: String) { self.message = message }
}
