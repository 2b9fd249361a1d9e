/// A window: key or not, hidden or visible, its root view controller, and its scene.
public final class UIWindow {
    public let ref: ObjectRef
    public var className: String { ref.className }
    public internal(set) var frame: Rect
    public internal(set) var isKey = false
    /// Windows start hidden; `makeKeyAndVisible()` shows them.
    public internal(set) var isHidden = true
    public internal(set) var rootViewController: UIViewController?
    /// The scene the window belongs to (scene-based lifecycle).
    public internal(set) var scene: ObjectRef?
    /// The window's own background (a window is a view).
    public internal(set) var backgroundColor: String?
    /// A view standing for the window itself, so app code can colour it like any view.
    let asView: UIView

    init(ref: ObjectRef, frame: Rect, scene: ObjectRef?) {
        self.ref = ref
        self.frame = frame
        self.scene = scene
        asView = UIView(ref: ref)
    }
}

/// A window scene (iOS 13+), created when the app's scene connects.
public final class UIWindowScene {
    public let ref: ObjectRef
    /// `UISceneConfigurationName` from the manifest (`Default Configuration`).
    public let configurationName: String
    /// The scene delegate (an app class), when the configuration names one.
    public internal(set) var delegate: ObjectRef?
    public internal(set) var state: SceneState = .unattached

    init(ref: ObjectRef, configurationName: String) {
        self.ref = ref
        self.configurationName = configurationName
    }
}
