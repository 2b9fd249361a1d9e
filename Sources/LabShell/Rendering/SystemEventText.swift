import LabCore

/// The words for each system event: the one place they are written (English here, the other
/// languages in `Catalog/*.lproj/Localizable.strings`, keyed by the English).
extension SystemEvent {
    /// The line the learner reads (without indentation).
    public var text: String {
        switch self {
        case let .installed(app, identifier, update): update ? tr("%@ updated (%@)", app, identifier) : tr("%@ installed (%@)", app, identifier)
        case let .removed(app): tr("%@ removed", app)
        case let .processEnded(reason): reason.text
        case let .applicationCreated(principal?):
            tr("UIApplicationMain: %@ created (the principal class, a UIApplication subclass)", principal)
        case .applicationCreated(nil): tr("UIApplicationMain: UIApplication created")
        case let .delegateCreated(delegate?): tr("UIApplicationMain: %@ created, set as the application's delegate", delegate)
        case .delegateCreated(nil): tr("UIApplicationMain: no delegate class given; the application has no delegate")
        case .delegateExpectedFromMainNib: tr("UIApplicationMain: no delegate class given; the main nib may hold the delegate")
        case let .mainNibLoaded(nib, objects): tr("UIApplicationMain: %@.nib loaded (NSMainNibFile): %@", nib, objects.joined(separator: ", "))
        case let .outletConnected(nil, property, destination):
            tr("UIApplicationMain: File's Owner (the application) .%@ = %@ (outlet)", property, destination)
        case let .outletConnected(owner?, property, destination): tr("UIApplicationMain: %@.%@ = %@ (outlet)", owner, property, destination)
        case let .storyboardLoaded(storyboard, controller):
            tr("UIApplicationMain: %@.storyboard loaded; initial view controller: %@", storyboard, controller)
        case let .mainWindowCreated(root, storyboard):
            tr("UIApplicationMain: UIWindow created → delegate.window; %@ (%@.storyboard)", Self.root(root), storyboard)
        case let .sceneConnecting(scene, delegate?):
            tr("scene \"%@\" connecting: UIWindowScene created, %@ set as its delegate", scene, delegate)
        case let .sceneConnecting(scene, nil): tr("scene \"%@\" connecting: UIWindowScene created, with no delegate", scene)
        case let .sceneWindowCreated(delegate, root, storyboard):
            tr("UIWindow(windowScene:) created → %@.window; %@ (%@.storyboard)", delegate, Self.root(root), storyboard)
        case let .windowsOutsideScene(total, sceneless):
            sceneless == 1
                ? tr("%d windows: one has no windowScene (UIWindow(frame:)), so iOS never shows it — with scenes, the window is the scene delegate's UIWindow(windowScene:)", total)
                : tr("%d windows: %d have no windowScene (UIWindow(frame:)), so iOS never shows them — with scenes, the window is the scene delegate's UIWindow(windowScene:)", total, sceneless)
        case .madeKeyAndVisible: "UIWindow.makeKeyAndVisible()"
        case let .viewLoaded(source): tr("view from %@", source.text)
        case let .actionSent(control, title, event, target, selector): tr("%@ \"%@\" sends %@ → %@.%@", control, title, event, target, selector)
        case let .seguePerformed(identifier, kind, destination):
            identifier.isEmpty ? tr("segue (%@) → %@ instantiated from the storyboard", kind, destination)
                : tr("segue \"%@\" (%@) → %@ instantiated from the storyboard", identifier, kind, destination)
        case let .eventKept(application): tr("%@.sendEvent(_:) did not call super: the event went no further, and no action was sent", application)
        case .timerFired: tr("a timer fires")
        case let .viewUnloaded(controller): tr("%@'s view is not on screen: the memory warning releases it (iOS 3–5)", controller)
        case let .transitionAnimationEnded(milliseconds): tr("the transition's animation ends (%@)", DurationText.format(milliseconds))
        case .viewAnimationEnded: tr("a view animation ends")
        case let .scenePresented(view, scene, width, height):
            tr("%@.presentScene: %@ (%@ × %@), then its didMove(to:)", view, scene, Rect.format(width), Rect.format(height))
        case let .sceneViewPaused(view, true, true):
            tr("%@.isPaused = true: the app resigns active, so SpriteKit pauses the scene (no update(_:), actions or physics)", view)
        case let .sceneViewPaused(view, false, true):
            tr("%@.isPaused = false: the app is active again, so SpriteKit resumes the scene (update(_:) 60 times a second)", view)
        case let .sceneViewPaused(view, true, false):
            tr("%@.isPaused = true: the scene stops (no update(_:), actions or physics)", view)
        case let .sceneViewPaused(view, false, false):
            tr("%@.isPaused = false: the scene runs (update(_:) 60 times a second)", view)
        case let .sceneTouched(scene, node, title, x, y):
            tr("touch at (%@, %@) in %@, on %@ \"%@\": touchesBegan(_:with:), then touchesEnded(_:with:)", Rect.format(x), Rect.format(y), scene, node, title)
        case let .transitionAwaitsCompletion(milliseconds):
            tr("the transition's %@ are over, but its animation controller has not called completeTransition(_:): the transition stays under way and the app takes no touches until it does", DurationText.format(milliseconds))
        case .transitionCompletedLate: tr("the animation controller calls completeTransition(_:): the transition ends")
        case .touchesBlockedByTransition: tr("a transition is still under way (completeTransition(_:) was never called): the app takes no touches, the tap goes no further")
        case let .deviceRotated(orientation): tr("the device turns: %@ (UIDevice.orientation .%@)", orientation.words, orientation.rawValue)
        case .homeScreenStaysPortrait: tr("no app in front: the home screen stays portrait")
        case let .orientationNotSupported(app, orientation, kept):
            tr("%@ does not allow .%@ (Info.plist and supportedInterfaceOrientations): its interface stays .%@", app, orientation, kept)
        case let .interfaceRotating(orientation, width, height, horizontal, vertical):
            tr("the interface turns to .%@: %@ × %@, %@ width, %@ height", orientation, Rect.format(width), Rect.format(height), horizontal, vertical)
        case let .interfaceStartsIn(orientation, width, height):
            tr("the interface starts in .%@ (the device is turned): %@ × %@", orientation, Rect.format(width), Rect.format(height))
        case let .transitionAnimationsRan(count):
            count == 1 ? tr("the transition coordinator runs %d alongside animation", count) : tr("the transition coordinator runs %d alongside animations", count)
        case let .transitionCompletionsRan(count):
            count == 1 ? tr("the transition coordinator runs %d completion: the rotation is over", count)
                : tr("the transition coordinator runs %d completions: the rotation is over", count)
        case let .backTapped(popped): tr("the navigation bar's back button: %@ is popped", popped)
        case let .rowTapped(table, text): tr("%@ row \"%@\" tapped: the table tells its delegate", table, text)
        case let .itemTapped(collection, text): tr("%@ item \"%@\" tapped: the collection view tells its delegate", collection, text)
        case let .segueTriggered(control, title, identifier): tr("%@ \"%@\" triggers segue \"%@\"", control, title, identifier)
        case let .pageSwiped(container, forward):
            forward ? tr("%@ turns to the next page: it asks its data source for the page after the current one", container)
                : tr("%@ turns to the previous page: it asks its data source for the page before the current one", container)
        case let .noPageToTurnTo(container, forward):
            forward ? tr("%@'s data source has no page after the current one: the page bounces back", container)
                : tr("%@'s data source has no page before the current one: the page bounces back", container)
        case let .unwindPerformed(identifier, action, destination):
            tr("unwind segue \"%@\" → back to %@, which implements %@", identifier, destination, Device.swiftName(ofAction: action))
        case let .unwindDestinationNotFound(identifier, action):
            tr("unwind segue \"%@\": no view controller up the chain implements %@, nothing happens", identifier, Device.swiftName(ofAction: action))
        case let .segueNotSimulated(identifier, kind): tr("segue \"%@\" is a %@ segue: LifecycleLab does not run that kind, nothing happens", identifier, kind)
        case .noVisibleWindow: tr("no window is visible: the screen stays black")
        case let .windowReleased(windowClass, wasVisible):
            wasVisible ? tr("the %@ was released: nothing keeps a reference to it (UIKit keeps none), so it leaves the screen", windowClass)
                : tr("the %@ was released: nothing keeps a reference to it (UIKit keeps none)", windowClass)
        case .chosenInSwitcher: tr("chosen in the app switcher")
        case let .homeFirst(front): tr("Home first: %@ is in front", front)
        case let .overlayClosed(overlay): tr("%@ closed", overlay.words)
        case let .overlayClosedForCall(overlay): tr("%@ closes for the call", overlay.words)
        case let .overlayOverLockScreen(overlay): tr("%@ opens over the lock screen: no app is in front, none is told", overlay.words)
        case let .switcherOpened(cards): cards.isEmpty ? tr("app switcher opened: no cards") : tr("app switcher opened: %@", cards.joined(separator: " · "))
        case let .cardRemoved(app): tr("card removed; %@ was not running", app)
        case let .multitaskingBarOpened(icons):
            tr("multitasking bar opened below the screen (the app in front is left out): %@", icons.isEmpty ? tr("no icons") : icons.joined(separator: " · "))
        case .switcherClosedAfterLastCard: tr("the last card is gone: the app switcher closes to the home screen")
        case .callInBanner: tr("the call rings in a compact banner at the top (iOS 14+): what is in front stays active")
        case .callAnsweredInBanner: tr("answered in the banner: the call goes on and the user stays where they were")
        case let .callMovedToLockScreen(caller): tr("the call from %@ goes on ringing on the lock screen", caller)
        case let .callMissed(caller): tr("missed call from %@: nobody answered for 30 s", caller)
        case .forceQuitWhileSuspended: tr("force quit while suspended: no method is called")
        case .callBehindLockScreen: tr("the call goes on behind the lock screen")
        case let .backAfterCall(app): tr("back to %@, where the call interrupted", app)
        case let .reclaimedWhileLocked(app): tr("%@ was reclaimed while locked: it launches again", app)
        case .nothingToReclaim: tr("no app is suspended: nothing to reclaim (running apps are kept)")
        case let .notEnoughMemory(app): tr("not enough memory for the launch: %@ is the least recently used suspended app", app)
        case .reclaimedSilently: tr("reclaimed silently: no method is called")
        case let .statePreserved(paths):
            paths.isEmpty ? tr("state saved: no view controller has a restoration identifier")
                : paths.count == 1 ? tr("state saved for %d view controller: %@", paths.count, paths.joined(separator: ", "))
                : tr("state saved for %d view controllers: %@", paths.count, paths.joined(separator: ", "))
        case .statePreservationDeclined: tr("the app delegate declined: no state is saved")
        case let .stateRestored(paths):
            paths.isEmpty ? tr("saved state restored: no view controller came back")
                : paths.count == 1 ? tr("saved state restored for %d view controller: %@", paths.count, paths.joined(separator: ", "))
                : tr("saved state restored for %d view controllers: %@", paths.count, paths.joined(separator: ", "))
        case .savedStateNotRestored: tr("the app delegate declined: the saved state is not restored")
        case .savedStateDiscarded(.forceQuit): tr("the saved state is deleted: the user force quit the app")
        case .savedStateDiscarded(.crashAtLaunch): tr("the saved state is deleted: the launch that would restore it crashed")
        case let .sceneActivitySaved(type): tr("the scene's state restoration activity \"%@\" is saved", type)
        case .sceneActivityNotSaved: tr("stateRestorationActivity(for:) returned nil: nothing is saved for the scene")
        case let .sceneActivityRestored(type): tr("the session's stateRestorationActivity is the saved activity \"%@\"", type)
        case .waitingForCompletionHandler: tr("the app keeps running until it calls the completion handler (about 30 s)")
        case let .snapshotWithBackgroundTasks(names):
            tr("snapshot taken; background task %@ keeps the app running", names.map { $0.map { "\"\($0)\"" } ?? tr("(unnamed)") }.joined(separator: ", "))
        case .snapshotTaken: tr("snapshot taken; no background work is running")
        case .snapshotKeptByDebugger: tr("snapshot taken; the debugger is attached: the app is not suspended (`detach` lets go)")
        case .debuggerDetached: tr("the debugger detached: the app now runs as if launched from the home screen")
        case .backgroundTimeExpired: tr("background time is almost up (5 s left): expiration handlers run")
        case let .alertNotShown(app, denied):
            denied ? tr("not shown: the user does not allow notifications from %@", app)
                   : tr("not shown: %@ never asked permission (UNUserNotificationCenter.requestAuthorization): nothing is shown", app)
        case .noBannerWithoutDelegate: tr("the app is in front and has no UNUserNotificationCenter delegate: no banner")
        case let .alertShown(banner, badge):
            tr("shown: %@", ((banner ? [tr("banner")] : []) + (badge.map { [tr("badge %d", $0)] } ?? []) + [tr("Notification Centre")]).joined(separator: ", "))
        case .silentPushUnsupported: tr("not delivered: silent pushes arrived with iOS 7")
        case let .silentPushSkippedForceQuit(app):
            tr("not delivered: the user force-quit %@; iOS wakes it for no silent push until the user launches it again", app)
        case let .fetchNeverScheduled(app):
            tr("not woken: %@ never set a minimum background fetch interval (setMinimumBackgroundFetchInterval; the default is never)", app)
        case let .fetchSkippedForceQuit(app): tr("not woken: the user force-quit %@; background fetch waits until the user launches it again", app)
        case let .willPresentAnswered(banner):
            banner ? tr("willPresent asked for a banner: shown while the app is in front") : tr("willPresent chose no banner")
        case .tapWithoutDelegate: tr("no UNUserNotificationCenter delegate: the tap goes to the app delegate's application(_:didReceiveRemoteNotification:…), as before iOS 10")
        case .remoteNotificationsRegistered: tr("APNs registered the device: the token is delivered")
        case let .notificationPermissionAsked(app, allowed):
            allowed ? tr("“%@” Would Like to Send You Notifications — the user taps Allow (`notifications allow|deny` sets the answer)", app)
                : tr("“%@” Would Like to Send You Notifications — the user taps Don’t Allow (`notifications allow|deny` sets the answer)", app)
        case .provisionalNotificationAuthorization:
            tr("provisional authorisation: granted without asking; notifications go quietly to Notification Centre (no banner, no sound)")
        case let .localNotificationScheduled(identifier, milliseconds, repeats):
            milliseconds == 0 ? tr("notification request \"%@\" added: delivered at once", identifier)
                : repeats ? tr("notification request \"%@\" added: fires in %@, then repeats", identifier, DurationText.format(milliseconds))
                : tr("notification request \"%@\" added: fires in %@", identifier, DurationText.format(milliseconds))
        case .localNotificationNeverFires: tr("notification request not added: its calendar trigger matches no date to come")
        case let .localNotificationFired(identifier, title, body):
            (title == nil && body == nil) ? tr("local notification \"%@\" fires", identifier)
                : tr("local notification \"%@\" fires: %@", identifier, [title.map { "\"\($0)\"" }, body].compactMap { $0 }.joined(separator: " — "))
        case .privateMemoryWarning:
            tr("UIApplication's private _performMemoryWarning (behind the Simulator's Simulate Memory Warning): this app gets a memory warning")
        case let .quickActionChosen(title, type):
            tr("the user presses the app's icon and chooses the quick action \"%@\" (%@)", title, type)
        case .quickActionDeclinedAtLaunch:
            tr("a launch method returned false: UIKit sends no application(_:performActionFor:completionHandler:)")
        case let .pendingNotificationsRemoved(count):
            count == 1 ? tr("%d pending notification request removed", count) : tr("%d pending notification requests removed", count)
        case let .notificationActionChosen(title, identifier, opensApp, text):
            (text.map { tr("the user chooses \"%@\" (%@), typing \"%@\"", title, identifier, $0) } ?? tr("the user chooses \"%@\" (%@)", title, identifier))
                + (opensApp ? tr(": the app comes to the front (.foreground)") : tr(": the app handles it in the background"))
        case .waitingForTaskCompletion: tr("the app keeps running until its task calls setTaskCompleted(success:) (about 30 s)")
        case let .backgroundWorkInFrontOnly(mode, obstacle): tr("%@ in front only: %@", mode.work, obstacle.text)
        case let .keptRunningByBackgroundModes(modes):
            tr("the app keeps running in the background: %@", modes.map { tr("%@ (UIBackgroundModes %@)", $0.work, $0.rawValue) }.joined(separator: ", "))
        case let .backgroundWorkEnded(mode): tr("%@ in the background", mode.ended)
        case let .appRefreshNotSubmitted(app):
            tr("not woken: %@ submitted no BGAppRefreshTaskRequest (with BGTaskSchedulerPermittedIdentifiers in Info.plist, iOS 13+ calls no performFetchWithCompletionHandler)", app)
        case let .appRefreshNotYet(seconds): tr("not yet: the request's earliestBeginDate is %d s away (`wait` first)", seconds)
        case let .appRefreshSkippedForceQuit(app): tr("not woken: the user force-quit %@; its tasks wait until the user launches it again", app)
        case let .appRefreshSubmitted(identifier, after):
            after.map { tr("BGAppRefreshTaskRequest \"%@\" submitted, not before %d s from now", identifier, $0) }
                ?? tr("BGAppRefreshTaskRequest \"%@\" submitted", identifier)
        case let .appRefreshRuns(identifier):
            tr("BGAppRefreshTask \"%@\" runs: its launch handler is called (about 30 s, then its expiration handler)", identifier)
        case .appRefreshExpiring: tr("the task's time is up: its expiration handler runs")
        case .appRefreshMissed:
            tr("the task never called setTaskCompleted(success:): iOS marks it failed and suspends the app (it may end an app that does this)")
        case let .locationPermissionAsked(app, always, allowed):
            (always ? tr("“%@” Would Like to Use Your Location Even When Not Using the App — the user taps %@ (`location allow|deny` sets the answer)", app,
                         allowed ? "Allow" : "Don’t Allow")
                : tr("“%@” Would Like to Use Your Location — the user taps %@ (`location allow|deny` sets the answer)", app,
                     allowed ? "Allow While Using App" : "Don’t Allow"))
        case let .contactsPermissionAsked(app, allowed):
            tr("“%@” Would Like to Access Your Contacts — the user taps %@ (`contacts allow|deny` sets the answer)", app, allowed ? "OK" : "Don’t Allow")
        case let .biometryEvaluated(app, reason, matched):
            matched ? tr("Face ID for “%@” (“%@”): the face is recognised (`biometry allow|deny` sets the answer)", app, reason)
                : tr("Face ID for “%@” (“%@”): the face is not recognised (`biometry allow|deny` sets the answer)", app, reason)
        case let .photosAddPermissionAsked(app):
            tr("“%@” Would Like to Add to your Photos — the user taps OK (LifecycleLab's simulated user always allows)", app)
        case let .microphonePermissionAsked(app):
            tr("“%@” Would Like to Access the Microphone — the user taps OK (LifecycleLab's simulated user always allows)", app)
        case let .photoSaved(app, width, height, photos):
            photos == 1 ? tr("%@ saved a %d×%d-pixel image to the photo library (%d photo in it)", app, width, height, photos)
                : tr("%@ saved a %d×%d-pixel image to the photo library (%d photos in it)", app, width, height, photos)
        case let .locationNotAuthorized(denied):
            denied ? tr("startUpdatingLocation(): the user denied location: no updates")
                   : tr("startUpdatingLocation() before any permission (requestWhenInUseAuthorization first): no updates yet")
        case let .locationUpdatesPaused(app, state):
            tr("%@'s location updates are paused while it is %@ (in the background they need allowsBackgroundLocationUpdates and location in UIBackgroundModes)", app, state.words)
        case .voipModeKeepsNothing:
            tr("voip in UIBackgroundModes keeps nothing running: since iOS 13 it lets a PushKit VoIP push launch the app, which must report the call to CallKit at once; LifecycleLab simulates neither (nor the keep-alive sockets of iOS 4–8)")
        case let .processingSubmitted(identifier, after, externalPower, network):
            (after.map { tr("BGProcessingTaskRequest \"%@\" submitted, not before %d s from now", identifier, $0) }
                ?? tr("BGProcessingTaskRequest \"%@\" submitted", identifier))
                + tr("; requires external power: %@, network: %@", externalPower ? tr("yes") : tr("no"), network ? tr("yes") : tr("no"))
        case let .taskNotSubmitted(app, identifier):
            identifier.map { tr("not run: %@ has no pending request \"%@\" (BGTaskScheduler.submit it first)", app, $0) }
                ?? tr("not run: %@ submitted no BGTaskScheduler request", app)
        case let .processingRuns(identifier, requirements):
            tr("BGProcessingTask \"%@\" runs: its launch handler is called (minutes at most, then its expiration handler)", identifier)
                + (requirements.isEmpty ? "" : tr("; as in Xcode's simulated launch, %@ is not checked", requirements.joined(separator: tr(" and "))))
        case let .waitingForProcessingTask(seconds):
            tr("the app keeps running until its task calls setTaskCompleted(success:) (at most %d s here)", seconds)
        }
    }

