/// Which callbacks and notifications follow each trigger, per lifecycle mode and iOS era.
///
/// Read it beside docs/lifecycle.md: `rows` is the "Leaving and returning" table (what happens →
/// transitions), `steps` is what each transition does in the app-based and in the
/// scene-based lifecycle. The engine (`Device.run`) executes steps and holds no rules of its own.

/// Something that happens to an app: a row of docs/lifecycle.md's tables.
public enum Trigger: String, Sendable, CaseIterable {
    case home, returnToApp, callArrives, callDeclined, callAnswered
    case overlayOpened, overlayClosed, switcherOpened, switcherBack, switcherOther
    case lock, unlock, memoryWarning, reclaim, forceQuitSuspended, forceQuitRunning
}

/// A step of the lifecycle between two states.
public enum Transition: String, Sendable, CaseIterable {
    /// active → inactive.
    case resignActive
    /// inactive → active.
    case becomeActive
    /// inactive → background, then suspended once no background work remains.
    case enterBackground
    /// background or suspended → inactive.
    case enterForeground
    /// A running app told it will end, then ended.
    case terminate
    /// Ended with no code run (suspended app reclaimed or swiped away).
    case silentEnd
    case memoryWarning
}

/// One thing the engine does.
public enum LifecycleStep: Sendable, Equatable {
    case state(AppState)
    case sceneState(SceneState)
    /// Offer the method to the app delegate, then post its notification.
    case appDelegate(AppDelegateCallback)
    /// Offer the method to the scene delegate, then post its `UIScene` notification.
    case sceneDelegate(SceneDelegateCallback)
    /// Post a notification with no delegate method (scene-based apps' `UIApplication` ones).
    case notification(String)
    /// Offer a method to every view controller whose view is loaded.
    case viewControllers(ViewControllerCallback)
    /// A suspended app resumes into `background` (no callback) before coming forward.
    case resume
    /// State preservation: the app's restorable state is saved as it enters the background.
    case preserveState
    /// "snapshot taken", then `suspended` — unless background tasks are still open.
    case suspendWhenIdle
    /// The process is gone: `notRunning`.
    case end
}

public enum LifecycleTableKind: Sendable { case appBased, sceneBased }

extension Transition {
    /// The states a transition starts from; elsewhere it does not apply and is skipped.
    public var startStates: Set<AppState> {
        switch self {
        case .resignActive: [.active]
        case .becomeActive: [.inactive]
        case .enterBackground: [.inactive]
        case .enterForeground: [.background, .suspended]
        case .terminate, .memoryWarning: [.inactive, .active, .background]
        case .silentEnd: [.inactive, .active, .background, .suspended]
        }
    }
}

public enum TransitionTable {
    /// docs/lifecycle.md "Leaving and returning": the transitions of the row `LifecycleRules`
    /// declares for `trigger` on iOS `iosVersion` (empty when no row holds).
    public static func transitions(for trigger: Trigger, iosVersion: Int) -> [Transition] {
        LifecycleRules.row(for: trigger, iosVersion: iosVersion)?.transitions ?? []
    }

    /// An app that opts out of background execution (`UIApplicationExitsOnSuspend`, honoured
    /// iOS 4–12) terminates where others enter the background (**choice**, APG:
    /// willResignActive, then willTerminate; some books put didEnterBackground first).
    public static func exitingOnSuspend(_ transition: Transition) -> Transition {
        transition == .enterBackground ? .terminate : transition
    }

    /// What each transition does.
    public static func steps(for transition: Transition, in kind: LifecycleTableKind) -> [LifecycleStep] {
        switch kind {
        case .appBased: appBased(transition)
        case .sceneBased: sceneBased(transition)
        }
    }

    /// App-based lifecycle: delegate methods, each followed by its notification. "will"
    /// methods run before the state changes, "did" methods after.
    static func appBased(_ transition: Transition) -> [LifecycleStep] {
        switch transition {
        case .resignActive: [.appDelegate(.willResignActive), .state(.inactive)]
        case .becomeActive: [.state(.active), .appDelegate(.didBecomeActive)]
        case .enterBackground: [.state(.background), .appDelegate(.didEnterBackground), .preserveState, .suspendWhenIdle]
        case .enterForeground: [.resume, .appDelegate(.willEnterForeground), .state(.inactive)]
        case .terminate: [.appDelegate(.willTerminate), .end]
        case .silentEnd: [.end]
        case .memoryWarning: [.appDelegate(.didReceiveMemoryWarning), .viewControllers(.didReceiveMemoryWarning)]
        }
    }

    /// Scene-based lifecycle: the scene delegate gets the activation and background methods;
    /// the app delegate's four are not called, their notifications still post. Launch,
    /// memory warnings and termination stay with the app delegate.
    static func sceneBased(_ transition: Transition) -> [LifecycleStep] {
        switch transition {
        case .resignActive:
            [.sceneDelegate(.willResignActive), .notification("UIApplication.willResignActiveNotification"),
             .sceneState(.foregroundInactive), .state(.inactive)]
        case .becomeActive:
            [.sceneState(.foregroundActive), .state(.active), .sceneDelegate(.didBecomeActive),
             .notification("UIApplication.didBecomeActiveNotification")]
        case .enterBackground:
            [.sceneState(.background), .state(.background), .sceneDelegate(.didEnterBackground),
             .notification("UIApplication.didEnterBackgroundNotification"), .preserveState, .suspendWhenIdle]
        case .enterForeground:
            [.resume, .sceneDelegate(.willEnterForeground), .notification("UIApplication.willEnterForegroundNotification"),
             .sceneState(.foregroundInactive), .state(.inactive)]
        case .terminate:
            [.sceneDelegate(.didDisconnect), .sceneState(.unattached), .appDelegate(.willTerminate), .end]
        case .silentEnd: [.end]
        case .memoryWarning: [.appDelegate(.didReceiveMemoryWarning), .viewControllers(.didReceiveMemoryWarning)]
        }
    }
}
