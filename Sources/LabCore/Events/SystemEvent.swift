/// A step the system took that is neither a state change nor a callback, as facts: which app,
/// which class, which storyboard. LabShell words them (`SystemEventText`); lessons and a
/// future localisation read the facts. Names are kept as they were when the event happened,
/// so a past event still reads right after the app is removed.
public enum SystemEvent: Sendable, Equatable {
    // Installing and removing
    /// An app was installed; `update` when it replaced an installed app with the same identifier.
    case installed(app: String, bundleIdentifier: String, update: Bool)
    /// An app was removed from the device.
    case removed(app: String)
    /// A process ended with no method called, for `reason`.
    case processEnded(ProcessEndReason)

    // UIApplicationMain and scenes
    /// The shared application object exists: `principalClass` is nil for plain `UIApplication`.
    case applicationCreated(principalClass: String?)
    /// The app delegate exists (`delegateClass` nil: UIApplicationMain was given none).
    case delegateCreated(delegateClass: String?)
    /// No delegate class given, but Info.plist names a main nib that may hold the delegate.
    case delegateExpectedFromMainNib
    /// The main nib (`NSMainNibFile`) was unarchived: its objects' classes, in order.
    case mainNibLoaded(nib: String, objects: [String])
    /// A main-nib outlet was set: `owner` nil is File's Owner, the application.
    case outletConnected(owner: String?, property: String, destination: String)
    /// The main storyboard was loaded and its initial view controller made.
    case storyboardLoaded(storyboard: String, initialController: String)
    /// UIApplicationMain made the main window and stored it in the delegate's `window`.
    case mainWindowCreated(rootController: String?, storyboard: String)
    /// A scene is connecting; `delegateClass` nil when it has no delegate.
    case sceneConnecting(scene: String, delegateClass: String?)
    /// The scene's window was made and stored in its delegate's `window`.
    case sceneWindowCreated(delegateClass: String, rootController: String?, storyboard: String)
    /// A scene-based app has `total` windows once its scene connected, `sceneless` of them
    /// with no `windowScene` (made with `UIWindow(frame:)`): those are not on screen.
    case windowsOutsideScene(total: Int, sceneless: Int)
    /// `makeKeyAndVisible()` was called.
    case madeKeyAndVisible
    /// UIKit's own `loadView()` got the controller's view from `from`.
    case viewLoaded(from: ViewSource)
    /// A tapped control sent its action (`event`, such as `touchUpInside`) to its target.
    case actionSent(control: String, title: String, event: String, target: String, selector: String)
    /// The application object (an app's principal class) did not pass a tap's event on from
    /// its `sendEvent(_:)`: the control's action was not sent.
    case eventKept(application: String)
    /// Virtual time reached one of the app's timers: it fires.
    case timerFired
    /// iOS 3–5: a memory warning released the view of a controller not on screen.
    case viewUnloaded(controller: String)
    /// An animated transition (a push, a pop, a presentation, a dismissal) took its time and
    /// ends: the `did` appearance methods and the completion run now.
    case transitionAnimationEnded(milliseconds: Int)
    /// A custom transition's duration (the animation controller's `transitionDuration(using:)`)
    /// is over but the animation controller has not called `completeTransition(_:)`: the
    /// transition stays under way, as on iOS, until it does.
    case transitionAwaitsCompletion(milliseconds: Int)
    /// The animation controller called `completeTransition(_:)` after its duration: the
    /// transition ends now.
    case transitionCompletedLate
    /// A tap while such a transition stays under way: UIKit takes no touches meanwhile.
    case touchesBlockedByTransition
    /// A `UIView` animation took its time and ends: its completion runs now.
    case viewAnimationEnded

    // SpriteKit (docs/lifecycle.md, "SpriteKit")
    /// An `SKView` presents a scene (`presentScene(_:)`): its `didMove(to:)` runs next.
    case scenePresented(view: String, scene: String, width: Double, height: Double)
    /// An `SKView`'s `isPaused` changed; `automatically` when SpriteKit set it because the app
    /// resigned active or became active again.
    case sceneViewPaused(view: String, paused: Bool, automatically: Bool)
    /// `tap` touched a scene where a node is: the scene (or the node that takes touches) gets
    /// `touchesBegan(_:with:)` then `touchesEnded(_:with:)`.
    case sceneTouched(scene: String, node: String, title: String, x: Double, y: Double)

