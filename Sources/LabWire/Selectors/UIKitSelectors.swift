/// The other methods the device has UIKit call on app objects, in Swift's `#selector` spelling,
/// declared once for both sides: LabCore offers them, the SDK's `Selectors` and
/// `LayoutSelectors` perform them.

/// State preservation and restoration (the app delegate's, a view controller's, a scene delegate's).
public enum StateRestorationSelector: String, Sendable, CaseIterable {
    case shouldSaveSecureApplicationState = "application(_:shouldSaveSecureApplicationState:)"
    case shouldSaveApplicationState = "application(_:shouldSaveApplicationState:)"
    case shouldRestoreSecureApplicationState = "application(_:shouldRestoreSecureApplicationState:)"
    case shouldRestoreApplicationState = "application(_:shouldRestoreApplicationState:)"
    case willEncodeRestorableState = "application(_:willEncodeRestorableStateWith:)"
    case didDecodeRestorableState = "application(_:didDecodeRestorableStateWith:)"
    case viewControllerWithRestorationIdentifierPath = "application(_:viewControllerWithRestorationIdentifierPath:coder:)"
    case encodeRestorableState = "encodeRestorableState(with:)"
    case decodeRestorableState = "decodeRestorableState(with:)"
    case applicationFinishedRestoringState = "applicationFinishedRestoringState()"
    case updateUserActivityState = "updateUserActivityState(_:)"
    case stateRestorationActivity = "stateRestorationActivity(for:)"
    case restoreInteractionState = "scene(_:restoreInteractionStateWith:)"
}

/// Rotation, traits and layout: UIKit's own steps and the app's overrides.
public enum LayoutSelector: String, Sendable, CaseIterable {
    case willTransition = "willTransition(to:with:)"
    case viewWillTransition = "viewWillTransition(to:with:)"
    case traitCollectionDidChange = "traitCollectionDidChange(_:)"
    case updateViewConstraints = "updateViewConstraints()"
    case viewWillLayoutSubviews = "viewWillLayoutSubviews()"
    case viewDidLayoutSubviews = "viewDidLayoutSubviews()"
    case layoutSubviews = "layoutSubviews()"
    case updateConstraints = "updateConstraints()"
}

/// A window becoming or ceasing to be the key window (iOS 15's names, then the older ones).
public enum KeyWindowSelector: String, Sendable, CaseIterable {
    case becomeKey = "becomeKey()"
    case resignKey = "resignKey()"
    case becomeKeyWindow = "becomeKeyWindow()"
    case resignKeyWindow = "resignKeyWindow()"
}

/// Storyboards and nibs: an unarchived object's awakening and a segue's questions to its source.
public enum StoryboardSelector: String, Sendable, CaseIterable {
    case awakeFromNib = "awakeFromNib()"
    case prepareForSegue = "prepare(for:sender:)"
    case shouldPerformSegue = "shouldPerformSegue(withIdentifier:sender:)"
}

/// A Home screen quick action chosen while the app's scene is connected.
public enum WindowSceneSelector: String, Sendable, CaseIterable {
    case performActionForShortcutItem = "windowScene(_:performActionFor:completionHandler:)"
}
