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
        /// A tab bar controller's change of tab that its delegate's animation controller
        /// animates (UIKit animates no change of tab of its own: it lasts the controller's duration).
        case tabSwitch

        /// How long UIKit's standard animation takes, in virtual milliseconds. (**choice**)
        /// Apple publishes no figure for either; these are the lab's.
        var milliseconds: Int {
            switch self {
            case .navigation: 350
            case .tabSwitch: 0
            case .presentation, .dismissal: 500
            }
        }
    }

    let id: Int
    let kind: Kind
    /// How long it lasts: UIKit's figure, or the app's animation controller's
    /// `transitionDuration(using:)`.
    let milliseconds: Int
    /// When its duration is over; nil once it is over and the transition still waits for the
    /// animation controller's `completeTransition(_:)`.
    var endsAt: Int?
    /// An app's animation controller animates it: it ends only once the controller has called
    /// `completeTransition(_:)` (`completed`), as UIKit's transitions do.
    let awaitsCompletion: Bool
    var completed = false
    /// The `did` halves, run when the animation ends.
    let finish: (Device, AppProcess) throws(ProcessEnded) -> Void

    init(id: Int, kind: Kind, milliseconds: Int, endsAt: Int, awaitsCompletion: Bool,
         finish: @escaping (Device, AppProcess) throws(ProcessEnded) -> Void) {
        self.id = id
        self.kind = kind
        self.milliseconds = milliseconds
        self.endsAt = endsAt
        self.awaitsCompletion = awaitsCompletion
        self.finish = finish
    }
}

extension Device {
    /// Starts an animated transition whose `did` halves are `finish`; answers its id, which the
    /// app keeps its completion under. `custom` is the app's animation controller's duration
    /// (milliseconds), when one animates it: the transition then also waits for its
    /// `completeTransition(_:)`.
    @discardableResult
    func startTransition(_ kind: RunningTransition.Kind, custom: Int? = nil, in process: AppProcess,
                         finish: @escaping (Device, AppProcess) throws(ProcessEnded) -> Void) -> Int {
        let id = process.nextTransitionID
        process.nextTransitionID += 1
        let milliseconds = custom ?? kind.milliseconds
        process.runningTransitions.append(RunningTransition(id: id, kind: kind, milliseconds: milliseconds, endsAt: clock.now + milliseconds,
                                                            awaitsCompletion: custom != nil, finish: finish))
        return id
    }

    /// The app's animation controller called `completeTransition(_:)` for transition `id`: true
    /// when its duration is already over, and the app ends it now (`endTransition`).
    func completeTransition(_ id: Int, in process: AppProcess) -> Bool {
        guard let transition = process.runningTransitions.first(where: { $0.id == id }) else { return false }
        transition.completed = true
        guard transition.endsAt == nil else { return false }
        record(.system(.transitionCompletedLate), app: process.bundleIdentifier)
        return true
    }

    /// Whether a presentation or dismissal is animating: UIKit refuses another meanwhile.
    func isPresenting(in process: AppProcess) -> Bool {
        process.runningTransitions.contains { $0.kind == .presentation || $0.kind == .dismissal }
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
        let viewAnimationsDue = process.nextViewAnimationEnd.map { $0 <= clock.now } ?? false
        if let transition = process.runningTransitions.filter({ $0.endsAt != nil }).min(by: { $0.endsAt! < $1.endsAt! }),
           let endsAt = transition.endsAt, endsAt <= clock.now {
            if transition.awaitsCompletion, !transition.completed {
                // The view animations that end now may call completeTransition: they go first.
                if viewAnimationsDue, let end = process.nextViewAnimationEnd, end <= endsAt { return endViewAnimations(of: process, receiver: receiver) }
                transition.endsAt = nil
                record(.system(.transitionAwaitsCompletion(milliseconds: transition.milliseconds)), app: process.bundleIdentifier)
                return
            }
            record(.system(.transitionAnimationEnded(milliseconds: transition.milliseconds)), app: process.bundleIdentifier)
            _ = try? performInUIKit(UIKitStep.endTransition, on: receiver, arguments: [.int(transition.id)], in: process)
            // App code that does not answer (no process behind it) still gets its `did` halves.
            if !process.isEnded, process.runningTransitions.contains(where: { $0 === transition }) {
                try? endTransition(transition.id, in: process)
            }
            return
        }
        endViewAnimations(of: process, receiver: receiver)
    }

    private func endViewAnimations(of process: AppProcess, receiver: ObjectRef) {
        process.nextViewAnimationEnd = nil
        record(.system(.viewAnimationEnded), app: process.bundleIdentifier)
        _ = try? performInUIKit(UIKitStep.endViewAnimations, on: receiver, in: process)
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
        [process.runningTransitions.compactMap(\.endsAt).min(), process.nextViewAnimationEnd].compactMap { $0 }.min()
    }

    /// A suspended app's animations wait until it runs again; an ended one's are gone.
    private static func runsAnimations(_ process: AppProcess) -> Bool {
        !process.isEnded && process.state != .suspended && process.state != .notRunning
    }
}
