import BundleFormats

/// A view: its class, background colour, text (labels, buttons) and subviews.
public final class UIView {
    public let ref: ObjectRef
    public var className: String { ref.className }
    /// A colour name as Interface Builder or code gave it (`systemBackgroundColor`, `red`).
    public internal(set) var backgroundColor: String?
    public internal(set) var text: String?
    /// `isHidden` as app code last set it (the device hears each change).
    public internal(set) var isHidden = false
    /// What the view's `draw(_:)` drew the last time UIKit displayed it; nil if it never drew.
    public internal(set) var drawing: Drawing?
    /// The frame the nib archived (`<rect key="frame">`): what the app's view starts with.
    public internal(set) var archivedFrame: Rect?
    /// The frame app code last gave the view, as the app tells it at the end of each run-loop
    /// turn (in its superview's coordinates); nil until it told one.
    public internal(set) var frame: Rect?
    /// The view's frame now: the one app code gave it, else the nib's, else zero.
    public var currentFrame: Rect { frame ?? archivedFrame ?? .zero }
    public internal(set) var subviews: [UIView] = []
    /// The Interface Builder id when the view came from a nib.
    public let nibID: String?
    /// Target-action connections from the nib: control event → selector (`touchUpInside` → `addContact:`).
    public internal(set) var actions: [String: String] = [:]
    /// The object each action goes to (the nib's controller, or `addTarget`'s target).
    public internal(set) var actionTargets: [String: ObjectRef] = [:]
    /// A collection view's prototype cells from its storyboard, by reuse identifier: not
    /// subviews, but archives a dequeue makes a cell from.
    var prototypes: [String: NibObject] = [:]

    /// This view and its subviews, depth first.
    public var allViews: [UIView] { [self] + subviews.flatMap(\.allViews) }

    /// An `SKView`'s scene and nodes, as the app last reported them; nil for other views.
    public internal(set) var spriteScene: SpriteScene?
    /// The nib's `tag` (0 when it set none): an app tells views apart by it.
    public internal(set) var tag = 0
    /// `isEnabled` of a control or bar button item: a disabled one takes no taps.
    public internal(set) var isEnabled = true
    /// The pseudo event of a control that triggers a storyboard segue: its "selector" is the
    /// segue's identifier, its target the scene's controller.
    public static let segueEvent = "segue"
    /// The nib's user-defined runtime attributes, as archived (`NibObject.runtimeAttributesAttribute`).
    var runtimeAttributes: String?
    /// A nib view's own outlets (a table's `dataSource` and `delegate`): property → nib id.
    var outletDestinations: [String: String] = [:]

    init(ref: ObjectRef, nibID: String? = nil) {
        self.ref = ref
        self.nibID = nibID
    }

    func addSubview(_ view: UIView) { subviews.append(view) }
    func insertSubview(_ view: UIView, at index: Int) { subviews.insert(view, at: min(max(index, 0), subviews.count)) }
    func removeSubview(_ view: UIView) { subviews.removeAll { $0 === view } }

    /// This view or a subview with Interface Builder id `id`.
    func find(nibID id: String) -> UIView? {
        if nibID == id { return self }
        for subview in subviews { if let found = subview.find(nibID: id) { return found } }
        return nil
    }
}