    // Rotation (docs/lifecycle.md, "Rotation and traits")
    /// The device was turned (`rotate`).
    case deviceRotated(DeviceOrientation)
    /// Nothing in front turns: the home screen (or lock screen) of an iPhone stays portrait.
    case homeScreenStaysPortrait
    /// The app in front does not allow `orientation`: its interface stays in `kept`.
    case orientationNotSupported(app: String, orientation: String, kept: String)
    /// The app's interface turns to `orientation`: its new size and size classes.
    case interfaceRotating(orientation: String, width: Double, height: Double, horizontal: String, vertical: String)
    /// The app launches with its interface in `orientation` (other than portrait).
    case interfaceStartsIn(orientation: String, width: Double, height: Double)
    /// The transition coordinator ran the closures given to `animate(alongsideTransition:completion:)`.
    case transitionAnimationsRan(count: Int)
    /// … and then their completions.
    case transitionCompletionsRan(count: Int)
    /// A storyboard segue runs: its identifier, kind (`show`, `presentation`, …) and destination class.
    case seguePerformed(identifier: String, kind: String, destination: String)
    /// The navigation bar's back button: the top controller is popped.
    case backTapped(popped: String)
    /// The user tapped a table row (by a label's text in its cell).
    case rowTapped(table: String, text: String)
    /// The user tapped a collection view's item (by a label's text in its cell).
    case itemTapped(collection: String, text: String)
    /// A tapped control whose connection is a segue triggers it.
    case segueTriggered(control: String, title: String, identifier: String)
    /// The user swiped a page view controller (`container`) to turn to the next page
    /// (`forward`) or the previous one: it asks its data source.
    case pageSwiped(container: String, forward: Bool)
    /// The data source had no page there: the pages bounce back.
    case noPageToTurnTo(container: String, forward: Bool)
    /// An unwind segue goes back to `destination`, the nearest controller up the chain that
    /// implements its action.
    case unwindPerformed(identifier: String, action: String, destination: String)
    /// An unwind segue found no controller up the chain that answers its action: nothing happens.
    case unwindDestinationNotFound(identifier: String, action: String)
    /// A segue of a kind LifecycleLab does not run (custom, unwind, embed from code).
    case segueNotSimulated(identifier: String, kind: String)
    /// The launch ended with no visible window.
    case noVisibleWindow
    /// App code let go of its last reference to a window: UIKit keeps none, so the window is
    /// released (and leaves the screen, when it was visible).
    case windowReleased(windowClass: String, wasVisible: Bool)

    // The springboard
    /// The launch was a tap on the app's card in the switcher.
    case chosenInSwitcher
    /// `launch` of another app while `frontApp` is in front goes through Home first.
    case homeFirst(frontApp: String)
    /// An overlay was dismissed.
    case overlayClosed(Springboard.Overlay)
    /// Notification Centre or Control Centre opened over the lock screen (iOS 7+): no app is in front.
    case overlayOverLockScreen(Springboard.Overlay)
    /// An overlay closes because a call arrives.
    case overlayClosedForCall(Springboard.Overlay)
    /// The switcher opened showing these cards (display names, front first).
    case switcherOpened(cards: [String])
    /// iOS 4–6: the multitasking bar opened with these icons (the app in front left out).
    case multitaskingBarOpened(icons: [String])
    /// The card switcher's last card was swiped away: it closes to the home screen.
    case switcherClosedAfterLastCard
    /// iOS 14+: the call rings in a compact banner; what is in front stays active.
    case callInBanner
    /// The call was answered in its banner: the user stays where they were.
    case callAnsweredInBanner
    /// `lock` while a banner call rings: it rings on on the lock screen.
    case callMovedToLockScreen(caller: String)
    /// Nobody answered for about 30 s.
    case callMissed(caller: String)
    /// A card was swiped away for an app that was not running.
    case cardRemoved(app: String)
    /// A suspended app was force-quit: no method runs.
    case forceQuitWhileSuspended
    /// The call was answered while locked.
    case callBehindLockScreen
    /// The call ended and the app it interrupted comes back.
    case backAfterCall(app: String)
    /// Unlocking found the app reclaimed while the device was locked.
    case reclaimedWhileLocked(app: String)

