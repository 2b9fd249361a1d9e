import Foundation

/// An action method whose sender is typed `AnyObject` or `Any` (Xcode 8's templates typed
/// `sender: AnyObject`) and which uses the sender's members (`sender.tag`, `sender.isOn`):
/// Objective-C finds those members at run time, Swift on Linux cannot. The build reads the
/// sender as the class the nib connects the action from (a UIButton, a UISwitch…), with one of
/// these at the top of the method's body (**choice**: iOS raises "unrecognized selector sent to
/// instance" only when a member the object lacks is used; the lab stops at once, naming both).
public func __labActionSender<Sender>(_ sender: Any?, _ selector: String) -> Sender {
    if let typed = sender as? Sender { return typed }
    let got = sender.map { AppRuntime.className(of: $0 as AnyObject) } ?? "nil"
    fatalError("[LifecycleLab] \(selector) uses its AnyObject sender's members, and the nib connects it from a \(Sender.self), "
        + "so the sender is read as one; it got \(got) (iOS would raise \"unrecognized selector sent to instance\" at the first member \(got) lacks)")
}

/// `__labActionSender` for a sender typed `AnyObject?` or `Any?`: nil stays nil.
public func __labOptionalActionSender<Sender>(_ sender: Any?, _ selector: String) -> Sender? {
    guard let sender, !(sender is NSNull) else { return nil }
    return (__labActionSender(sender, selector) as Sender)
}
