/// The simulated AppKit's calls about the views inside a Mac app's windows (docs/lifecycle.md,
/// "The Mac", Views and events): what each window shows, the actions controls send, the views a
/// storyboard's view controller loads, and the keys no responder took.
extension HostCalls {
    /// The end of a run-loop turn (or a window shown): a window's views as AppKit drew them,
    /// depth first, each with its parent's index — what `views`, `screen`, `click` and `type` read.
    public static let macWindowContents = HostCall<(ObjectRef?, [MacViewSnapshot]), Void>("macWindowContents")
    /// A control sends its action (`sendAction(_:to:from:)`): the control, the selector in
    /// Objective-C's spelling, and the object that takes it — nil when no responder does.
    public static let macActionSent = HostCall<(ObjectRef?, String, ObjectRef?), Void>("macActionSent")
    /// A storyboard's view controller loads its view (`loadView()`): the controller, the
    /// storyboard's name and the controller's identifier in it; the view the device had AppKit make.
    public static let macLoadStoryboardView = HostCall<(ObjectRef?, String, String), ObjectRef?>("macLoadStoryboardView")
    /// A key went up the responder chain and no responder took it (`noResponder(for:)`): the
    /// Mac beeps. The key's characters.
    public static let macKeyNotHandled = HostCall<String, Void>("macKeyNotHandled")
    /// The window's first responder changed (`makeFirstResponder(_:)`): the window, the new one
    /// (nil: the window itself).
    public static let macFirstResponderChanged = HostCall<(ObjectRef?, ObjectRef?), Void>("macFirstResponderChanged")
}

/// One view of a Mac window as AppKit drew it at the end of a run-loop turn.
public struct MacViewSnapshot: Sendable, Equatable, WireCodable {
    /// The view (its class is the ref's).
    public var ref: ObjectRef
    /// Index of its superview in the window's list; -1 for the content view.
    public var parent: Int
    /// What kind of AppKit view it is, for drawing: `label`, `field`, `button`, `checkbox`,
    /// `image`, `stack`, `view`.
    public var kind: String
    /// A button's title, a text field's string value, an image view's image name.
    public var text: String
    /// An editable text field's placeholder.
    public var placeholder: String
    /// The control's action (Objective-C's spelling, `greet:`), "" without one.
    public var action: String
    /// The class of the control's target; "" for the first responder (nil target).
    public var target: String
    public var isEnabled: Bool
    public var isHidden: Bool
    /// The window's first responder.
    public var isFirstResponder: Bool
    /// A checkbox's state is on.
    public var isOn: Bool
    /// The view answers `acceptsFirstResponder` (an editable text field, a custom view that says so).
    public var acceptsFirstResponder: Bool
    public var frame: Rect

    public init(ref: ObjectRef, parent: Int, kind: String, text: String = "", placeholder: String = "", action: String = "",
                target: String = "", isEnabled: Bool = true, isHidden: Bool = false, isFirstResponder: Bool = false,
                isOn: Bool = false, acceptsFirstResponder: Bool = false, frame: Rect = Rect(x: 0, y: 0, width: 0, height: 0)) {
        self.ref = ref
        self.parent = parent
        self.kind = kind
        self.text = text
        self.placeholder = placeholder
        self.action = action
        self.target = target
        self.isEnabled = isEnabled
        self.isHidden = isHidden
        self.isFirstResponder = isFirstResponder
        self.isOn = isOn
        self.acceptsFirstResponder = acceptsFirstResponder
        self.frame = frame
    }

    public func encode(into values: inout [WireValue]) {
        ref.encode(into: &values)
        parent.encode(into: &values)
        for text in [kind, text, placeholder, action, target] { text.encode(into: &values) }
        for flag in [isEnabled, isHidden, isFirstResponder, isOn, acceptsFirstResponder] { flag.encode(into: &values) }
        frame.encode(into: &values)
    }

    public init(wire: WireReader) {
        let ref = ObjectRef(wire: wire)
        let parent = Int(wire: wire)
        let texts = (0..<5).map { _ in String(wire: wire) }
        let flags = (0..<5).map { _ in Bool(wire: wire) }
        self.init(ref: ref, parent: parent, kind: texts[0], text: texts[1], placeholder: texts[2], action: texts[3], target: texts[4],
                  isEnabled: flags[0], isHidden: flags[1], isFirstResponder: flags[2], isOn: flags[3], acceptsFirstResponder: flags[4],
                  frame: Rect(wire: wire))
    }
}
