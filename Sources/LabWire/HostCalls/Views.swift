/// Views and controls (UIView, UILabel, UIButton, UIControl, cells).
extension HostCalls {
    /// `ClassName(frame:)` for a view class; the new view.
    public static let makeView = HostCall<String, ObjectRef?>("makeView")
    /// View, parent, index among the parent's subviews.
    public static let insertSubview = HostCall<(ObjectRef?, ObjectRef?, Int), Void>("insertSubview")
    public static let removeFromSuperview = HostCall<ObjectRef?, Void>("removeFromSuperview")
    /// The frames app code gave its views during a run-loop turn, told at its end.
    public static let setFrames = HostCall<[ViewFrame], Void>("setFrames")
    public static let subviews = HostCall<ObjectRef?, [ObjectRef]>("subviews")
    public static let superview = HostCall<ObjectRef?, ObjectRef?>("superview")
    public static let isOnScreen = HostCall<ObjectRef?, Bool>("isOnScreen")
    /// What a view drew when UIKit displayed it.
    public static let setDrawing = HostCall<(ObjectRef?, Drawing), Void>("setDrawing")
    /// A colour's name, or nil.
    public static let setBackgroundColor = HostCall<(ObjectRef?, String?), Void>("setBackgroundColor")
    /// A label's, button's or text view's text.
    public static let text = HostCall<ObjectRef?, String?>("text")
    public static let setText = HostCall<(ObjectRef?, String?), Void>("setText")
    public static let setEnabled = HostCall<(ObjectRef?, Bool), Void>("setEnabled")
    /// `view.tag = n` in app code (a nib's tag the device read itself).
    public static let setTag = HostCall<(ObjectRef?, Int), Void>("setTag")
    /// Control, target, action, event (`touchUpInside`, `valueChanged`, …).
    public static let addTarget = HostCall<(ObjectRef?, ObjectRef?, String, String), Void>("addTarget")
    /// Collection or table view, prototype identifier; the new cell.
    public static let makeCellFromPrototype = HostCall<(ObjectRef?, String), ObjectRef?>("makeCellFromPrototype")
    /// Collection or table view, nib name; the new cell.
    public static let makeCellFromNib = HostCall<(ObjectRef?, String), ObjectRef?>("makeCellFromNib")
}

/// A view and its frame.
public struct ViewFrame: Sendable, Equatable, WireCodable {
    public var view: ObjectRef?
    public var frame: Rect

    public init(view: ObjectRef?, frame: Rect) {
        self.view = view
        self.frame = frame
    }

    public func encode(into values: inout [WireValue]) {
        view.encode(into: &values)
        frame.encode(into: &values)
    }

    public init(wire: WireReader) { self.init(view: ObjectRef?(wire: wire), frame: Rect(wire: wire)) }
}
