import UIKit

/// The principal class: every event the app receives passes through `sendEvent(_:)`.
class TouchLoggingApplication: UIApplication {
    var events = 0

    override func sendEvent(_ event: UIEvent) {
        events += 1
        print("sendEvent #\(events)")
        if events == 2 {
            print("second event kept: the control never hears of it")
            return
        }
        super.sendEvent(event)
    }
}