    // Memory
    /// `memory-pressure` found nothing suspended.
    case nothingToReclaim
    /// A launch needs memory; `app` is the least recently used suspended app.
    case notEnoughMemory(leastRecentlyUsed: String)
    /// A suspended app was reclaimed: no method runs.
    case reclaimedSilently

    // State preservation and restoration
    /// The app's state was saved: the restoration identifier paths of the preserved controllers.
    case statePreserved(paths: [String])
    /// The app delegate answered false: nothing was saved.
    case statePreservationDeclined
    /// At launch the saved state was restored: the controllers' identifier paths.
    case stateRestored(paths: [String])
    /// At launch the app delegate answered false: the saved state was not used.
    case savedStateNotRestored
    /// The saved state was deleted.
    case savedStateDiscarded(StateRestoration.DiscardReason)
    /// The scene's `stateRestorationActivity` was saved (its activity type).
    case sceneActivitySaved(activityType: String)
    /// `stateRestorationActivity(for:)` answered nil: nothing was saved.
    case sceneActivityNotSaved
    /// The connecting scene's session has the saved activity as its `stateRestorationActivity`.
    case sceneActivityRestored(activityType: String)

    // Background
    /// The app stays in the background until it calls a pending completion handler.
    case waitingForCompletionHandler
    /// Suspension was put off by running background tasks (their names; nil when unnamed).
    case snapshotWithBackgroundTasks([String?])
    /// The snapshot was taken, but the debugger keeps the app from suspending.
    case snapshotKeptByDebugger
    /// `detach`: the debugger let go of the app.
    case debuggerDetached
    /// The snapshot was taken and the app suspends.
    case snapshotTaken
    /// Background time is almost up (`Device.expirationWarning` left): expiration handlers run.
    case backgroundTimeExpired

    // Notifications and fetch
    /// An alert was not shown: the user refused (`denied`) or the app never asked.
    case alertNotShown(app: String, denied: Bool)
    /// In front with no UNUserNotificationCenter delegate: no banner.
    case noBannerWithoutDelegate
    /// What the system showed for an alert push.
    case alertShown(banner: Bool, badge: Int?)
    /// Silent pushes need iOS 7.
    case silentPushUnsupported
    /// No silent push wakes an app the user force-quit.
    case silentPushSkippedForceQuit(app: String)
    /// No background fetch for an app that never set an interval.
    case fetchNeverScheduled(app: String)
    /// No background fetch for an app the user force-quit.
    case fetchSkippedForceQuit(app: String)
    /// `willPresent` answered with (`banner`) or without a banner.
    case willPresentAnswered(banner: Bool)
    /// A tapped notification reaches an app without a notification centre delegate: the
    /// app delegate's legacy methods get it (iOS 10+).
    case tapWithoutDelegate
    /// APNs registered the device and the token goes to the app delegate.
    case remoteNotificationsRegistered
    /// The permission alert was shown once and the simulated user answered.
    case notificationPermissionAsked(app: String, allowed: Bool)
    /// `.provisional` authorisation: granted without asking the user.
    case provisionalNotificationAuthorization
    /// A local notification request was added: it fires in `inMilliseconds` (0: at once).
    case localNotificationScheduled(identifier: String, inMilliseconds: Int, repeats: Bool)
    /// A calendar trigger that matches no date to come: the request is not kept.
    case localNotificationNeverFires
    /// A local notification request's trigger came due.
    case localNotificationFired(identifier: String, title: String?, body: String?)
    /// `removePendingNotificationRequests`: how many went.
    case pendingNotificationsRemoved(count: Int)
    /// The app called UIApplication's private `_performMemoryWarning`.
    case privateMemoryWarning
    /// `quick-action APP TITLE`: the user presses the icon and chooses an item.
    case quickActionChosen(title: String, type: String)
    /// A launch method returned false: `performActionFor` is not sent.
    case quickActionDeclinedAtLaunch
    /// `tap-notification N ACTION`: the user chose a category's action; `opensApp` for `.foreground`.
    case notificationActionChosen(title: String, identifier: String, opensApp: Bool, text: String?)

