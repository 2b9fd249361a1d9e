import Foundation

/// The application notifications the device posts into the app for the SDK's own observers,
/// by the Swift spelling the device's lifecycle table gives them.
enum ApplicationNotifications {
    static func name(for spelling: String) -> Notification.Name? {
        switch spelling {
        case "UIApplication.willResignActiveNotification": UIApplication.willResignActiveNotification
        case "UIApplication.didBecomeActiveNotification": UIApplication.didBecomeActiveNotification
        case "UIApplication.didEnterBackgroundNotification": UIApplication.didEnterBackgroundNotification
        case "UIApplication.willEnterForegroundNotification": UIApplication.willEnterForegroundNotification
        default: nil
        }
    }
}
