import LabCore

/// The words for what happens inside a Mac app's windows and for the clicks and keys refused
/// (English here, the other languages in `Catalog/*.lproj/Localizable.strings`).
extension MacViewEvent {
    var text: String {
        switch self {
        case let .clicked(view, title, window) where title == view:
            tr("click on %@ in window \"%@\"", view, window)
        case let .clicked(view, title, window):
            tr("click on %@ \"%@\" in window \"%@\"", view, title, window)
        case let .keysTyped(text, "NSWindow", window):
            tr("keys \"%@\" to window \"%@\" (no view is its first responder)", MacKeys.typed(text), window)
        case let .keysTyped(text, responder, window):
            tr("keys \"%@\" to %@, the first responder of window \"%@\"", MacKeys.typed(text), responder, window)
        case let .actionSent(control, title, selector, target?, true):
            tr("%@ sends %@ up the responder chain: %@ has it", Self.named(control, title), selector, target)
        case let .actionSent(control, title, selector, target?, false):
            tr("%@ sends %@ to its target %@", Self.named(control, title), selector, target)
        case let .actionSent(control, title, selector, nil, _):
            tr("%@ sends %@ — no object of the responder chain has it, so nothing happens", Self.named(control, title), selector)
        case let .firstResponder(view?, window):
            tr("first responder of window \"%@\": %@", window, view)
        case let .firstResponder(nil, window):
            tr("first responder of window \"%@\": the window itself", window)
        case let .keyNotHandled(key):
            tr("no responder takes the key \"%@\": the Mac beeps", MacKeys.typed(key))
        case let .storyboardViewLoaded(controller, storyboard, subviews):
            tr("%@'s view loaded from %@.storyboard with %d subviews", controller, storyboard, subviews)
        }
    }

    /// `NSButton "Greet"`, or the class alone for a control with no title.
    private static func named(_ control: String, _ title: String) -> String {
        title.isEmpty || title == control ? control : "\(control) \"\(title)\""
    }
}

extension MacViewRefusal {
    var text: String {
        switch self {
        case .noKeyWindow:
            tr("no active app has a window to take it (`activate APP` brings an app forward)")
        case let .nothingToClick(title, clickable) where clickable.isEmpty:
            tr("nothing called \"%@\" in the active app's windows", title)
        case let .nothingToClick(title, clickable):
            tr("nothing called \"%@\" in the active app's windows; these are: %@", title, clickable.map { "\"\($0)\"" }.joined(separator: ", "))
        case let .disabled(title, className):
            tr("%@ \"%@\" is disabled (isEnabled is false): it takes no click", className, title)
        }
    }
}
