import Foundation
import LabWire

/// Animations on the device's virtual clock (docs/lifecycle.md, "Animations take time").
/// An animated push, pop, presentation or dismissal is a transition the device runs: it answers
/// the transition's id, and what UIKit does when the animation ends (the completion block, the
/// bookkeeping) waits here under that id until the device says the animation ended — in a
/// later turn, after the `did` appearance methods. A `UIView` animation makes its changes at
/// once (nothing is drawn in between) and its completion waits here until its duration and
/// delay have passed; the app tells the device when the next one ends.
enum RunningAnimations {
    /// What runs when a transition's animation ends, by the device's transition id.
    nonisolated(unsafe) private static var transitionEnds: [Int: () -> Void] = [:]
    /// `UIView` animation completions, each with the virtual time (milliseconds) it ends at and
    /// a token that cancels it.
    nonisolated(unsafe) private static var viewCompletions: [(endsAt: Int, token: Int, completion: () -> Void)] = []
    nonisolated(unsafe) private static var nextToken = 1
    /// The next end last told to the device, so it is told only changes.
    nonisolated(unsafe) private static var reported: Int?

    /// After a transition the device ran: `work` waits for the end of its animation when the
    /// device answered a running transition's id, and runs now otherwise (not animated).
    static func whenTransitionEnds(_ running: Int?, _ work: @escaping () -> Void) {
        if let id = running { transitionEnds[id] = work } else { work() }
    }

    /// The device's virtual time reached the end of transition `id`: the device runs the `did`
    /// appearance methods, then UIKit's end of the transition and its completion run.
    static func endTransition(_ id: Int) {
        AppRuntime.shared.call(HostCalls.endTransition, id)
        transitionEnds.removeValue(forKey: id)?()
    }

    /// A `UIView` animation of `seconds` (its delay included): `completion` runs with true
    /// when they have passed, in a later turn.
    static func complete(after seconds: TimeInterval, _ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        schedule(after: seconds) { completion(true) }
    }

    /// An animation's end (a property animator's) after `seconds`: `work` runs then, in a later
    /// turn, unless cancelled with the token answered.
    @discardableResult
    static func schedule(after seconds: TimeInterval, _ work: @escaping () -> Void) -> Int {
        let token = nextToken
        nextToken += 1
        viewCompletions.append((LabClock.now + milliseconds(seconds), token, work))
        return token
    }

    /// An animation stopped or paused before its end: what it scheduled does not run.
    static func cancel(_ token: Int) {
        viewCompletions.removeAll { $0.token == token }
    }

    /// Seconds as whole virtual milliseconds, rounded up (never negative).
    static func milliseconds(_ seconds: TimeInterval) -> Int {
        seconds.isFinite ? max(0, Int((min(seconds, 1e12) * 1000).rounded(.up))) : 0
    }

    /// The device's virtual time reached the end of view animations: their completions run,
    /// in the order their animations ended (ties in the order they started).
    static func endViewAnimations() {
        reported = nil  // the device forgot the end it was told
        let now = LabClock.now
        let due = viewCompletions.enumerated().filter { $0.element.endsAt <= now }
            .sorted { ($0.element.endsAt, $0.offset) < ($1.element.endsAt, $1.offset) }
        viewCompletions.removeAll { $0.endsAt <= now }
        for entry in due { entry.element.completion() }
    }

    /// As a turn ends: tells the device when the next view animation ends, if that changed.
    static func reportNextEnd() {
        guard !viewCompletions.isEmpty || reported != nil else { return }
        let next = viewCompletions.map(\.endsAt).min()
        guard next != reported else { return }
        reported = next
        AppRuntime.shared.call(HostCalls.setNextViewAnimationEnd, next)
    }
}
