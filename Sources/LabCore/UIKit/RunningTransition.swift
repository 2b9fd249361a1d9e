/// An animated transition under way (docs/lifecycle.md, "Animations take time"): the `will`
/// appearance methods and the layout pass ran in the turn that started it; the `did` halves
/// and the completion wait until virtual time reaches `endsAt`.
final class RunningTransition {
    enum Kind: Equatable {
        /// `present` or a modal segue: another presentation or dismissal is refused meanwhile.
        case presentation
        /// `dismiss`: as a presentation.
        case dismissal
        /// A push or a pop.
        case navigation

        /// How long UIKit's standard animation takes, in virtual milliseconds. (**choice**)
        /// Apple publishes no figure for either; these are the lab's.
        var milliseconds: Int { self == .navigation ? 350 : 500 }
    }

    let id: Int
    let kind: Kind
    let endsAt: Int
    /// The `did` halves, run when the animation ends.
    let finish: (Device, AppProcess) throws(ProcessEnded) -> Void

    init(id: Int, kind: Kind, endsAt: Int, finish: @escaping (Device, AppProcess) throws(ProcessEnded) -> Void) {
        self.id = id
        self.kind = kind
        self.endsAt = endsAt
        self.finish = finish
    }
}

extension Device {
    /// Starts an animated transition whose `did` halves are `finish`; answers its id, which the
    /// app keeps its completion under.
    @discardableResult
    func startTransition(_ kind: RunningTransition.Kind, in process: AppProcess,
                         finish: @escaping (Device, AppProcess) throws(ProcessEnded) -> Void) -> Int {
        let id = process.nextTransitionID
        process.nextTransitionID += 1
        process.runningTransitions.append(RunningTransition(id: id, kind: kind, endsAt: clock.now + kind.milliseconds, finish: finish))
        return id
    }

    /// Whether a presentation or dismissal is animating: UIKit refuses another meanwhile.
    func isPresenting(in process: AppProcess) -> Bool {
        process.runningTransitions.contains { $0.kind != .navigation }
    }

    /// The running transition the app's code last started, if it is still animating (its id).
    func lastTransitionID(in process: AppProcess, after before: Int) -> Int? {
        process.runningTransitions.last.flatMap { $0.id >= before ? $0.id : nil }
    }

    /// The earliest animation (a transition, a `UIView` animation) that ends by `target` in a
    /// process that runs code.
    func dueAnimation(upTo target: Int) -> (AppProcess, Int)? {
        runningProcesses.filter(Self.runsAnimations)
            .compactMap { process in Self.nextAnimationEnd(of: process).map { (process, max($0, clock.now)) } }
            .filter { $0.1 <= target }
            .min { $0.1 < $1.1 }
    }

    /// Virtual time reaches the end of an app's animation: a transition's `did` halves and
    /// completion run in one turn of the app (it asks the device for them: `endTransition`), or
    /// the `UIView` animations that ended run their completions.
    func endAnimation(of process: AppProcess, at time: Int) {
        clock.advance(by: max(0, time - clock.now))
        guard let receiver = process.objects.delegate ?? process.objects.application else {
            process.runningTransitions.removeAll()
            process.nextViewAnimationEnd = nil
            return
        }
        if let transition = process.runningTransitions.min(by: { $0.endsAt < $1.endsAt }), transition.endsAt <= clock.now {
            record(.system(.transitionAnimationEnded(milliseconds: transition.kind.milliseconds)), app: process.bundleIdentifier)
            _ = try? performInUIKit("__labEndTransition", on: receiver, arguments: [.int(transition.id)], in: process)
            // App code that does not answer (no process behind it) still gets its `did` halves.
            if !process.isEnded, process.runningTransitions.contains(where: { $0 === transition }) {
                try? endTransition(transition.id, in: process)
            }
            return
        }
        process.nextViewAnimationEnd = nil
        record(.system(.viewAnimationEnded), app: process.bundleIdentifier)
        _ = try? performInUIKit("__labEndViewAnimations", on: receiver, in: process)
    }

    /// The app asks for a transition's `did` halves as its animation ends.
    func endTransition(_ id: Int, in process: AppProcess) throws(ProcessEnded) {
        guard let index = process.runningTransitions.firstIndex(where: { $0.id == id }) else { return }
        let transition = process.runningTransitions.remove(at: index)
        try transition.finish(self, process)
    }

    /// After every device command: the animations running in apps that run code end, as a person
    /// waits for an animation before the next tap (**choice**), and so do those their completions
    /// start, up to `rounds` times (an app that animates forever goes on at the next command).
    public func finishAnimations(rounds: Int = 8) {
        for _ in 0..<rounds {
            guard let end = runningProcesses.filter(Self.runsAnimations).compactMap(Self.nextAnimationEnd).max() else { return }
            advanceTime(to: max(end, clock.now))
        }
    }

    private static func nextAnimationEnd(of process: AppProcess) -> Int? {
        [process.runningTransitions.map(\.endsAt).min(), process.nextViewAnimationEnd].compactMap { $0 }.min()
    }

    /// A suspended app's animations wait until it runs again; an ended one's are gone.
    private static func runsAnimations(_ process: AppProcess) -> Bool {
        !process.isEnded && process.state != .suspended && process.state != .notRunning
    }
}
