/// View controllers: making and loading them, children and containers, presentation, segues,
/// transitions (UIViewController, UIStoryboard, container controllers).
extension HostCalls {
    /// Class, nib name; the new controller.
    public static let makeViewController = HostCall<(String, String?), ObjectRef?>("makeViewController")
    /// Storyboard, identifier (nil: the initial controller); the new controller.
    public static let instantiateViewController = HostCall<(String, String?), ObjectRef?>("instantiateViewController")
    /// Storyboard, identifier: whether it has such a scene.
    public static let storyboardContains = HostCall<(String, String), Bool>("storyboardContains")
    /// `controller.view`, loading it first if needed.
    public static let view = HostCall<ObjectRef?, ObjectRef?>("view")
    /// Controller, view.
    public static let setView = HostCall<(ObjectRef?, ObjectRef?), Void>("setView")
    public static let isViewLoaded = HostCall<ObjectRef?, Bool>("isViewLoaded")
    /// UIKit's own `loadView()`.
    public static let loadDefaultView = HostCall<ObjectRef?, Void>("loadDefaultView")
    public static let storyboardName = HostCall<ObjectRef?, String?>("storyboardName")
    public static let setRestorationIdentifier = HostCall<(ObjectRef?, String?), Void>("setRestorationIdentifier")
    public static let children = HostCall<ObjectRef?, [ObjectRef]>("children")
    public static let parent = HostCall<ObjectRef?, ObjectRef?>("parent")
    /// Child, parent.
    public static let addChild = HostCall<(ObjectRef?, ObjectRef?), Void>("addChild")
    /// Child, parent.
    public static let removeChild = HostCall<(ObjectRef?, ObjectRef?), Void>("removeChild")
    /// Child, container, animated: a push or a shown child; the running transition's id.
    public static let showChild = HostCall<(ObjectRef?, ObjectRef?, Bool), Int?>("showChild")
    /// Container, children kept, animated: a pop; the running transition's id.
    public static let popChildren = HostCall<(ObjectRef?, Int, Bool), Int?>("popChildren")
    /// Container, index: a tab; the running transition's id.
    public static let selectChild = HostCall<(ObjectRef?, Int), Int?>("selectChild")
    /// Container, pages shown.
    public static let setPages = HostCall<(ObjectRef?, [ObjectRef]), Void>("setPages")
    /// Container, old child, new child.
    public static let transitionChildren = HostCall<(ObjectRef?, ObjectRef?, ObjectRef?), Void>("transitionChildren")
    /// Controller, phase (`willAppear`, `didAppear`, `willDisappear`, `didDisappear`).
    public static let appearanceTransition = HostCall<(ObjectRef?, String), Void>("appearanceTransition")
    /// Presented, presenter, style, animated.
    public static let present = HostCall<(ObjectRef?, ObjectRef?, PresentationStyle, Bool), PresentationAnswer>("present")
    /// Controller, animated.
    public static let dismiss = HostCall<(ObjectRef?, Bool), DismissalAnswer>("dismiss")
    /// Controller, identifier, sender.
    public static let performSegue = HostCall<(ObjectRef?, String, WireValue), Void>("performSegue")
    /// Cell, identifier.
    public static let triggerCellSegue = HostCall<(ObjectRef?, String), Void>("triggerCellSegue")
    /// Controller, action: whether the controller's class implements an unwind action.
    public static let implementsAction = HostCall<(ObjectRef?, String), Bool>("implementsAction")
    /// Controller, attribute: a user-defined runtime attribute of its storyboard scene.
    public static let archivedAttribute = HostCall<(ObjectRef?, String), String?>("archivedAttribute")
    /// The controller whose custom transition the next transition runs (nil: none).
    public static let animateNextTransition = HostCall<ObjectRef?, Void>("animateNextTransition")
    /// A running transition's animation ended.
    public static let endTransition = HostCall<Int, Void>("endTransition")
    /// A custom transition called `completeTransition(_:)`: whether it was running.
    public static let completeTransition = HostCall<Int, Bool>("completeTransition")
    /// When the app's running view animations end (nil: none runs).
    public static let setNextViewAnimationEnd = HostCall<Int?, Void>("setNextViewAnimationEnd")
    /// Controller, title: what its navigation bar shows.
    public static let setNavigationTitle = HostCall<(ObjectRef?, String?), Void>("setNavigationTitle")
    /// `navigationItem.rightBarButtonItems = …` (or left): controller, side, the items.
    public static let setBarButtonItems = HostCall<(ObjectRef?, BarButtonSide, [BarButtonItem]), Void>("setBarButtonItems")
}

/// `UIModalPresentationStyle`, with UIKit's raw values.
public enum PresentationStyle: Int, Sendable, WireEnum {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
    public static let unknown = PresentationStyle.automatic
}

/// Why UIKit presents nothing.
public enum PresentationRefusal: String, Sendable, WireEnum {
    public static let unknown = PresentationRefusal.alreadyPresenting
    /// "Attempt to present … whose view is not in the window hierarchy".
    case notInWindowHierarchy
    /// "Attempt to present … which is already presenting …".
    case alreadyPresenting
    /// "Attempt to present … while a presentation is in progress!" (a presentation, a
    /// dismissal, a push or a pop is animating).
    case presentationInProgress
}

/// What `present` did: presented (with the presentation context and, animated, the running
/// transition's id), or refused and why.
public struct PresentationAnswer: Sendable, Equatable, WireCodable {
    public var refusal: PresentationRefusal?
    public var presenter: ObjectRef?
    public var transition: Int?

    public init(refusal: PresentationRefusal?, presenter: ObjectRef?, transition: Int?) {
        self.refusal = refusal
        self.presenter = presenter
        self.transition = transition
    }

    public func encode(into values: inout [WireValue]) {
        refusal.encode(into: &values)
        presenter.encode(into: &values)
        transition.encode(into: &values)
    }

    public init(wire: WireReader) {
        self.init(refusal: PresentationRefusal?(wire: wire), presenter: ObjectRef?(wire: wire), transition: Int?(wire: wire))
    }
}

/// What `dismiss` did: false when refused (another presentation or dismissal animates);
/// animated, the running transition's id.
public struct DismissalAnswer: Sendable, Equatable, WireCodable {
    public var done: Bool
    public var transition: Int?

    public init(done: Bool, transition: Int?) {
        self.done = done
        self.transition = transition
    }

    public func encode(into values: inout [WireValue]) {
        done.encode(into: &values)
        transition.encode(into: &values)
    }

    public init(wire: WireReader) { self.init(done: Bool(wire: wire), transition: Int?(wire: wire)) }
}

/// Which end of the navigation bar a navigation item's bar button items go to.
public enum BarButtonSide: String, Sendable, CaseIterable, WireEnum {
    case left, right
    public static let unknown = BarButtonSide.right
}

/// A bar button item as the navigation bar shows it: the item, its title, and its action and target.
public struct BarButtonItem: Sendable, Equatable, WireCodable {
    public var item: ObjectRef?, title: String?, action: String?, target: ObjectRef?

    public init(item: ObjectRef?, title: String?, action: String?, target: ObjectRef?) {
        (self.item, self.title, self.action, self.target) = (item, title, action, target)
    }

    public func encode(into values: inout [WireValue]) {
        item.encode(into: &values)
        title.encode(into: &values)
        action.encode(into: &values)
        target.encode(into: &values)
    }

    public init(wire: WireReader) {
        self.init(item: ObjectRef?(wire: wire), title: String?(wire: wire), action: String?(wire: wire), target: ObjectRef?(wire: wire))
    }
}