    // Background modes and app refresh
    /// The app stays in the background until its BGTask calls `setTaskCompleted(success:)`.
    case waitingForTaskCompletion
    /// Work in a background mode that cannot go on in the background (`obstacle` says why).
    case backgroundWorkInFrontOnly(BackgroundMode, obstacle: BackgroundObstacle)
    /// Background modes whose work keeps the app running instead of suspending it.
    case keptRunningByBackgroundModes([BackgroundMode])
    /// Work in a background mode stopped while the app was in the background.
    case backgroundWorkEnded(BackgroundMode)
    /// `fetch` for an app that lists task identifiers but submitted no app refresh request.
    case appRefreshNotSubmitted(app: String)
    /// The submitted request's earliestBeginDate is still `seconds` away.
    case appRefreshNotYet(seconds: Int)
    /// No app refresh for an app the user force-quit.
    case appRefreshSkippedForceQuit(app: String)
    /// A BGAppRefreshTaskRequest was submitted (not before `after` seconds from now, when given).
    case appRefreshSubmitted(identifier: String, after: Int?)
    /// The app refresh task runs: its launch handler is called.
    case appRefreshRuns(identifier: String)
    /// The task's time is up: its expiration handler runs.
    case appRefreshExpiring
    /// The task never called `setTaskCompleted(success:)`: marked failed, the app suspended.
    case appRefreshMissed
    /// The location permission alert was shown once and the simulated user answered.
    case locationPermissionAsked(app: String, always: Bool, allowed: Bool)
    /// `CNContactStore.requestAccess(for:)`, the first time: the prompt and the user's answer.
    case contactsPermissionAsked(app: String, allowed: Bool)
    /// `LAContext.evaluatePolicy`: the Face ID sheet with the app's reason, and whether the face matched.
    case biometryEvaluated(app: String, reason: String, matched: Bool)
    /// The first `UIImageWriteToSavedPhotosAlbum`: the add-only Photos prompt, answered OK.
    case photosAddPermissionAsked(app: String)
    /// The first `requestRecordPermission(_:)`: the microphone prompt, answered OK.
    case microphonePermissionAsked(app: String)
    /// An image was added to the device's photo library (`photos`: how many it now holds).
    case photoSaved(app: String, width: Int, height: Int, photos: Int)
    /// `startUpdatingLocation()` before permission was given (`denied`: the user refused).
    case locationNotAuthorized(denied: Bool)
    /// The device moved, but the app's updates are paused in this state.
    case locationUpdatesPaused(app: String, state: AppState)
    /// `voip` in UIBackgroundModes keeps nothing running: LifecycleLab simulates no VoIP.
    case voipModeKeepsNothing
    /// A BGProcessingTaskRequest was submitted, with its requirements.
    case processingSubmitted(identifier: String, after: Int?, externalPower: Bool, network: Bool)
    /// `bgtask` for an app with no pending request (`identifier` when one was named).
    case taskNotSubmitted(app: String, identifier: String?)
    /// The processing task runs: its launch handler is called; `requirements` were not checked.
    case processingRuns(identifier: String, requirements: [String])
    /// The app stays in the background until its BGProcessingTask completes (`seconds` at most).
    case waitingForProcessingTask(seconds: Int)
}

/// Why a process ended with no method called.
public enum ProcessEndReason: Sendable, Equatable {
    /// A new install of the same bundle identifier replaced it.
    case replacedByInstall
    /// The app was removed from the device.
    case uninstalled
    /// `terminate`: killed from the debugger (SIGKILL).
    case stoppedFromDebugger
    /// The app's own code ended the process with this exit status.
    case exited(status: Int)
}

/// Where a view controller's view came from.
public enum ViewSource: Sendable, Equatable {
    /// Unarchived from this nib (`Main.storyboardc/BYZ-38-t0r-view-8bC-Xf-vdC.nib`, `ViewController.nib`).
    case nib(String)
    /// The app's own `loadView()` set it.
    case appLoadView
    /// UITableViewController's own `loadView()` made a UITableView.
    case tableView
    /// UICollectionViewController's own `loadView()` made a UICollectionView.
    case collectionView
    /// No nib: UIKit made a plain UIView.
    case plainView
}
