/// The notification centre delegate's `didReceive`, and iOS's complaint when its completion
/// handler is never called (docs/lifecycle.md "Remote notifications").
extension Device {
    /// What iOS logs when a `didReceive` completion handler is released without being called.
    static let didReceiveHandlerNeverCalled = "Warning: UNUserNotificationCenter delegate received call to -userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler: but the completion handler was never called."

    /// Hands `response` to the delegate's `didReceive`. When the method (and the main-queue
    /// work it scheduled) has returned with the handler not called, the console shows iOS's
    /// complaint: **choice** — iOS logs it when the handler is released uncalled; LifecycleLab
    /// cannot see app code keep a handler for later, so it treats one not called by then as
    /// released.
    func deliverResponse(_ response: PushPayload, to delegate: ObjectRef, in process: AppProcess) {
        let handler = makeCompletion(.didReceive, deadline: nil, in: process)
        let implemented = process.code?.implements(NotificationCenterCallback.didReceive.rawValue, in: delegate.className) == true
        _ = try? offer(NotificationCenterCallback.didReceive.rawValue, to: delegate,
                       arguments: [.string(response.json), .closure(handler)], in: process)
        guard process.pendingCompletions.removeValue(forKey: -handler.id) != nil, implemented, !process.isEnded else { return }
        record(.warning(text: Self.didReceiveHandlerNeverCalled), app: process.bundleIdentifier)
    }
}
