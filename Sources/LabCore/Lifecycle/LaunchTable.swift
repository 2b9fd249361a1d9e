/// Cold launch, step by step (docs/lifecycle.md "Cold launch", and the
/// scene-based launch). The numbers are the page's steps.
public enum LaunchStep: Sendable, Equatable {
    /// 1. `UIApplicationMain` creates the shared application (or the principal class).
    case createApplication
    /// 2. It creates the app delegate and makes it the application's delegate.
    case createDelegate
    /// 3. With `UIMainStoryboardFile`: the storyboard loads, its initial view controller is made.
    case loadMainStoryboard
    /// 4. The delegate's window (or a new screen-sized one) gets that controller as root.
    case installMainWindow
    case state(AppState)
    /// 5, 6. `willFinishLaunching`, `didFinishLaunching` (+ notification).
    case appDelegate(AppDelegateCallback)
    /// Between 5 and 6: UIKit restores the state it saved, when there is one and the app agrees.
    case restoreState
    /// 7. With a main storyboard: `makeKeyAndVisible()`, which loads the root view (8: `loadView`, `viewDidLoad`).
    case showMainWindow
    /// End of launch: no window, or a window without a root view controller (version dial).
    case checkWindows
    /// 8. `viewWillAppear(_:)` / `viewDidAppear(_:)` on visible windows' root view controllers.
    case viewsWillAppear
    case viewsDidAppear
    /// Scenes: the scene and its delegate are made; with `UISceneStoryboardFile` the window is
    /// created and attached; `scene(_:willConnectTo:options:)`; the window shows.
    case connectScene
    /// A lifecycle transition from `TransitionTable` (9: becomeActive).
    case transition(Transition)
}

public enum LaunchTable {
    /// A launch into the background (a silent push, a background fetch): UIApplicationMain's
    /// steps and the launch methods, the state `background` from the start, no window shown
    /// and no scene connected (**choice**: Apple's "Pushing background updates" and
    /// background-fetch docs say the app is launched into the background; iOS 13+ connects
    /// no scene for such launches).
    public static func backgroundSteps(dial: VersionDial) -> [LaunchStep] {
        [.createApplication, .createDelegate, .loadMainStoryboard, .installMainWindow, .state(.background)]
            + (dial.offersWillFinishLaunching ? [.appDelegate(.willFinishLaunching)] : [])
            + [.appDelegate(.didFinishLaunching)]
    }

    /// A scene-based app running in the background with no scene (launched there by a silent
    /// push or a fetch) comes to the front: UIKit connects its scene, then the scene enters the
    /// foreground as at launch (**choice**: Apple's "Preparing your UI to run in the foreground";
    /// the scene connects when the user opens the app).
    /// A suspended process runs again first (`background`), with no callback.
    public static let sceneConnectionSteps: [LaunchStep] = [
        .state(.background), .connectScene, .checkWindows, .viewsWillAppear,
        .transition(.enterForeground), .transition(.becomeActive), .viewsDidAppear,
    ]

    /// The steps of a cold launch in `kind` on a device with `dial`.
    public static func steps(for kind: LifecycleTableKind, dial: VersionDial) -> [LaunchStep] {
        switch kind {
        case .appBased:
            // Version dial: willFinishLaunching only from iOS 6.
            let willFinish: [LaunchStep] = dial.offersWillFinishLaunching ? [.appDelegate(.willFinishLaunching), .restoreState] : []
            let start: [LaunchStep] = [
                .createApplication, .createDelegate, .loadMainStoryboard, .installMainWindow, .state(.inactive),
            ] + willFinish + [
                .appDelegate(.didFinishLaunching), .showMainWindow, .checkWindows, .viewsWillAppear,
            ]
            // Version dial: iOS 9–10 become active before viewDidAppear; others after.
            return start + (dial.didBecomeActiveBeforeViewDidAppear
                ? [.transition(.becomeActive), .viewsDidAppear]
                : [.viewsDidAppear, .transition(.becomeActive)])
        case .sceneBased:
            // Community launch logs for iOS 13+: didFinish, willConnectTo, viewDidLoad,
            // viewWillAppear, sceneWillEnterForeground, sceneDidBecomeActive, viewDidAppear.
            return [
                .createApplication, .createDelegate, .state(.inactive),
                .appDelegate(.willFinishLaunching), .appDelegate(.didFinishLaunching),
                .connectScene, .checkWindows, .viewsWillAppear,
                .transition(.enterForeground), .transition(.becomeActive), .viewsDidAppear,
            ]
        }
    }
}