    private static func root(_ controller: String?) -> String {
        controller.map { "rootViewController = \($0)" } ?? tr("no rootViewController")
    }
}

extension ProcessEndReason {
    var text: String {
        switch self {
        case .replacedByInstall: tr("replaced by the new install: the old process is killed (no method is called)")
        case .uninstalled: tr("removed from the device: the process is killed (no method is called)")
        case .stoppedFromDebugger: tr("stopped from the debugger: the process is killed (SIGKILL); no method is called")
        case let .exited(status): tr("the app exited by itself (exit status %d); no method is called", Int(status))
        }
    }
}

extension ViewSource {
    /// Where the view came from, as `views` and the `loadView()` line say it.
    var text: String {
        switch self {
        case let .nib(path): path
        case .appLoadView: ViewControllerCallback.loadView.rawValue
        case .tableView: tr("a UITableView (UITableViewController's own loadView)")
        case .collectionView: tr("a UICollectionView (UICollectionViewController's own loadView)")
        case .plainView: tr("a plain UIView (no nib)")
        }
    }
}

extension BackgroundMode {
    /// What keeps the app running, as the log says it.
    var work: String {
        switch self {
        case .audio: tr("audio is playing")
        case .location: tr("location updates are on")
        }
    }

    /// The same work ending.
    var ended: String {
        switch self {
        case .audio: tr("audio stopped")
        case .location: tr("location updates stopped")
        }
    }
}

extension AppState {
    /// The state as the learner reads it, in their language ("not running", "suspended", …).
    var words: String {
        switch self {
        case .notRunning: tr("not running")
        case .inactive: tr("inactive")
        case .active: tr("active")
        case .background: tr("background")
        case .suspended: tr("suspended")
        }
    }
}

extension Springboard.Overlay {
    /// "Notification Centre", "Control Centre", "app switcher" in the learner's language.
    var words: String {
        switch self {
        case .notificationCenter: tr("Notification Centre")
        case .controlCenter: tr("Control Centre")
        case .switcher: tr("app switcher")
        }
    }
}
