/// The device's own steps inside an app: selectors the simulated SDK answers itself (a table's
/// first layout, a rotation's phases, state restoration's archive, AppKit's nib objects), never
/// app code the log names. Declared once for both sides: LabCore performs them
/// (`Device.performInUIKit`), the SDK's `Selectors`, `LayoutSelectors`, `StateRestorationArchive`,
/// `UserActivityArchive`, SpriteKit's `SKView` and the generated AppKit match the same case.
/// The `__lab` spelling keeps them apart from any selector app code could declare; a learner
/// never sees it.
public protocol SDKStep: RawRepresentable, Sendable where RawValue == String {}

/// UIKit's steps of the run loop, display, touches, notifications, memory, nibs, transitions and segues.
public enum UIKitStep: String, SDKStep, CaseIterable {
    /// The virtual clock reached a timer: it fires as the call ends.
    case fireTimers = "__labFireTimers"
    /// The virtual clock reached the end of a transition's animation (its id).
    case endTransition = "__labEndTransition"
    /// The virtual clock reached the end of the running view animations.
    case endViewAnimations = "__labEndViewAnimations"
    /// A table or collection view's first layout: it asks its data source if it has not.
    case firstLayout = "__labFirstLayout"
    /// The display pass of a screen about to appear: what asked to display draws.
    case displayPending = "__labDisplayPending"
    /// The display pass reached a view that draws (`draw(_:)`).
    case display = "__labDisplay"
    /// The user tapped a table or collection view's cell (the cell, the segue to perform).
    case selectRow = "__labSelectRow"
    /// `tap` on a SpriteKit scene's node, at scene coordinates.
    case touchScene = "__labTouchScene"
    /// A lifecycle notification the app observes, posted in the app (its name).
    case postNotification = "__labPostNotification"
    /// A memory warning: purgeable data no one is using goes.
    case discardPurgeable = "__labDiscardPurgeable"
    /// A nib's user-defined runtime attributes, set on the object before `awakeFromNib()`.
    case setRuntimeAttributes = "__labSetRuntimeAttributes"
    /// A storyboard scene's bar button items, made by the device.
    case installBarButtonItems = "__labInstallBarButtonItems"
    /// A custom transition's animation, run between the appearance methods: its duration.
    case animateTransition = "__labAnimateTransition"
    /// Whether a container forwards appearance methods to its children itself.
    case forwardsAppearance = "__labForwardsAppearance"
    /// The user swiped a page view controller: true when a page turned.
    case turnPage = "__labTurnPage"
    /// Whether a page view controller turns its pages vertically.
    case pagesAreVertical = "__labPagesAreVertical"
    /// A presentation a segue made, adopted by the presented controller.
    case presentedBySegue = "__labPresentedBySegue"
    /// The controller an unwind segue's action reaches (`unwind(for:towards:)`'s search).
    case unwindDestination = "__labUnwindDestination"
    /// The unwind segue performed on its destination.
    case unwind = "__labUnwind"
}

/// UIKit's steps of a rotation and of a controller's first layout in its window.
public enum RotationStep: String, SDKStep, CaseIterable {
    case supportedInterfaceOrientations = "__labSupportedInterfaceOrientations"
    /// `size(forChildContentContainer:withParentContainerSize:)`, answered as "width height".
    case childContentSize = "__labChildContentSize"
    case deviceOrientationDidChange = "__labDeviceOrientationDidChange"
    case beginRotation = "__labBeginRotation"
    case resizeForRotation = "__labResizeForRotation"
    case traitChangeRegistrations = "__labTraitChangeRegistrations"
    case pendingTransitionAnimations = "__labPendingTransitionAnimations"
    case runTransitionAnimations = "__labRunTransitionAnimations"
    case pendingTransitionCompletions = "__labPendingTransitionCompletions"
    case runTransitionCompletions = "__labRunTransitionCompletions"
    /// The first layout of a controller that fills its window: its view takes the window's size.
    case fillWindow = "__labFillWindow"
}

/// State preservation and restoration's archive, and a scene's saved user activity.
public enum StateRestorationStep: String, SDKStep, CaseIterable {
    case preservationBegin = "__labStatePreservationBegin"
    case stateCoder = "__labStateCoder"
    case preservationFinish = "__labStatePreservationFinish"
    case savedStateOpen = "__labSavedStateOpen"
    case savedStateEntry = "__labSavedStateEntry"
    case savedStateRestorationClass = "__labSavedStateRestorationClass"
    case savedStateCoder = "__labSavedStateCoder"
    case savedStateRecreate = "__labSavedStateRecreate"
    case presentRestored = "__labPresentRestored"
    /// Whether a view controller's `userActivity` is the scene's.
    case sharesActivity = "__labSharesActivity"
    case saveActivity = "__labSaveActivity"
    case restoreSessionActivity = "__labRestoreSessionActivity"
    case activityType = "__labActivityType"
}

/// The simulated AppKit's steps on the Mac: the delegate, storyboards and nibs, menus, views and their events, notifications.
public enum AppKitStep: String, SDKStep, CaseIterable {
    case delegate = "__labAppKitDelegate"
    case setDelegate = "__labAppKitSetDelegate"
    case showStoryboardWindow = "__labAppKitShowStoryboardWindow"
    case makeNibWindow = "__labAppKitMakeNibWindow"
    case makeNibMenu = "__labAppKitMakeNibMenu"
    case addNibMenuItem = "__labAppKitAddNibMenuItem"
    case setSubmenu = "__labAppKitSetSubmenu"
    case setMenuItemTarget = "__labAppKitSetMenuItemTarget"
    case setMainMenu = "__labAppKitSetMainMenu"
    case chooseMenuItem = "__labAppKitChooseMenuItem"
    case makeNibView = "__labAppKitMakeNibView"
    case setAction = "__labAppKitSetAction"
    case click = "__labAppKitClick"
    case type = "__labAppKitType"
    case makeNibObject = "__labAppKitMakeNibObject"
    case showNibWindow = "__labAppKitShowNibWindow"
    case setOutlet = "__labAppKitSetOutlet"
    case post = "__labAppKitPost"
}
