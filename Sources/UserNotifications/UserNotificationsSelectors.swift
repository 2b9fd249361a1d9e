@_spi(LifecycleLab) import UIKit
import LabWire

/// The delegate methods the device offers to UNUserNotificationCenter's delegate.
enum UserNotificationsSelectors {
    nonisolated(unsafe) private static var installed = false

    static func install() {
        guard !installed else { return }
        installed = true
        AppRuntimeBridge.addPerformer { selector, receiver, arguments in
            guard let delegate = receiver as? UNUserNotificationCenterDelegate else { return nil }
            let center = UNUserNotificationCenter.current()
            let payload = AppRuntimeBridge.payload(arguments.first)
            let notification = UNNotification(payload: payload)
            let handler = arguments.dropFirst().first ?? .null
            switch selector {
            case NotificationCenterCallback.willPresent.rawValue:
                delegate.userNotificationCenter(center, willPresent: notification) { options in
                    AppRuntimeBridge.call(HostCalls.completePresentation, handler.closure, Int(options.rawValue))
                }
            case NotificationCenterCallback.didReceive.rawValue:
                delegate.userNotificationCenter(center, didReceive: NotificationWire.response(payload)) {
                    AppRuntimeBridge.call(HostCalls.complete, handler.closure)
                }
            default: return nil
            }
            return .void
        }
    }
}
