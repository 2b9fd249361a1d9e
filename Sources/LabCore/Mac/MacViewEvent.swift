/// What happens inside a Mac app's windows, as facts (LabShell words them, `MacEventText`):
/// the user's clicks and keys, the actions controls send, the first responder.
public enum MacViewEvent: Sendable, Equatable {
    /// `click`: the user clicked a view of a window (`title` as the learner named it).
    case clicked(view: String, title: String, window: String)
    /// `type`: keys went to the key window (its first responder, or the window).
    case keysTyped(text: String, responder: String, window: String)
    /// A control sent its action (`sendAction(_:to:from:)`) to `target`; nil: no object of the
    /// responder chain has the method, so nothing happens.
    case actionSent(control: String, title: String, selector: String, target: String?, viaResponderChain: Bool)
    /// The window's first responder changed; nil: the window itself.
    case firstResponder(view: String?, window: String)
    /// A key went up the responder chain and no responder took it: the Mac beeps.
    case keyNotHandled(key: String)
    /// A view controller's view was loaded from its storyboard, with its subviews (all levels).
    case storyboardViewLoaded(controller: String, storyboard: String, subviews: Int)
}

/// Why a click or a key was refused on the Mac, as facts.
public enum MacViewRefusal: Error, Sendable, Equatable {
    /// No app is active with a window to take the click or the keys.
    case noKeyWindow
    /// Nothing in the active app's windows answers to `title`; `clickable` lists what does.
    case nothingToClick(title: String, clickable: [String])
    /// The control is disabled (`isEnabled` false).
    case disabled(title: String, className: String)
}
