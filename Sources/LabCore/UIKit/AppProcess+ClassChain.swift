/// What lessons ask of an app's classes: whether a view or controller is of a class or one
/// derived from it, through the app's own declarations down to UIKit's class.
extension AppProcess {
    /// Whether `className` is `base` or derives from it (an app class whose superclass chain
    /// reaches `base`).
    public func isClass(_ className: String, derivedFrom base: String) -> Bool {
        var current = className
        var visited: Set<String> = []
        while visited.insert(current).inserted {
            if current == base { return true }
            guard let parent = code?.superclass(of: current) else { return false }
            current = parent
        }
        return false
    }
}
