import LabCore

/// The words for each system event: the one place they are written.
extension SystemEvent {
    /// The line the learner reads (without indentation).
    public var text: String {
        switch self {
        case let .installed(app, identifier, update): "\(app) \(update ? "updated" : "installed") (\(identifier))"
        case let .removed(app): "\(app) removed"
        case let .processEnded(reason): reason.text
        case let .applicationCreated(principal?):
            "UIApplicationMain: \(principal) created (the principal class, a UIApplication subclass)"
        case .applicationCreated(nil): "UIApplicationMain: UIApplication created"
        case let .delegateCreated(delegate?): "UIApplicationMain: \(delegate) created, set as the application's delegate"
        case .delegateCreated(nil): "UIApplicationMain: no delegate class given; the application has no delegate"
        case .delegateExpectedFromMainNib: "UIApplicationMain: no delegate class given; the main nib may hold the delegate"
        case let .mainNibLoaded(nib, objects): "UIApplicationMain: \(nib).nib loaded (NSMainNibFile): " + objects.joined(separator: ", ")
        case let .outletConnected(nil, property, destination):
            "UIApplicationMain: File's Owner (the application) .\(property) = \(destination) (outlet)"
        case let .outletConnected(owner?, property, destination): "UIApplicationMain: \(owner).\(property) = \(destination) (outlet)"
        case let .storyboardLoaded(storyboard, controller):
            "UIApplicationMain: \(storyboard).storyboard loaded; initial view controller: \(controller)"
        case let .mainWindowCreated(root, storyboard):
            "UIApplicationMain: UIWindow created → delegate.window; \(Self.root(root)) (\(storyboard).storyboard)"
        case let .sceneConnecting(scene, delegate?):
            "scene \"\(scene)\" connecting: UIWindowScene created, \(delegate) set as its delegate"
        case let .sceneConnecting(scene, nil): "scene \"\(scene)\" connecting: UIWindowScene created, with no delegate"
        case let .sceneWindowCreated(delegate, root, storyboard):
            "UIWindow(windowScene:) created → \(delegate).window; \(Self.root(root)) (\(storyboard).storyboard)"
        case let .windowsOutsideScene(total, sceneless):
            "\(total) windows: \(sceneless == 1 ? "one has" : "\(sceneless) have") no windowScene (UIWindow(frame:)), so iOS never shows \(sceneless == 1 ? "it" : "them") — with scenes, the window is the scene delegate's UIWindow(windowScene:)"
        case .madeKeyAndVisible: "UIWindow.makeKeyAndVisible()"
        case let .viewLoaded(source): "view from \(source.text)"
        case let .actionSent(control, title, event, target, selector): "\(control) \"\(title)\" sends \(event) → \(target).\(selector)"
        case let .seguePerformed(identifier, kind, destination):
            "segue \(identifier.isEmpty ? "" : "\"\(identifier)\" ")(\(kind)) → \(destination) instantiated from the storyboard"
        case let .eventKept(application): "\(application).sendEvent(_:) did not call super: the event went no further, and no action was sent"
        case .timerFired: "a timer fires"
        case let .viewUnloaded(controller): "\(controller)'s view is not on screen: the memory warning releases it (iOS 3–5)"
        case let .transitionAnimationEnded(milliseconds): "the transition's animation ends (\(DurationText.format(milliseconds)))"
        case .viewAnimationEnded: "a view animation ends"
        case let .scenePresented(view, scene, width, height):
            "\(view).presentScene: \(scene) (\(Rect.format(width)) × \(Rect.format(height))), then its didMove(to:)"
        case let .sceneViewPaused(view, true, true):
            "\(view).isPaused = true: the app resigns active, so SpriteKit pauses the scene (no update(_:), actions or physics)"
        case let .sceneViewPaused(view, false, true):
            "\(view).isPaused = false: the app is active again, so SpriteKit resumes the scene (update(_:) 60 times a second)"
        case let .sceneViewPaused(view, paused, false):
            "\(view).isPaused = \(paused): " + (paused ? "the scene stops (no update(_:), actions or physics)" : "the scene runs (update(_:) 60 times a second)")
        case let .sceneTouched(scene, node, title, x, y):
            "touch at (\(Rect.format(x)), \(Rect.format(y))) in \(scene), on \(node) \"\(title)\": touchesBegan(_:with:), then touchesEnded(_:with:)"
        case let .transitionAwaitsCompletion(milliseconds):
            "the transition's \(DurationText.format(milliseconds)) are over, but its animation controller has not called completeTransition(_:): the transition stays under way and the app takes no touches until it does"
        case .transitionCompletedLate: "the animation controller calls completeTransition(_:): the transition ends"
        case .touchesBlockedByTransition: "a transition is still under way (completeTransition(_:) was never called): the app takes no touches, the tap goes no further"
        case let .deviceRotated(orientation): "the device turns: \(orientation.words) (UIDevice.orientation .\(orientation.rawValue))"
        case .homeScreenStaysPortrait: "no app in front: the home screen stays portrait"
        case let .orientationNotSupported(app, orientation, kept):
            "\(app) does not allow .\(orientation) (Info.plist and supportedInterfaceOrientations): its interface stays .\(kept)"
        case let .interfaceRotating(orientation, width, height, horizontal, vertical):
            "the interface turns to .\(orientation): \(Rect.format(width)) × \(Rect.format(height)), \(horizontal) width, \(vertical) height"
        case let .interfaceStartsIn(orientation, width, height):
            "the interface starts in .\(orientation) (the device is turned): \(Rect.format(width)) × \(Rect.format(height))"
        case let .transitionAnimationsRan(count): "the transition coordinator runs \(count) alongside animation\(count == 1 ? "" : "s")"
        case let .transitionCompletionsRan(count): "the transition coordinator runs \(count) completion\(count == 1 ? "" : "s"): the rotation is over"
        case let .backTapped(popped): "the navigation bar's back button: \(popped) is popped"
        case let .rowTapped(table, text): "\(table) row \"\(text)\" tapped: the table tells its delegate"
        case let .itemTapped(collection, text): "\(collection) item \"\(text)\" tapped: the collection view tells its delegate"
        case let .segueTriggered(control, title, identifier): "\(control) \"\(title)\" triggers segue \"\(identifier)\""
        case let .pageSwiped(container, forward):
            "\(container) turns to the \(forward ? "next" : "previous") page: it asks its data source for the page \(forward ? "after" : "before") the current one"
        case let .noPageToTurnTo(container, forward):
            "\(container)'s data source has no page \(forward ? "after" : "before") the current one: the page bounces back"
        case let .unwindPerformed(identifier, action, destination):
            "unwind segue \"\(identifier)\" → back to \(destination), which implements \(Device.swiftName(ofAction: action))"
        case let .unwindDestinationNotFound(identifier, action):
            "unwind segue \"\(identifier)\": no view controller up the chain implements \(Device.swiftName(ofAction: action)), nothing happens"
        case let .segueNotSimulated(identifier, kind): "segue \"\(identifier)\" is a \(kind) segue: LifecycleLab does not run that kind, nothing happens"
        case .noVisibleWindow: "no window is visible: the screen stays black"
        case let .windowReleased(windowClass, wasVisible):
            "the \(windowClass) was released: nothing keeps a reference to it (UIKit keeps none)" + (wasVisible ? ", so it leaves the screen" : "")
        case .chosenInSwitcher: "chosen in the app switcher"
        case let .homeFirst(front): "Home first: \(front) is in front"
        case let .overlayClosed(overlay): "\(overlay.rawValue) closed"
        case let .overlayClosedForCall(overlay): "\(overlay.rawValue) closes for the call"
        case let .overlayOverLockScreen(overlay): "\(overlay.rawValue) opens over the lock screen: no app is in front, none is told"
        case let .switcherOpened(cards): cards.isEmpty ? "app switcher opened: no cards" : "app switcher opened: " + cards.joined(separator: " · ")
        case let .cardRemoved(app): "card removed; \(app) was not running"
        case let .multitaskingBarOpened(icons):
            "multitasking bar opened below the screen (the app in front is left out): " + (icons.isEmpty ? "no icons" : icons.joined(separator: " · "))
        case .switcherClosedAfterLastCard: "the last card is gone: the app switcher closes to the home screen"
        case .callInBanner: "the call rings in a compact banner at the top (iOS 14+): what is in front stays active"
        case .callAnsweredInBanner: "answered in the banner: the call goes on and the user stays where they were"
        case let .callMovedToLockScreen(caller): "the call from \(caller) goes on ringing on the lock screen"
        case let .callMissed(caller): "missed call from \(caller): nobody answered for 30 s"
        case .forceQuitWhileSuspended: "force quit while suspended: no method is called"
        case .callBehindLockScreen: "the call goes on behind the lock screen"
        case let .backAfterCall(app): "back to \(app), where the call interrupted"
        case let .reclaimedWhileLocked(app): "\(app) was reclaimed while locked: it launches again"
        case .nothingToReclaim: "no app is suspended: nothing to reclaim (running apps are kept)"
        case let .notEnoughMemory(app): "not enough memory for the launch: \(app) is the least recently used suspended app"
        case .reclaimedSilently: "reclaimed silently: no method is called"
        case let .statePreserved(paths):
            paths.isEmpty ? "state saved: no view controller has a restoration identifier"
                : "state saved for \(paths.count) view controller\(paths.count == 1 ? "" : "s"): \(paths.joined(separator: ", "))"
        case .statePreservationDeclined: "the app delegate declined: no state is saved"
        case let .stateRestored(paths):
            paths.isEmpty ? "saved state restored: no view controller came back"
                : "saved state restored for \(paths.count) view controller\(paths.count == 1 ? "" : "s"): \(paths.joined(separator: ", "))"
        case .savedStateNotRestored: "the app delegate declined: the saved state is not restored"
        case .savedStateDiscarded(.forceQuit): "the saved state is deleted: the user force quit the app"
        case .savedStateDiscarded(.crashAtLaunch): "the saved state is deleted: the launch that would restore it crashed"
        case let .sceneActivitySaved(type): "the scene's state restoration activity \"\(type)\" is saved"
        case .sceneActivityNotSaved: "stateRestorationActivity(for:) returned nil: nothing is saved for the scene"
        case let .sceneActivityRestored(type): "the session's stateRestorationActivity is the saved activity \"\(type)\""
        case .waitingForCompletionHandler: "the app keeps running until it calls the completion handler (about 30 s)"
        case let .snapshotWithBackgroundTasks(names):
            "snapshot taken; background task \(names.map { $0.map { "\"\($0)\"" } ?? "(unnamed)" }.joined(separator: ", ")) keeps the app running"
        case .snapshotTaken: "snapshot taken; no background work is running"
        case .snapshotKeptByDebugger: "snapshot taken; the debugger is attached: the app is not suspended (`detach` lets go)"
        case .debuggerDetached: "the debugger detached: the app now runs as if launched from the home screen"
        case .backgroundTimeExpired: "background time is almost up (5 s left): expiration handlers run"
        case let .alertNotShown(app, denied):
            denied ? "not shown: the user does not allow notifications from \(app)"
                   : "not shown: \(app) never asked permission (UNUserNotificationCenter.requestAuthorization): nothing is shown"
        case .noBannerWithoutDelegate: "the app is in front and has no UNUserNotificationCenter delegate: no banner"
        case let .alertShown(banner, badge):
            "shown: " + ((banner ? ["banner"] : []) + (badge.map { ["badge \($0)"] } ?? []) + ["Notification Centre"]).joined(separator: ", ")
        case .silentPushUnsupported: "not delivered: silent pushes arrived with iOS 7"
        case let .silentPushSkippedForceQuit(app):
            "not delivered: the user force-quit \(app); iOS wakes it for no silent push until the user launches it again"
        case let .fetchNeverScheduled(app):
            "not woken: \(app) never set a minimum background fetch interval (setMinimumBackgroundFetchInterval; the default is never)"
        case let .fetchSkippedForceQuit(app): "not woken: the user force-quit \(app); background fetch waits until the user launches it again"
        case let .willPresentAnswered(banner):
            banner ? "willPresent asked for a banner: shown while the app is in front" : "willPresent chose no banner"
        case .tapWithoutDelegate: "no UNUserNotificationCenter delegate: the tap goes to the app delegate's application(_:didReceiveRemoteNotification:…), as before iOS 10"
        case .remoteNotificationsRegistered: "APNs registered the device: the token is delivered"
        case let .notificationPermissionAsked(app, allowed):
            "“\(app)” Would Like to Send You Notifications — the user taps \(allowed ? "Allow" : "Don’t Allow") (`notifications allow|deny` sets the answer)"
        case .provisionalNotificationAuthorization:
            "provisional authorisation: granted without asking; notifications go quietly to Notification Centre (no banner, no sound)"
        case let .localNotificationScheduled(identifier, milliseconds, repeats):
            milliseconds == 0 ? "notification request \"\(identifier)\" added: delivered at once"
                : "notification request \"\(identifier)\" added: fires in \(DurationText.format(milliseconds))\(repeats ? ", then repeats" : "")"
        case .localNotificationNeverFires: "notification request not added: its calendar trigger matches no date to come"
        case let .localNotificationFired(identifier, title, body):
            "local notification \"\(identifier)\" fires" + ((title == nil && body == nil) ? ""
                : ": " + [title.map { "\"\($0)\"" }, body].compactMap { $0 }.joined(separator: " — "))
        case .privateMemoryWarning:
            "UIApplication's private _performMemoryWarning (behind the Simulator's Simulate Memory Warning): this app gets a memory warning"
        case let .quickActionChosen(title, type):
            "the user presses the app's icon and chooses the quick action \"\(title)\" (\(type))"
        case .quickActionDeclinedAtLaunch:
            "a launch method returned false: UIKit sends no application(_:performActionFor:completionHandler:)"
        case let .pendingNotificationsRemoved(count):
            "\(count) pending notification request\(count == 1 ? "" : "s") removed"
        case let .notificationActionChosen(title, identifier, opensApp, text):
            "the user chooses \"\(title)\" (\(identifier))" + (text.map { ", typing \"\($0)\"" } ?? "")
                + (opensApp ? ": the app comes to the front (.foreground)" : ": the app handles it in the background")
        case .waitingForTaskCompletion: "the app keeps running until its task calls setTaskCompleted(success:) (about 30 s)"
        case let .backgroundWorkInFrontOnly(mode, obstacle): "\(mode.work) in front only: \(obstacle)"
        case let .keptRunningByBackgroundModes(modes):
            "the app keeps running in the background: " + modes.map { "\($0.work) (UIBackgroundModes \($0.rawValue))" }.joined(separator: ", ")
        case let .backgroundWorkEnded(mode): "\(mode.ended) in the background"
        case let .appRefreshNotSubmitted(app):
            "not woken: \(app) submitted no BGAppRefreshTaskRequest (with BGTaskSchedulerPermittedIdentifiers in Info.plist, iOS 13+ calls no performFetchWithCompletionHandler)"
        case let .appRefreshNotYet(seconds): "not yet: the request's earliestBeginDate is \(seconds) s away (`wait` first)"
        case let .appRefreshSkippedForceQuit(app): "not woken: the user force-quit \(app); its tasks wait until the user launches it again"
        case let .appRefreshSubmitted(identifier, after):
            "BGAppRefreshTaskRequest \"\(identifier)\" submitted" + (after.map { ", not before \($0) s from now" } ?? "")
        case let .appRefreshRuns(identifier):
            "BGAppRefreshTask \"\(identifier)\" runs: its launch handler is called (about 30 s, then its expiration handler)"
        case .appRefreshExpiring: "the task's time is up: its expiration handler runs"
        case .appRefreshMissed:
            "the task never called setTaskCompleted(success:): iOS marks it failed and suspends the app (it may end an app that does this)"
        case let .locationPermissionAsked(app, always, allowed):
            "“\(app)” Would Like to Use Your Location\(always ? " Even When Not Using the App" : "") — the user taps "
                + (allowed ? (always ? "Allow" : "Allow While Using App") : "Don’t Allow") + " (`location allow|deny` sets the answer)"
        case let .contactsPermissionAsked(app, allowed):
            "“\(app)” Would Like to Access Your Contacts — the user taps " + (allowed ? "OK" : "Don’t Allow") + " (`contacts allow|deny` sets the answer)"
        case let .photosAddPermissionAsked(app):
            "“\(app)” Would Like to Add to your Photos — the user taps OK (LifecycleLab's simulated user always allows)"
        case let .photoSaved(app, width, height, photos):
            "\(app) saved a \(width)×\(height)-pixel image to the photo library (\(photos) photo\(photos == 1 ? "" : "s") in it)"
        case let .locationNotAuthorized(denied):
            denied ? "startUpdatingLocation(): the user denied location: no updates"
                   : "startUpdatingLocation() before any permission (requestWhenInUseAuthorization first): no updates yet"
        case let .locationUpdatesPaused(app, state):
            "\(app)'s location updates are paused while it is \(state.displayName) (in the background they need allowsBackgroundLocationUpdates and location in UIBackgroundModes)"
        case .voipModeKeepsNothing:
            "voip in UIBackgroundModes keeps nothing running: since iOS 13 it lets a PushKit VoIP push launch the app, which must report the call to CallKit at once; LifecycleLab simulates neither (nor the keep-alive sockets of iOS 4–8)"
        case let .processingSubmitted(identifier, after, externalPower, network):
            "BGProcessingTaskRequest \"\(identifier)\" submitted" + (after.map { ", not before \($0) s from now" } ?? "")
                + "; requires external power: \(externalPower ? "yes" : "no"), network: \(network ? "yes" : "no")"
        case let .taskNotSubmitted(app, identifier):
            identifier.map { "not run: \(app) has no pending request \"\($0)\" (BGTaskScheduler.submit it first)" }
                ?? "not run: \(app) submitted no BGTaskScheduler request"
        case let .processingRuns(identifier, requirements):
            "BGProcessingTask \"\(identifier)\" runs: its launch handler is called (minutes at most, then its expiration handler)"
                + (requirements.isEmpty ? "" : "; as in Xcode's simulated launch, \(requirements.joined(separator: " and ")) is not checked")
        case let .waitingForProcessingTask(seconds):
            "the app keeps running until its task calls setTaskCompleted(success:) (at most \(seconds) s here)"
        }
    }

    private static func root(_ controller: String?) -> String {
        controller.map { "rootViewController = \($0)" } ?? "no rootViewController"
    }
}

extension ProcessEndReason {
    var text: String {
        switch self {
        case .replacedByInstall: "replaced by the new install: the old process is killed (no method is called)"
        case .uninstalled: "removed from the device: the process is killed (no method is called)"
        case .stoppedFromDebugger: "stopped from the debugger: the process is killed (SIGKILL); no method is called"
        case let .exited(status): "the app exited by itself (exit status \(status)); no method is called"
        }
    }
}

extension ViewSource {
    /// Where the view came from, as `views` and the `loadView()` line say it.
    var text: String {
        switch self {
        case let .nib(path): path
        case .appLoadView: "loadView()"
        case .tableView: "a UITableView (UITableViewController's own loadView)"
        case .collectionView: "a UICollectionView (UICollectionViewController's own loadView)"
        case .plainView: "a plain UIView (no nib)"
        }
    }
}

extension BackgroundMode {
    /// What keeps the app running, as the log says it.
    var work: String {
        switch self {
        case .audio: "audio is playing"
        case .location: "location updates are on"
        }
    }

    /// The same work ending.
    var ended: String {
        switch self {
        case .audio: "audio stopped"
        case .location: "location updates stopped"
        }
    }
}
