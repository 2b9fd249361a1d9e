/// UIKit's state preservation and restoration (docs/lifecycle.md "State preservation and
/// restoration"): which view controllers are preserved, under which identifier paths, and
/// where iOS keeps the saved state.
public enum StateRestoration {
    /// How a preserved controller hangs from the one above it in its path.
    public enum Relation: String, Sendable {
        /// A window's root view controller.
        case root
        /// A child: a navigation stack's, a tab's, a custom container's.
        case child
        /// Presented modally by the controller above it.
        case presented
    }

    /// A preserved view controller and its restoration identifier path (`nav/root/second`).
    struct Entry {
        let controller: UIViewController
        let path: [String]
        let relation: Relation
    }

    /// The preservation walk (Apple, "About the UI preservation process"): from each visible
    /// window's root view controller down through its children and the controller it presents.
    /// Only controllers with a restoration identifier are preserved; one without stops the walk
    /// there, so nothing below it is preserved either. A presented controller's path continues
    /// its presenter's (**choice**: UIKit's own paths for presented controllers are not documented).
    /// At restoration the launch's window is not shown yet: `includingHidden` walks it too.
    static func preserved(windows: [UIWindow], includingHidden: Bool = false) -> [Entry] {
        var entries: [Entry] = []
        func walk(_ controller: UIViewController, below path: [String], relation: Relation) {
            guard let identifier = controller.restorationIdentifier, !identifier.isEmpty else { return }
            let path = path + [identifier]
            entries.append(Entry(controller: controller, path: path, relation: relation))
            for child in controller.children { walk(child, below: path, relation: .child) }
            if let presented = controller.presented { walk(presented, below: path, relation: .presented) }
        }
        for window in windows where includingHidden || !window.isHidden {
            if let root = window.rootViewController { walk(root, below: [], relation: .root) }
        }
        return entries
    }

    /// Where iOS keeps an app's saved state, inside its container (**choice**: the folder the
    /// Simulator's containers show; iOS encrypts the file, the lab writes a plain keyed archive).
    public static let folder = "Library/Saved Application State"

    /// The saved state of the view controllers (the app-based lifecycle), relative to the container.
    public static func archivePath(bundleIdentifier: String) -> String {
        "\(folder)/\(bundleIdentifier).savedState/data.data"
    }

    /// A scene's `stateRestorationActivity`, relative to the container.
    public static func sceneActivityPath(bundleIdentifier: String) -> String {
        "\(folder)/\(bundleIdentifier).savedState/KnownSceneSessions/data.data"
    }

    /// Why the saved state was thrown away.
    public enum DiscardReason: String, Sendable {
        /// The user swiped the app away in the switcher.
        case forceQuit
        /// The launch that would restore it crashed.
        case crashAtLaunch
    }
}
