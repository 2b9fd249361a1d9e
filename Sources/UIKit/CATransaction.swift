import Foundation

/// Core Animation's transactions: nested `begin()`/`commit()` pairs, each with its own
/// duration, timing function, actions switch and completion block. Animations take no time in
/// the lab, so a transaction's completion block runs when it commits.
open class CATransaction: NSObject {
    private struct Frame {
        var duration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disablesActions = false
        var completion: (() -> Void)?
    }

    /// The open transactions, innermost last. Outside any, settings go to the implicit one,
    /// which commits when the main queue next runs (as iOS commits it at the end of the run
    /// loop turn).
    nonisolated(unsafe) private static var frames: [Frame] = []
    nonisolated(unsafe) private static var implicit: Frame?

    private static var current: Frame {
        get { frames.last ?? implicit ?? Frame() }
        set {
            guard frames.isEmpty else { return frames[frames.count - 1] = newValue }
            if implicit == nil { DispatchQueue.main.async { commitImplicit() } }
            implicit = newValue
        }
    }

    private static func commitImplicit() {
        let frame = implicit
        implicit = nil
        frame?.completion?()
    }

    open class func begin() {
        frames.append(Frame())
    }

    /// Ends the innermost transaction and runs its completion block.
    open class func commit() {
        guard let frame = frames.popLast() else { return }
        frame.completion?()
    }

    /// Would send pending changes to the render server: there is none.
    open class func flush() {}

    open class func animationDuration() -> CFTimeInterval { current.duration }
    open class func setAnimationDuration(_ dur: CFTimeInterval) { current.duration = dur }
    open class func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }
    open class func disableActions() -> Bool { current.disablesActions }
    open class func setDisableActions(_ flag: Bool) { current.disablesActions = flag }
    open class func completionBlock() -> (() -> Void)? { current.completion }
    open class func setCompletionBlock(_ block: (() -> Void)?) { current.completion = block }
}
