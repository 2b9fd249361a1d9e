import Foundation
import UIKit

/// How one scene replaces another. **Not animated:** `presentScene(_:transition:)` presents the
/// new scene at once (its first use says so).
open class SKTransition: NSObject {
    open var pausesIncomingScene = true
    open var pausesOutgoingScene = true
    let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
        super.init()
    }

    open class func crossFade(withDuration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func fade(withDuration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func fade(with color: UIColor, duration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func flipHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func flipVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func reveal(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func moveIn(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func push(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func doorsOpenHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func doorsOpenVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func doorsCloseHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func doorsCloseVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func doorway(withDuration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
}
